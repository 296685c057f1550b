import { z } from 'zod';
import { CREW_ITEM_STATUSES } from '../../../machines/crewItemStatus.machine';
import { PLANNER_LABELS } from '../../../machines/planningCalendar.types';
import { upstreamOperation } from '../../upstream/api-client';
import type { ApiClient } from '../../upstream/api-client';
import {
  dateSchema,
  dateTimeSchema,
  idSchema,
  nullableIdSchema,
  pageSchema,
} from '../shared/shared.upstream';

// The planning calendar area's /api/v1 endpoint (api/routes/planning-calendar).

export const planningCalendarItemSchema = z.object({
  key: z.string(),
  label: z.enum(PLANNER_LABELS),
  beginDate: dateSchema,
  endDate: dateSchema,
  startsAt: dateTimeSchema.nullable(),
  endsAt: dateTimeSchema.nullable(),
  // A crew item's venue zone (decision 248); null for a person's own days.
  timeZone: z.string().nullable(),
  crewItemId: nullableIdSchema,
  status: z.enum(CREW_ITEM_STATUSES).nullable(),
  spare: z.boolean(),
  personId: idSchema,
  personName: z.string(),
  projectId: nullableIdSchema,
  projectNumber: z.string().nullable(),
  projectName: z.string().nullable(),
  crewId: nullableIdSchema,
  crewCaption: z.string().nullable(),
  functionId: nullableIdSchema,
  functionName: z.string().nullable(),
});
export type UpstreamPlanningCalendarEntry = z.output<typeof planningCalendarItemSchema>;

const planningCalendarPageSchema = pageSchema(planningCalendarItemSchema);
export type PlanningCalendarAnswer = z.output<typeof planningCalendarPageSchema>;

export const listPlanningCalendarItems = upstreamOperation(
  'GET',
  '/planningCalendarItems',
  planningCalendarPageSchema,
);

export const planningCalendarDaySchema = z.object({
  date: dateSchema,
  requestPending: z.number().int(),
  blockedDate: z.number().int(),
  requestedJob: z.number().int(),
  vacation: z.number().int(),
  crew: z.number().int(),
});
export type UpstreamPlanningCalendarDay = z.output<typeof planningCalendarDaySchema>;

const planningCalendarDaysSchema = z.object({ days: z.array(planningCalendarDaySchema) });
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
