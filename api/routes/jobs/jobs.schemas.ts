import { z } from 'zod';
import { CREW_ITEM_STATUSES } from '../../../machines/crewItemStatus.machine';
import { dateSchema, timestampSchema } from '../../lib/schemas';
import { personSchema } from '../../lib/person.schemas';

// The Job's shape, written once: the routes validate and document with these schemas, the
// repository builds values of the types inferred from them (z.infer), the OpenAPI document shows them.

const captioned = z.strictObject({ id: z.number().int(), caption: z.string() });

export const jobSchema = z.strictObject({
  id: z.number().int(),
  status: z.enum(CREW_ITEM_STATUSES),
  startsAt: timestampSchema,
  endsAt: timestampSchema,
  /** The venue's IANA zone (the location's, else the tenant's): the shift's times are shown in it. */
  timeZone: z.string(),
  function: captioned,
  project: z.strictObject({
    id: z.number().int(),
    number: z.string(),
    name: z.string(),
    beginDate: dateSchema,
    endDate: dateSchema,
    company: captioned,
  }),
  crew: captioned,
  location: z
    .strictObject({
      id: z.number().int(),
      caption: z.string(),
      address: z.string(),
      city: z.string(),
      latitude: z.number().nullable(),
      longitude: z.number().nullable(),
    })
    .nullable(),
  isCrewChief: z.boolean(),
  confirmedAt: timestampSchema.nullable(),
  remark: z.string().nullable(),
  /** A spare position: the person stands by in case someone drops out (the calendar's legend). */
  spare: z.boolean(),
  /** When the planner last changed the job's times or place after it was confirmed; null when never. */
  changedAt: timestampSchema.nullable(),
  /** The crew chief of the job's crew (same as GET /jobs/{id}/crewChief); null when none. */
  crewChief: personSchema.nullable(),
});
export type Job = z.infer<typeof jobSchema>;

/** A job changed or cancelled since the person last acknowledged it (the home's changes). */
export const jobChangeSchema = z.strictObject({
  job: jobSchema,
  kind: z.enum(['changed', 'cancelled']),
  /** When it changed or was cancelled. */
  at: timestampSchema,
});
export type JobChange = z.infer<typeof jobChangeSchema>;
