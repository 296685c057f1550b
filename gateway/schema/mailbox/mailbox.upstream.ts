import { upstreamOperation } from '../../upstream/api-client';
import type { ApiClient } from '../../upstream/api-client';
import { okSchema } from '../shared/shared.upstream';

// The mailbox area's /api/v1 endpoints.

export const unsubscribe = upstreamOperation('POST', '/emailMessages/unsubscribe', okSchema);

export const postUnsubscribe = async (api: ApiClient, token: string): Promise<boolean> =>
  (await api.call(unsubscribe, { body: { token } })).ok;
