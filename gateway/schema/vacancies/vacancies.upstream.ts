import { z } from 'zod';
import { CREW_ITEM_STATUSES } from '../../../machines/crewItemStatus.machine';
import { upstreamOperation } from '../../upstream/api-client';
import type { ApiClient } from '../../upstream/api-client';
import { dateSchema, dateTimeSchema, idSchema } from '../shared/shared.upstream';

// The vacancies area's /api/v1 endpoint (api/routes/vacancies).

const ref = z.object({ id: idSchema, caption: z.string() });

export const vacancySchema = z.object({
  id: idSchema,
  status: z.enum(CREW_ITEM_STATUSES),
  project: ref,
  crew: ref,
  function: ref,
  startsAt: dateTimeSchema,
  endsAt: dateTimeSchema,
  // The venue's zone (decision 248).
  timeZone: z.string(),
  location: z.object({ id: idSchema, name: z.string(), city: z.string() }).nullable(),
  taken: z.boolean(),
  applied: z.boolean(),
  appliedAt: dateTimeSchema.nullable(),
  clashes: z.array(
    z.object({
      kind: z.enum(['job', 'blockDate', 'vacation', 'absence']),
      caption: z.string(),
      beginDate: dateSchema,
      endDate: dateSchema,
      startsAt: dateTimeSchema.nullable(),
      endsAt: dateTimeSchema.nullable(),
      timeZone: z.string().nullable(),
    }),
  ),
});
export type UpstreamVacancy = z.output<typeof vacancySchema>;

export const listVacancies = upstreamOperation(
  'GET',
  '/vacancies',
  z.object({ items: z.array(vacancySchema), total: z.number().int() }),
);

/** The open positions, isActive true (SPEC.md §7: no paging). */
export async function fetchVacancies(api: ApiClient): Promise<UpstreamVacancy[]> {
  return (await api.call(listVacancies, { query: { isActive: 'true' } })).items;
}
