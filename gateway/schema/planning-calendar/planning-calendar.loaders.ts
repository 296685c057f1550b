import type DataLoader from 'dataloader';
import { byKey, defineLoaders } from '../../upstream/loaders';
import { fetchPlanningCalendar } from './planning-calendar.upstream';
import type { PlanningCalendarRequest, PlanningCalendarAnswer } from './planning-calendar.upstream';

export interface PlanningCalendarLoaders {
  /** A period's page by its request (JSON of PlanningCalendarRequest): one upstream call per distinct request. */
  page: DataLoader<string, PlanningCalendarAnswer>;
}

declare module '../../upstream/loaders' {
  interface AreaLoaders {
    planningCalendar: PlanningCalendarLoaders;
  }
}

export const loaders = defineLoaders('planningCalendar', (api): PlanningCalendarLoaders => ({
  page: byKey((key) => fetchPlanningCalendar(api, JSON.parse(key) as PlanningCalendarRequest)),
}));
