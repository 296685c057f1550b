import { defineLoaders, once } from '../../upstream/loaders';
import { fetchVacancies } from './vacancies.upstream';
import type { UpstreamVacancy } from './vacancies.upstream';

export interface VacanciesLoaders {
  /** The caller's open positions, fetched once per request. */
  list(): Promise<UpstreamVacancy[]>;
}

declare module '../../upstream/loaders' {
  interface AreaLoaders {
    vacancies: VacanciesLoaders;
  }
}

export const loaders = defineLoaders('vacancies', (api): VacanciesLoaders => ({
  list: once(() => fetchVacancies(api)),
}));
