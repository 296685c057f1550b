import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { areaNamespace, commonWithAreas } from './area-strings';
import { FALLBACK_LOCALE, LOCALES, type Locale } from './language';

type LanguageModule = { default: Record<string, ResourceKey> };

// One loader per language (./languages/<locale>.ts holds every namespace of it, and vite.config.ts
// puts them in one chunk): a phone downloads only its own language and its fallbacks, each in one
// request, and the entry carries seven loaders, not one per namespace and language.
const languageFiles = import.meta.glob<LanguageModule>('./languages/*.ts');
const languageLoaders = new Map<string, () => Promise<LanguageModule>>();
for (const [path, load] of Object.entries(languageFiles)) {
  // Files are kebab-case ('de-at.ts'); locales are camelCase ('deAt').
  const match = /\/languages\/([\w-]+)\.ts$/.exec(path);
  if (match?.[1])
    languageLoaders.set(
      match[1].replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()),
      load,
    );
}

/** The namespace of a locale file: 'common' for the shell's, else the feature's folder name. */
function namespaceOf(path: string): string | undefined {
  if (/^\.\.\/locales\//.test(path)) return 'common';
  return /\/features\/([\w-]+)\/locales\//.exec(path)?.[1];
}

/** 'common' and every feature folder with locales, read from the paths alone (nothing loads). */
export const NAMESPACES = [
  'common',
  ...Object.keys(import.meta.glob('../features/*/locales/en.json'))
    .map((path) => /\/features\/([\w-]+)\/locales\//.exec(path)?.[1])
    .filter((name): name is string => name !== undefined),
];

/** Each language loads once; every namespace of it is read from the same module. */
const languages = new Map<string, Promise<Map<string, ResourceKey>>>();
function loadLanguage(language: string): Promise<Map<string, ResourceKey>> | undefined {
  const load = languageLoaders.get(language);
  if (!load) return undefined;
  let loaded = languages.get(language);
  if (!loaded) {
    loaded = load().then((module) => {
      const byNamespace = new Map<string, ResourceKey>();
      const areaFiles: [string, ResourceKey][] = [];
      let shell: ResourceKey = {};
      for (const [path, resources] of Object.entries(module.default)) {
        const namespace = namespaceOf(path);
        if (namespace === 'common') shell = resources;
        else if (namespace) {
          byNamespace.set(namespace, areaNamespace(resources));
          areaFiles.push([path, resources]);
        }
      }
      // An area's `common` strings (its titles, its reasons' texts) join the shell's namespace.
      byNamespace.set('common', commonWithAreas(shell, areaFiles));
      return byNamespace;
    });
    // A failed load (offline) may be tried again on the next read.
    loaded.catch(() => languages.delete(language));
    languages.set(language, loaded);
  }
  return loaded;
}

const lazyLocales: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, callback) => {
    const loading = loadLanguage(language);
    if (!loading) {
      callback(null, {});
      return;
    }
    loading.then(
      (byNamespace) => callback(null, byNamespace.get(namespace) ?? {}),
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
