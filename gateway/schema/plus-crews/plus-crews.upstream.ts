import { z } from 'zod';
import { orNull, upstreamOperation } from '../../upstream/api-client';
import type { ApiClient } from '../../upstream/api-client';
import { dateSchema, idSchema } from '../shared/shared.upstream';

// The plus-crews area's /api/v1 endpoints and shapes.

export const plusCrewSchema = z.object({
  id: idSchema,
  number: z.string(),
  name: z.string(),
  beginDate: dateSchema.nullish(),
  endDate: dateSchema.nullish(),
});
export type UpstreamPlusCrew = z.output<typeof plusCrewSchema>;

export const getPlusCrew = upstreamOperation('GET', '/plusCrews/{number}', plusCrewSchema);

/** null when the plus crew does not exist or is not visible to the caller (404). */
export const fetchPlusCrew = (api: ApiClient, number: string): Promise<UpstreamPlusCrew | null> =>
  orNull(api.call(getPlusCrew, { params: { number } }));
