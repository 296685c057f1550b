import type { z } from 'zod';
import { pageOf } from '../../../api/lib/response.schemas';
import { ledCrewSchema } from '../../../api/routes/crews/crews.schemas';
import { upstreamOperation } from '../../upstream/api-client';
import type { ApiClient } from '../../upstream/api-client';

// The crews the caller leads as crew chief (GET /projectCrews?crewChief=me, api/routes/crews/crews.led.ts)
// and the crews of the projects the caller manages on the venue's day (GET /projectCrews?projectManager=me),
// parsed with the api's own schema.

export { ledCrewSchema };
export type UpstreamLedCrew = z.output<typeof ledCrewSchema>;

export const listLedCrews = upstreamOperation('GET', '/projectCrews', pageOf(ledCrewSchema));

/** The range as the api takes it (YYYY-MM-DD, both ends inclusive); absent ends take the api's defaults. */
export interface LedCrewsRange {
  from?: string | null;
  to?: string | null;
}

export const rangeKey = ({ from, to }: LedCrewsRange) => `${from ?? ''}|${to ?? ''}`;

/** One call: the api's page holds up to 1000 crews, more than a chief leads in any range. */
export async function fetchLedCrews(api: ApiClient, key: string): Promise<UpstreamLedCrew[]> {
  const [from, to] = key.split('|');
  const query: Record<string, string | number> = { crewChief: 'me', limit: 1000, page: 1 };
  if (from) query.from = from;
  if (to) query.to = to;
  return (await api.call(listLedCrews, { query })).items;
}

/** One call: the crews of the caller's projects on the venue's day of `at` (or running at it). */
export async function fetchManagedCrews(api: ApiClient, at: string): Promise<UpstreamLedCrew[]> {
  return (
    await api.call(listLedCrews, { query: { projectManager: 'me', at, limit: 1000, page: 1 } })
  ).items;
}
