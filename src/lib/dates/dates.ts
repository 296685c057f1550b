import { DateTime } from 'luxon';
import { toBcp47 } from '../../i18n/language';

// Every date and time the app shows goes through here, in the user's language (i18next code,
// mapped once to BCP 47 by toBcp47) and the person's time zone: luxon's default zone, which the
// shell sets from the profile (src/lib/profile/viewer-preferences.tsx; decision 092), else the device's.

export type DayWord = 'today' | 'tomorrow' | 'yesterday';

function inLanguage(iso: string, language: string | undefined): DateTime {
  return DateTime.fromISO(iso).setLocale(toBcp47(language));
}

/** The calendar day (YYYY-MM-DD) of an instant in the person's time zone. */
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

/** 'today' | 'tomorrow' for an upcoming instant, else null (lists of what comes next). */
export function nearDay(instant: string, now: DateTime = DateTime.now()): 'today' | 'tomorrow' | null {
  const word = dayWord(dayOf(instant), now);
  return word === 'yesterday' ? null : word;
}

/** A calendar day as a medium date, e.g. '23 Nov 2026' / '23.11.2026'. */
export function formatDay(day: string, language: string | undefined): string {
  return inLanguage(day, language).toLocaleString(DateTime.DATE_MED);
}

/** A day without the year, e.g. 'Mon, 23 Nov' / 'Mo., 23. Nov.'. */
export function formatShortDay(instant: string, language: string | undefined): string {
  return inLanguage(instant, language).toLocaleString({ weekday: 'short', day: 'numeric', month: 'short' });
}

/** A long date, e.g. 'Monday, 23 November 2026' / 'Montag, 23. November 2026'. */
export function formatLongDay(day: string, language: string | undefined): string {
  return inLanguage(day, language).toLocaleString(DateTime.DATE_HUGE);
}

export function formatTime(instant: string, language: string | undefined): string {
  return inLanguage(instant, language).toLocaleString(DateTime.TIME_SIMPLE);
}

export function formatDateTime(instant: string, language: string | undefined): string {
  return inLanguage(instant, language).toLocaleString(DateTime.DATETIME_MED);
}

/**
 * Groups items by calendar day, keeping the order the api sent (upcoming first, then the past
 * most recent first), so grouping never reorders what the server decided.
 */
export function groupByDay<T extends { startsAt: string }>(items: readonly T[]): { day: string; items: T[] }[] {
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
