import { z } from 'zod';
import { upstreamOperation } from '../../upstream/api-client';
import type { ApiClient } from '../../upstream/api-client';

// The help area's one /api/v1 call.

export const helpContactSchema = z.object({
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type UpstreamHelpContact = z.output<typeof helpContactSchema>;

export const getHelpContact = upstreamOperation('GET', '/helpContact', helpContactSchema);

export const fetchHelpContact = (api: ApiClient) => api.call(getHelpContact, {});
