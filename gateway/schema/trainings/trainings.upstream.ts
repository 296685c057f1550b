import { z } from 'zod';
import { upstreamOperation } from '../../upstream/api-client';
import type { ApiClient } from '../../upstream/api-client';
import { dateTimeSchema, idSchema, pageSchema } from '../shared/shared.upstream';

// The trainings area's /api/v1 endpoints and shapes (api/routes/trainings).

export const trainingSchema = z.object({
  id: idSchema,
  title: z.string(),
  description: z.string(),
  place: z.string(),
  startsAt: dateTimeSchema,
  endsAt: dateTimeSchema,
  registrationDeadline: dateTimeSchema,
  capacity: z.number().int().nullable(),
  takenSeats: z.number().int(),
  registrationOpen: z.boolean(),
  seatLeft: z.boolean(),
  status: z.enum(['invited', 'registered', 'completed']),
});
export type UpstreamTraining = z.output<typeof trainingSchema>;

export const listTrainings = upstreamOperation('GET', '/trainings', pageSchema(trainingSchema));
export const registerTraining = upstreamOperation(
  'POST',
  '/trainings/{id}/register',
  trainingSchema,
);
export const unregisterTraining = upstreamOperation(
  'POST',
  '/trainings/{id}/unregister',
  trainingSchema,
);

/** Every training of the caller: one page of 1000 holds a person's trainings. */
export const fetchTrainings = async (api: ApiClient) =>
  (await api.call(listTrainings, { query: { limit: 1000, page: 1 } })).items;
