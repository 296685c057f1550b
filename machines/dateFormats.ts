// Days and instants as Crew Hub's layers exchange them (decision 247): the api's input formats
// (api/lib/dates.ts) and the gateway's Date and DateTime scalars ask these, so both refuse the
// same values. Pure functions, no runtime: JavaScript's Date alone would turn 2026-02-30 into
// 2 March and T24:00 into the next midnight without a word, so the fields as written are checked.

/**
 * The first and the last day Crew Hub works with, both inclusive; an instant lies on one of them
 * (in UTC). Nothing in the product happened before the Unix epoch. The end is what PostgreSQL
 * takes as the api sends it: JavaScript writes year 10000 as `+010000` and year 0 as `0000`,
 * neither a timestamp PostgreSQL reads (a 500, not a 400), and a day's end — the next day's
 * start, which an inclusive `dateTo` becomes — must still be a four-digit year: so not 9999-12-31.
 */
export const FIRST_DAY = '1970-01-01';
export const LAST_DAY = '9999-12-30';

const DAY_MS = 86_400_000;
const FIRST_MS = Date.UTC(1970, 0, 1);
/** The end of LAST_DAY: the first instant out of range. */
const END_MS = Date.UTC(9999, 11, 31);

/** What is wrong with a day or an instant: its form, a field that does not exist, or the range. */
export type DateProblem = 'format' | 'notReal' | 'outOfRange';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/**
 * ISO 8601 with a zone, the widest form any layer takes (the api's instant format); a layer may
 * take fewer (the gateway's DateTime needs the seconds and an offset) and checks its own form first.
 */
const INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(?:Z|([+-])(\d{2}):(\d{2}))$/;

/** The UTC midnight of year-month-day when that day exists, else null (Date would roll it over). */
function utcMidnight(year: number, month: number, day: number): number | null {
  const date = new Date(0);
  // setUTCFullYear, not Date.UTC: Date.UTC reads the years 0–99 as 1900–1999.
  date.setUTCFullYear(year, month - 1, day);
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? date.getTime() : null;
}

/** The milliseconds of a real YYYY-MM-DD day's UTC midnight, or why not (range not checked). */
function dayMs(value: string): number | 'format' | 'notReal' {
  const match = DAY.exec(value);
  if (!match) return 'format';
  return utcMidnight(Number(match[1]), Number(match[2]), Number(match[3])) ?? 'notReal';
}

/** Why `value` is not a real day YYYY-MM-DD from FIRST_DAY to LAST_DAY, or null when it is one. */
export function dayProblem(value: string): DateProblem | null {
  const ms = dayMs(value);
  if (typeof ms === 'string') return ms;
  return ms >= FIRST_MS && ms + DAY_MS <= END_MS ? null : 'outOfRange';
}

/** True for a real day of the calendar as YYYY-MM-DD, whatever the year (a date written on a form). */
export function isRealDay(value: string): boolean {
  return typeof dayMs(value) === 'number';
}

/**
 * Why `value` is not a real instant in range, or null when it is one: ISO 8601 with a zone (Z or
 * ±hh:mm; seconds and up to three decimals optional), a real day, hours 00–23, minutes and
 * seconds 00–59, an offset of at most ±23:59, and, in UTC, on a day from FIRST_DAY to LAST_DAY.
 */
export function instantProblem(value: string): DateProblem | null {
  const match = INSTANT.exec(value);
  if (!match) return 'format';
  const [hour, minute, second, offsetHours, offsetMinutes] = [4, 5, 6, 9, 10].map((index) =>
    Number(match[index] ?? 0),
  ) as [number, number, number, number, number];
  const midnight = utcMidnight(Number(match[1]), Number(match[2]), Number(match[3]));
  if (
    midnight === null ||
    hour > 23 ||
    minute > 59 ||
    second > 59 ||
    offsetHours > 23 ||
    offsetMinutes > 59
  )
    return 'notReal';
  const fraction = Number((match[7] ?? '').padEnd(3, '0'));
  const offset = (match[8] === '-' ? -1 : 1) * (offsetHours * 60 + offsetMinutes) * 60_000;
  const ms = midnight + ((hour * 60 + minute) * 60 + second) * 1000 + fraction - offset;
  return isInstantInRange(ms) ? null : 'outOfRange';
}

/**
 * Whether an instant the api works out itself (a day's end, a shift moved by a project copy) lies
 * on a day from FIRST_DAY to LAST_DAY (UTC), as an instant it takes from the caller must.
 */
export function isInstantInRange(at: Date | number): boolean {
  const ms = typeof at === 'number' ? at : at.getTime();
  return ms >= FIRST_MS && ms < END_MS;
}
