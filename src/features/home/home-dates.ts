import { DateTime } from 'luxon';

/** i18next language codes → BCP 47 locales for luxon; only deAt differs. */
function toLuxonLocale(language: string | undefined): string {
  return language === 'deAt' ? 'de-AT' : (language ?? 'en');
}

/** 'today' | 'tomorrow' for the next two days, else null (then the date is shown). */
export function nearDay(
  instant: string,
  now: DateTime = DateTime.now(),
): 'today' | 'tomorrow' | null {
  const diff = DateTime.fromISO(instant).startOf('day').diff(now.startOf('day'), 'days').days;
  if (diff === 0) return 'today';
  if (diff === 1) return 'tomorrow';
  return null;
}

export function formatDay(instant: string, language: string | undefined): string {
  return DateTime.fromISO(instant)
    .setLocale(toLuxonLocale(language))
    .toLocaleString({ weekday: 'short', day: 'numeric', month: 'short' });
}

export function formatTime(instant: string, language: string | undefined): string {
  return DateTime.fromISO(instant)
    .setLocale(toLuxonLocale(language))
    .toLocaleString(DateTime.TIME_SIMPLE);
}
