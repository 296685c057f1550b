import type { z } from 'zod';
import { helpContactSchema } from '../../../api/routes/help/help.schemas';
import { upstreamOperation } from '../../upstream/api-client';
import type { ApiClient } from '../../upstream/api-client';

// The help area's one /api/v1 call, parsed with the api's own schema.

export { helpContactSchema };
export type UpstreamHelpContact = z.output<typeof helpContactSchema>;

export const getHelpContact = upstreamOperation('GET', '/helpContact', helpContactSchema);

export const fetchHelpContact = (api: ApiClient) => api.call(getHelpContact, {});
