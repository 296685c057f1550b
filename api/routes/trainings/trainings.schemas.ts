import { z } from 'zod';
import { TRAINING_PARTICIPATION_STATUSES } from '../../../machines/trainingRegistration.machine';
import { timestampSchema } from '../../lib/schemas';

// The trainings area's shapes: routes validate and document with them, the repository builds
// values of their z.infer types.

/** A training as the caller meets it: the training and the caller's own place in it. */
export const trainingSchema = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  place: z.string(),
  startsAt: timestampSchema,
  endsAt: timestampSchema,
  /** Registering and unregistering close here (the training's begin when it has no deadline of its own). */
  registrationDeadline: timestampSchema,
  /** Null: no limit. */
  capacity: z.number().int().nullable(),
  /** Registered and completed places. */
  takenSeats: z.number().int(),
  /** Now is before the deadline (the guard of the machine's register / unregister). */
  registrationOpen: z.boolean(),
  /** A seat is left (or there is no limit). */
  seatLeft: z.boolean(),
  status: z.enum(TRAINING_PARTICIPATION_STATUSES),
});
export type Training = z.infer<typeof trainingSchema>;
