import { badUserInput } from './errors';

// Day ranges as the app sends them (SPEC.md §7: dates as YYYY-MM-DD, each a `dayInput` of
// lib/dates.ts): the calendar's lists and entries and the jobs list's optional range.

/** The longest range a list or a new calendar entry may span, both ends inclusive, in days. */
export const MAX_RANGE_DAYS = 366;
const DAY_MS = 86_400_000;

/** Both ends inclusive: the end must not come before the begin, nor lie more than MAX_RANGE_DAYS on. */
export function checkDayRange(from: string, to: string): void {
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
  if (days < 1)
    throw badUserInput(`The range ends (${to}) before it begins (${from})`, 'DATE_RANGE_INVALID');
  if (days > MAX_RANGE_DAYS) {
    throw badUserInput(
      `The range spans ${days} days; at most ${MAX_RANGE_DAYS}`,
      'DATE_RANGE_INVALID',
    );
  }
}

/** The instant a YYYY-MM-DD day begins in UTC, `plusDays` later. */
export function utcDayStart(day: string, plusDays = 0): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) + plusDays * DAY_MS);
}
