import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LOCALE, LOCALES, type Locale } from './language';

type LocaleModule = { default: ResourceKey };

// Each language becomes one chunk (vite.config.ts groups its files): a phone downloads only
// its own language (and its fallbacks), in one request.
const commonFiles = import.meta.glob<LocaleModule>('./locales/*.json');
const featureFiles = import.meta.glob<LocaleModule>('../features/*/locales/*.json');

/** Namespace → language → loader. 'common' is the shell's; each feature's is its folder name. */
const loaders = new Map<string, Map<string, () => Promise<LocaleModule>>>();
function register(namespace: string, language: string, load: () => Promise<LocaleModule>) {
  const byLanguage = loaders.get(namespace) ?? new Map<string, () => Promise<LocaleModule>>();
  byLanguage.set(language, load);
  loaders.set(namespace, byLanguage);
}
for (const [path, load] of Object.entries(commonFiles)) {
  const match = /\/locales\/(\w+)\.json$/.exec(path);
  if (match?.[1]) register('common', match[1], load);
}
for (const [path, load] of Object.entries(featureFiles)) {
  const match = /\/features\/([\w-]+)\/locales\/(\w+)\.json$/.exec(path);
  if (match?.[1] && match[2]) register(match[1], match[2], load);
}

export const NAMESPACES = [...loaders.keys()];

const lazyLocales: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, callback) => {
    const load = loaders.get(namespace)?.get(language);
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

/**
 * i18next for the app: 7 locales, English fallback (Austrian German falls back to German
 * first), empty translations fall back too (SPEC.md §9).
 */
export const i18n = i18next.createInstance();

export function initI18n(language: Locale = FALLBACK_LOCALE): Promise<unknown> {
  return i18n
    .use(lazyLocales)
    .use(initReactI18next)
    .init({
      lng: language,
      supportedLngs: [...LOCALES],
      fallbackLng: { deAt: ['de', 'en'], default: ['en'] },
      ns: NAMESPACES,
      defaultNS: 'common',
      returnEmptyString: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
}
