import { z } from 'zod';
import { CREW_ITEM_STATUSES } from '../../../machines/crewItemStatus.machine';
import { PLANNER_LABELS } from '../../../machines/planningCalendar.types';
import { dayInput } from '../../lib/dates';
import { dateSchema, idParam, timestampSchema } from '../../lib/schemas';

/**
 * GET /planningCalendarItems (SPEC.md §7 "Lists": limit 1000, page 1): the period is required (both
 * days inclusive, in the caller's time zone), the function, project and person filters optional.
 */
export const planningCalendarQuery = z.strictObject({
  dateFrom: dayInput,
  dateTo: dayInput,
  functionId: idParam.optional(),
  projectId: idParam.optional(),
  personId: idParam.optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(1000),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type PlanningCalendarQuery = z.infer<typeof planningCalendarQuery>;

/**
 * One entry of a planner's calendar: a crew item (crewItemId set) or a person's blocked date or
 * vacation (days only). A crew item's days are its venue's (timeZone), a period's the caller's;
 * times are UTC timestamps (SPEC.md §7).
 */
export const planningCalendarItemSchema = z.strictObject({
  /** Unique in the answer: 'crewItem:12', 'blockDate:3', 'vacation:5'. */
  key: z.string(),
  label: z.enum(PLANNER_LABELS),
  beginDate: dateSchema,
  endDate: dateSchema,
  startsAt: timestampSchema.nullable(),
  endsAt: timestampSchema.nullable(),
  /** A crew item's venue zone (the location's, else the tenant's): its times and days are the venue's; null for a person's own days. */
  timeZone: z.string().nullable(),
  crewItemId: z.number().int().nullable(),
  status: z.enum(CREW_ITEM_STATUSES).nullable(),
  /** A spare position (shown with planningCalendar READSPAREFUNCTION only). */
  spare: z.boolean(),
  personId: z.number().int(),
  personName: z.string(),
  projectId: z.number().int().nullable(),
  projectNumber: z.string().nullable(),
  projectName: z.string().nullable(),
  crewId: z.number().int().nullable(),
  crewCaption: z.string().nullable(),
  functionId: z.number().int().nullable(),
  functionName: z.string().nullable(),
});
export type PlanningCalendarItem = z.infer<typeof planningCalendarItemSchema>;

/**
 * GET /planningCalendarItems/days (api/routes/planning-calendar/README.md, The month as day counts): the list's period and filters, no paging
 * (a period is at most 366 days, one row each).
 */
export const planningCalendarDaysQuery = planningCalendarQuery.omit({ limit: true, page: true });
export type PlanningCalendarDaysQuery = z.infer<typeof planningCalendarDaysQuery>;

/** One day of a period: how many entries of each planner label it holds (an entry counts on each day it covers). */
export const planningCalendarDaySchema = z.strictObject({
  date: dateSchema,
  requestPending: z.number().int(),
  blockedDate: z.number().int(),
  requestedJob: z.number().int(),
  vacation: z.number().int(),
  crew: z.number().int(),
});
export type PlanningCalendarDay = z.infer<typeof planningCalendarDaySchema>;

export const planningCalendarDaysSchema = z.strictObject({
  days: z.array(planningCalendarDaySchema),
});
