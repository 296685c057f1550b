import type { z } from 'zod';
import { pageOf } from '../../../api/lib/response.schemas';
import {
  planningCalendarDaySchema,
  planningCalendarDaysSchema,
  planningCalendarItemSchema,
} from '../../../api/routes/planning-calendar/planning-calendar.schemas';
import { upstreamOperation } from '../../upstream/api-client';
import type { ApiClient } from '../../upstream/api-client';

// The planning calendar area's /api/v1 endpoints, parsed with the api's own schemas
// (api/routes/planning-calendar).

export { planningCalendarDaySchema, planningCalendarItemSchema };
export type UpstreamPlanningCalendarEntry = z.output<typeof planningCalendarItemSchema>;

const planningCalendarPageSchema = pageOf(planningCalendarItemSchema);
export type PlanningCalendarAnswer = z.output<typeof planningCalendarPageSchema>;

export const listPlanningCalendarItems = upstreamOperation(
  'GET',
  '/planningCalendarItems',
  planningCalendarPageSchema,
);

export type UpstreamPlanningCalendarDay = z.output<typeof planningCalendarDaySchema>;
export type PlanningCalendarDaysAnswer = z.output<typeof planningCalendarDaysSchema>;

/** A period's entries counted per day and planner label (api/routes/planning-calendar/README.md, The month as day counts). */
export const summarisePlanningCalendarDays = upstreamOperation(
  'GET',
  '/planningCalendarItems/days',
  planningCalendarDaysSchema,
);

/** The api's query of one calendar request (the loader's key, serialised). */
export interface PlanningCalendarRequest {
  dateFrom: string;
  dateTo: string;
  functionId?: string;
  projectId?: string;
  personId?: string;
  limit: number;
}

/** The period and filters of a request, as the api's query string. */
function periodQuery(request: Omit<PlanningCalendarRequest, 'limit'>): Record<string, string> {
  const query: Record<string, string> = { dateFrom: request.dateFrom, dateTo: request.dateTo };
  for (const name of ['functionId', 'projectId', 'personId'] as const) {
    const value = request[name];
    if (value !== undefined) query[name] = value;
  }
  return query;
}

export function fetchPlanningCalendarDays(
  api: ApiClient,
  request: Omit<PlanningCalendarRequest, 'limit'>,
): Promise<PlanningCalendarDaysAnswer> {
  return api.call(summarisePlanningCalendarDays, { query: periodQuery(request) });
}

export function fetchPlanningCalendar(
  api: ApiClient,
  request: PlanningCalendarRequest,
): Promise<PlanningCalendarAnswer> {
  const query: Record<string, string | number> = {
    ...periodQuery(request),
    limit: request.limit,
    page: 1,
  };
  return api.call(listPlanningCalendarItems, { query });
}
