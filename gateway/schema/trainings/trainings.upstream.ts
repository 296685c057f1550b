import type { z } from 'zod';
import { pageOf } from '../../../api/lib/response.schemas';
import { trainingSchema } from '../../../api/routes/trainings/trainings.schemas';
import { upstreamOperation } from '../../upstream/api-client';
import type { ApiClient } from '../../upstream/api-client';

// The trainings area's /api/v1 endpoints, parsed with the api's own schemas (api/routes/trainings).

export { trainingSchema };
export type UpstreamTraining = z.output<typeof trainingSchema>;

export const listTrainings = upstreamOperation('GET', '/trainings', pageOf(trainingSchema));
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
