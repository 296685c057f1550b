// Which language a person is spoken to in (SPEC.md §1, §9), one rule for the app's screens and the
// api's mails, pushes and PDFs: the user's own language when supported and the tenant allows it,
// else the tenant's default, else English.

/** The supported locales (SPEC.md §1, §9); English is the fallback. */
export const LOCALES = ['en', 'de', 'es', 'nl', 'fr', 'deAt', 'cy'] as const;

/** A supported locale code. */
export type Locale = 'en' | 'de' | 'es' | 'nl' | 'fr' | 'deAt' | 'cy';

/** The fallback locale (SPEC.md §1: the fallback is English). */
export const FALLBACK_LOCALE: Locale = 'en';

/**
 * Language names as tenants store them (SPEC.md §9), plus the locale codes themselves and their
 * BCP 47 spellings, keyed by a normalised form (lower case, no spaces, '_' read as '-') so
 * 'German (Austria)', 'german(austria)', 'deAt', 'de-AT' and 'de_at' all agree.
 */
const LOCALE_BY_NAME: Readonly<Record<string, Locale>> = {
  english: 'en',
  en: 'en',
  spanish: 'es',
  es: 'es',
  german: 'de',
  de: 'de',
  'german(austria)': 'deAt',
  deat: 'deAt',
  'de-at': 'deAt',
  welsh: 'cy',
  cy: 'cy',
  french: 'fr',
  fr: 'fr',
  dutch: 'nl',
  nl: 'nl',
};

/**
 * The one language name a tenant stores for each locale (SPEC.md §9): what the tenant's settings
 * offer and accept as its default language.
 */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  de: 'German',
  deAt: 'German(Austria)',
  fr: 'French',
  es: 'Spanish',
  nl: 'Dutch',
  cy: 'Welsh',
};

function normalise(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '').replace(/_/g, '-');
}

/** Narrows a value to a {@link Locale} (exact code, case-sensitive). */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The locale for a language name or code, or null when it is not supported. */
export function parseLocale(name: string | null | undefined): Locale | null {
  if (typeof name !== 'string') return null;
  const key = normalise(name);
  return Object.hasOwn(LOCALE_BY_NAME, key) ? (LOCALE_BY_NAME[key] ?? null) : null;
}

/**
 * Maps a tenant language name to a locale (SPEC.md §9): English→en, Spanish→es, German→de,
 * German(Austria)→deAt, Welsh→cy, French→fr, Dutch→nl, anything else→en. Locale codes are
 * accepted too.
 */
export function localeFromLanguageName(name: string | null | undefined): Locale {
  return parseLocale(name) ?? FALLBACK_LOCALE;
}

/**
 * The locale the app speaks (SPEC.md §1, §9): the user's own language only when it is supported
 * AND the tenant allows it (useUserLanguage), else the tenant's default language, else English.
 */
export function resolveLocale(input: {
  tenantDefaultLanguage: string | null;
  userLanguage: string | null;
  useUserLanguage: boolean;
}): Locale {
  const own = input.useUserLanguage ? parseLocale(input.userLanguage) : null;
  return own ?? localeFromLanguageName(input.tenantDefaultLanguage);
}

/**
 * An i18next language code as BCP 47, what `<html lang>`, Intl and luxon understand: only 'deAt'
 * differs ('de-AT'); no language yet means English.
 */
export function toBcp47(language: string | undefined): string {
  if (language === undefined) return FALLBACK_LOCALE;
  return language === 'deAt' ? 'de-AT' : language;
}
