import { DateTime } from 'luxon';
import { toBcp47 } from '../../i18n/language';

// Every date and time the app shows goes through here, in the user's language (i18next code,
// mapped once to BCP 47 by toBcp47). A shift's times are the venue's (decision 248): the functions
// that show an instant take the venue's IANA zone (`zone`, the api's timeZone of the job, crew or
// item); without one they show it in the person's zone: luxon's default zone, which the shell sets
// from the profile (src/lib/profile/viewer-preferences.tsx; decision 092), else the device's.

export type DayWord = 'today' | 'tomorrow' | 'yesterday';

function inLanguage(iso: string, language: string | undefined, zone?: string | null): DateTime {
  return DateTime.fromISO(iso, zone ? { zone } : {}).setLocale(toBcp47(language));
}

/** The calendar day (YYYY-MM-DD) of an instant in `zone` (a venue's), else in the person's time zone. */
export function dayOf(instant: string, zone?: string | null): string {
  return DateTime.fromISO(instant, zone ? { zone } : {}).toISODate() ?? instant.slice(0, 10);
}

/** Whether `zone` shows the wall clock of the person's own zone (luxon's default) at `instant`. */
export function agreesWithViewer(zone: string, instant: string): boolean {
  const at = DateTime.fromISO(instant);
  return at.setZone(zone).offset === at.offset;
}

/** The zone's short name at that instant in the language, e.g. 'CET', 'GMT', 'BST', 'MEZ'. */
export function zoneName(zone: string, instant: string, language: string | undefined): string {
  return inLanguage(instant, language, zone).toFormat('ZZZZ');
}

/** 'today' | 'tomorrow' | 'yesterday' relative to now, else null (then show the date). */
export function dayWord(day: string, now: DateTime = DateTime.now()): DayWord | null {
  // Calendar days apart, counted in one zone: `now` may be a venue's zone other than the person's.
  const utcDay = (iso: string) => DateTime.fromISO(iso, { zone: 'UTC' });
  const diff = utcDay(day).diff(utcDay(now.toISODate() ?? day), 'days').days;
  if (diff === 0) return 'today';
  if (diff === 1) return 'tomorrow';
  if (diff === -1) return 'yesterday';
  return null;
}

/** 'today' | 'tomorrow' for an upcoming instant (on the day of `zone`, a venue's), else null (lists of what comes next). */
export function nearDay(
  instant: string,
  now: DateTime = DateTime.now(),
  zone?: string | null,
): 'today' | 'tomorrow' | null {
  const word = dayWord(dayOf(instant, zone), zone ? now.setZone(zone) : now);
  return word === 'yesterday' ? null : word;
}

/** A calendar day as a medium date, e.g. '23 Nov 2026' / '23.11.2026'. */
export function formatDay(day: string, language: string | undefined): string {
  return inLanguage(day, language).toLocaleString(DateTime.DATE_MED);
}

/** A day without the year, e.g. 'Mon, 23 Nov' / 'Mo., 23. Nov.'; an instant's day in `zone` when given. */
export function formatShortDay(
  instant: string,
  language: string | undefined,
  zone?: string | null,
): string {
  return inLanguage(instant, language, zone).toLocaleString({
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  });
}

/** A long date, e.g. 'Monday, 23 November 2026' / 'Montag, 23. November 2026'. */
export function formatLongDay(day: string, language: string | undefined): string {
  return inLanguage(day, language).toLocaleString(DateTime.DATE_HUGE);
}

/** The wall-clock time of an instant in `zone` (a shift's: the venue's), else in the person's zone. */
export function formatTime(
  instant: string,
  language: string | undefined,
  zone?: string | null,
): string {
  return inLanguage(instant, language, zone).toLocaleString(DateTime.TIME_SIMPLE);
}

export function formatDateTime(
  instant: string,
  language: string | undefined,
  zone?: string | null,
): string {
  return inLanguage(instant, language, zone).toLocaleString(DateTime.DATETIME_MED);
}

/**
 * Groups items by calendar day, keeping the order the api sent (upcoming first, then the past
 * most recent first), so grouping never reorders what the server decided. A shift's day is its
 * venue's (its timeZone): a night shift begun at 23:30 at the venue is on that day wherever the
 * person reads it.
 */
export function groupByDay<T extends { startsAt: string; timeZone?: string | null }>(
  items: readonly T[],
): { day: string; items: T[] }[] {
  const groups: { day: string; items: T[] }[] = [];
  const byDay = new Map<string, T[]>();
  for (const item of items) {
    const day = dayOf(item.startsAt, item.timeZone);
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
