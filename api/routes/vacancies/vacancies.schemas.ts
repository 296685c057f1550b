import { z } from 'zod';
import { timestampSchema, dateSchema } from '../../lib/schemas';

// The vacancies area's wire shapes (SPEC.md §7 GET /vacancies: isActive true, no paging).

const ref = z.strictObject({ id: z.number().int(), caption: z.string() });

/** What of the caller's own calendar meets the position's days (shown before they apply). */
export const vacancyClashSchema = z.strictObject({
  kind: z.enum(['job', 'blockDate', 'vacation', 'absence']),
  /** The job's project, the blocked date's reason, the absence's kind; empty for a vacation. */
  caption: z.string(),
  beginDate: dateSchema,
  endDate: dateSchema,
  /** A job's own times, so two jobs on one day read apart; null for the day-long kinds. */
  startsAt: timestampSchema.nullable(),
  endsAt: timestampSchema.nullable(),
  /** A job's venue zone, in which its times are shown; null for the day-long kinds. */
  timeZone: z.string().nullable(),
});
export type VacancyClash = z.infer<typeof vacancyClashSchema>;

export const vacancySchema = z.strictObject({
  /** The crew item's id: apply / unapply are POST /projectCrewItems/{id}/applyVacancy|unapplyVacancy. */
  id: z.number().int(),
  status: z.enum(['pending', 'confirmed', 'notNeeded', 'noShow', 'cancelled']),
  project: z.strictObject({ id: z.number().int(), caption: z.string() }),
  crew: ref,
  function: ref,
  startsAt: timestampSchema,
  endsAt: timestampSchema,
  /** The venue's IANA zone (the location's, else the tenant's): the shift's times are shown in it. */
  timeZone: z.string(),
  /** The crew's place; null when the crew has none yet. */
  location: z.strictObject({ id: z.number().int(), name: z.string(), city: z.string() }).nullable(),
  /** Someone holds the position (the caller, when `applied`). */
  taken: z.boolean(),
  /** The caller applied and may withdraw while it is pending. */
  applied: z.boolean(),
  appliedAt: timestampSchema.nullable(),
  clashes: z.array(vacancyClashSchema),
});
export type Vacancy = z.infer<typeof vacancySchema>;

export const vacanciesSchema = z.strictObject({
  items: z.array(vacancySchema),
  total: z.number().int(),
});

/** isActive true (the default): positions whose shift has not begun; false: also those that have. */
export const vacanciesQuery = z.strictObject({
  isActive: z.enum(['true', 'false']).default('true'),
});
