import type { z } from 'zod';
import { vacanciesSchema, vacancySchema } from '../../../api/routes/vacancies/vacancies.schemas';
import { upstreamOperation } from '../../upstream/api-client';
import type { ApiClient } from '../../upstream/api-client';

// The vacancies area's /api/v1 endpoint, parsed with the api's own schema (api/routes/vacancies).

export { vacancySchema };
export type UpstreamVacancy = z.output<typeof vacancySchema>;

export const listVacancies = upstreamOperation('GET', '/vacancies', vacanciesSchema);

/** The open positions, isActive true (SPEC.md §7: no paging). */
export async function fetchVacancies(api: ApiClient): Promise<UpstreamVacancy[]> {
  return (await api.call(listVacancies, { query: { isActive: 'true' } })).items;
}
