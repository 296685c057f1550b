import type DataLoader from 'dataloader';
import { byKey, defineLoaders } from '../../upstream/loaders';
import { fetchPlanningCalendar, fetchPlanningCalendarDays } from './planning-calendar.upstream';
import type {
  PlanningCalendarAnswer,
  PlanningCalendarDaysAnswer,
  PlanningCalendarRequest,
} from './planning-calendar.upstream';

export interface PlanningCalendarLoaders {
  /** A period's page by its request (JSON of PlanningCalendarRequest): one upstream call per distinct request. */
  page: DataLoader<string, PlanningCalendarAnswer>;
  /** A period's day summary by its request (JSON, without limit): one upstream call per distinct request. */
  days: DataLoader<string, PlanningCalendarDaysAnswer>;
}

declare module '../../upstream/loaders' {
  interface AreaLoaders {
    planningCalendar: PlanningCalendarLoaders;
  }
}

export const loaders = defineLoaders('planningCalendar', (api): PlanningCalendarLoaders => ({
  page: byKey((key) => fetchPlanningCalendar(api, JSON.parse(key) as PlanningCalendarRequest)),
  days: byKey((key) =>
    fetchPlanningCalendarDays(api, JSON.parse(key) as Omit<PlanningCalendarRequest, 'limit'>),
  ),
}));
