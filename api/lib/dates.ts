import { dayProblem, FIRST_DAY, instantProblem, LAST_DAY } from '../../machines/dateFormats';
import type { DateProblem } from '../../machines/dateFormats';
import { text } from './schemas';

// The api's two input formats for time (decision 247): a day (YYYY-MM-DD, SPEC.md §7) and an
// instant (ISO 8601 with a zone). Every route that takes a day or an instant uses one of these,
// so each answers 400 with the same messages for a day that does not exist (2026-02-30), a time
// that does not (T24:00) and anything outside FIRST_DAY..LAST_DAY, before anything is written or
// sent to the database. The rule itself is machines/dateFormats.ts, shared with the gateway.

/** The 400's message per problem, as `details[].message` under the field's path. */
export const DAY_MESSAGES: Record<DateProblem, string> = {
  format: 'must be a date as YYYY-MM-DD',
  notReal: 'must be a real day (YYYY-MM-DD)',
  outOfRange: `must lie between ${FIRST_DAY} and ${LAST_DAY}`,
};
export const INSTANT_MESSAGES: Record<DateProblem, string> = {
  format: 'must be an ISO date-time with a zone',
  notReal: 'must be a real date-time (its day, time and offset as written)',
  outOfRange: `must lie between ${FIRST_DAY}T00:00:00Z and ${LAST_DAY}T23:59:59Z`,
};

/** The forms the api documents (the OpenAPI document's patterns); the shared rule checks the rest. */
const DAY_FORM = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT_FORM = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** A real day as YYYY-MM-DD from 1970-01-01 to 9999-12-30: 2026-02-30 is refused, not rolled over into March. */
export const dayInput = text()
  .regex(DAY_FORM, DAY_MESSAGES.format)
  .superRefine((value, context) => {
    const problem = dayProblem(value);
    // A bad form has its message from the regex already (zod runs every check).
    if (problem && problem !== 'format')
      context.addIssue({ code: 'custom', message: DAY_MESSAGES[problem] });
  })
  .meta({ format: 'date', example: '2026-12-24' });

/**
 * An instant as the app sends it: ISO 8601 with a zone (Z or ±hh:mm, seconds and up to three
 * decimals optional), e.g. 2026-12-24T10:00:00+00:00; real and, in UTC, from 1970-01-01 to 9999-12-30.
 */
export const instantInput = text()
  .max(40)
  .regex(INSTANT_FORM, INSTANT_MESSAGES.format)
  .superRefine((value, context) => {
    const problem = instantProblem(value);
    if (problem && problem !== 'format')
      context.addIssue({ code: 'custom', message: INSTANT_MESSAGES[problem] });
  })
  .meta({ format: 'date-time', example: '2026-12-24T10:00:00+00:00' });

/** The calendar day (YYYY-MM-DD) of an instant in an IANA zone: a shift's day is its venue's (decision 248). */
export function dayInZone(instant: Date, timeZone: string): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}
