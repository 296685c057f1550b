import { DateTime } from 'luxon';

/** i18next language codes → BCP 47 locales for luxon; only deAt differs. */
function toLuxonLocale(language: string | undefined): string {
  return language === 'deAt' ? 'de-AT' : (language ?? 'en');
}

/** A calendar day (YYYY-MM-DD) as a medium date in the user's language. */
export function formatDay(day: string, language: string | undefined): string {
  return DateTime.fromISO(day).setLocale(toLuxonLocale(language)).toLocaleString(DateTime.DATE_MED);
}
