import { DateTime } from 'luxon';

/** i18next language codes → BCP 47 locales luxon (Intl) understands. Only deAt differs. */
export function toLuxonLocale(language: string | undefined): string {
  if (language === 'deAt') return 'de-AT';
  return language ?? 'en';
}

export type DayWord = 'today' | 'tomorrow' | 'yesterday';

/** The calendar day (YYYY-MM-DD) of an instant in the device's time zone. */
export function dayOf(instant: string): string {
  return DateTime.fromISO(instant).toISODate() ?? instant.slice(0, 10);
}

/** 'today' | 'tomorrow' | 'yesterday' relative to now, else null (then show the date). */
export function dayWord(day: string, now: DateTime = DateTime.now()): DayWord | null {
  const diff = DateTime.fromISO(day).startOf('day').diff(now.startOf('day'), 'days').days;
  if (diff === 0) return 'today';
  if (diff === 1) return 'tomorrow';
  if (diff === -1) return 'yesterday';
  return null;
}

/** A long date in the user's language, e.g. 'Monday, 23 November 2026' / 'Montag, 23. November 2026'. */
export function formatLongDay(day: string, language: string | undefined): string {
  return DateTime.fromISO(day)
    .setLocale(toLuxonLocale(language))
    .toLocaleString(DateTime.DATE_HUGE);
}

export function formatTime(instant: string, language: string | undefined): string {
  return DateTime.fromISO(instant)
    .setLocale(toLuxonLocale(language))
    .toLocaleString(DateTime.TIME_SIMPLE);
}

export function formatDateTime(instant: string, language: string | undefined): string {
  return DateTime.fromISO(instant)
    .setLocale(toLuxonLocale(language))
    .toLocaleString(DateTime.DATETIME_MED);
}

/**
 * Groups items by calendar day, keeping the order the api sent (upcoming first, then the past
 * most recent first), so grouping never reorders what the server decided.
 */
export function groupByDay<T extends { startsAt: string }>(
  items: readonly T[],
): { day: string; items: T[] }[] {
  const groups: { day: string; items: T[] }[] = [];
  const byDay = new Map<string, T[]>();
  for (const item of items) {
    const day = dayOf(item.startsAt);
    let group = byDay.get(day);
    if (!group) {
      group = [];
      byDay.set(day, group);
      groups.push({ day, items: group });
    }
    group.push(item);
  }
  return groups;
}
