import { z } from 'zod';
import { CREW_SHIFT_STATES } from '../../../machines/crewShift.machine';
import { upstreamOperation } from '../../upstream/api-client';
import type { ApiClient } from '../../upstream/api-client';
import { dateTimeSchema, idSchema } from '../shared/shared.upstream';

// The crews the caller leads as crew chief (GET /projectCrews?crewChief=me, api/routes/crews/crews.led.ts)
// and the crews of the projects the caller manages on the venue's day (GET /projectCrews?projectManager=me).

export const ledCrewSchema = z.object({
  id: idSchema,
  caption: z.string(),
  project: z.object({ id: idSchema, number: z.string(), name: z.string() }),
  location: z.object({ id: idSchema, caption: z.string() }).nullable(),
  startsAt: dateTimeSchema,
  endsAt: dateTimeSchema,
  // The venue's zone (decision 248).
  timeZone: z.string(),
  state: z.enum(CREW_SHIFT_STATES),
  membersCount: z.number().int(),
  checkedInCount: z.number().int(),
  checkedOutCount: z.number().int(),
  lateCount: z.number().int(),
  noShowCount: z.number().int(),
  expectedCount: z.number().int(),
});
export type UpstreamLedCrew = z.output<typeof ledCrewSchema>;

export const listLedCrews = upstreamOperation(
  'GET',
  '/projectCrews',
  z.object({
    items: z.array(ledCrewSchema),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  }),
);

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
