import { badUserInput } from './errors';
import { text } from './schemas';

// Day ranges as the app sends them (SPEC.md §7: dates as YYYY-MM-DD): the calendar's lists and
// entries and the jobs list's optional range.

/** The longest range a list or a new calendar entry may span, both ends inclusive, in days. */
export const MAX_RANGE_DAYS = 366;
const DAY_MS = 86_400_000;

/** A real calendar day as YYYY-MM-DD: 2026-02-30 is refused, not rolled over into March. */
export const dayInput = text()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
  .refine((value) => {
    const parsed = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
  }, 'must be a real calendar date')
  .meta({ format: 'date', example: '2026-12-24' });

/** Both ends inclusive: the end must not come before the begin, nor lie more than MAX_RANGE_DAYS on. */
export function checkDayRange(from: string, to: string): void {
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
  if (days < 1) throw badUserInput(`The range ends (${to}) before it begins (${from})`, 'DATE_RANGE_INVALID');
  if (days > MAX_RANGE_DAYS) {
    throw badUserInput(`The range spans ${days} days; at most ${MAX_RANGE_DAYS}`, 'DATE_RANGE_INVALID');
  }
}

/** The instant a YYYY-MM-DD day begins in UTC, `plusDays` later. */
export function utcDayStart(day: string, plusDays = 0): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) + plusDays * DAY_MS);
}
