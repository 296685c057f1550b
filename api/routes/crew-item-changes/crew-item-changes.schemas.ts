import { z } from 'zod';
import { CREW_ITEM_STATUSES } from '../../../machines/crewItemStatus.machine';
import { text, timestampSchema } from '../../lib/schemas';

/**
 * One change as the stream sends it (the `data:` of an SSE event whose `id:` is `id`): ids, statuses
 * and time only, no names. The audit trail itself (`/projectCrewItems/{id}/activities`) says who.
 */
export const crewItemChangeEventSchema = z.strictObject({
  /** The audit row's id: the resume cursor (Last-Event-ID). */
  id: z.number().int(),
  crewItemId: z.number().int(),
  crewId: z.number().int(),
  projectId: z.number().int(),
  from: z.enum(CREW_ITEM_STATUSES).nullable(),
  to: z.enum(CREW_ITEM_STATUSES),
  action: z.string(),
  at: timestampSchema,
});
export type CrewItemChangeEvent = z.infer<typeof crewItemChangeEventSchema>;

/** Last-Event-ID: the last activity id the caller received; a stream resumes after it. */
export const streamHeaders = z.looseObject({
  'last-event-id': text()
    .regex(/^\d{1,10}$/, 'Last-Event-ID must be the id of the last event received')
    .refine((value) => Number(value) <= 2_147_483_647, 'Last-Event-ID is out of range')
    .optional(),
});
