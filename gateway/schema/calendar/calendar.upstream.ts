import type { z } from 'zod';
import { itemsOf, okSchema, pageOf } from '../../../api/lib/response.schemas';
import {
  absenceSchema,
  bankHolidaySchema,
  blockDateSchema,
  calendarSubscriptionSchema,
  createdCalendarSubscriptionSchema,
  vacationRequestSchema,
  waitingVacationRequestSchema,
} from '../../../api/routes/calendar/calendar.schemas';
import { upstreamOperation } from '../../upstream/api-client';
import type { ApiClient } from '../../upstream/api-client';
import { jobSchema } from '../shared/shared.upstream';

// The calendar area's /api/v1 endpoints, parsed with the api's own schemas
// (api/routes/calendar); the Job's mapper type is in shared/.

export {
  absenceSchema,
  bankHolidaySchema,
  blockDateSchema,
  calendarSubscriptionSchema,
  createdCalendarSubscriptionSchema,
  vacationRequestSchema,
  waitingVacationRequestSchema,
};
export type UpstreamBlockDate = z.output<typeof blockDateSchema>;
/** Own calendar rows carry no person; the office's queue does. */
export type UpstreamVacationRequest = z.output<typeof vacationRequestSchema> &
  Partial<Pick<z.output<typeof waitingVacationRequestSchema>, 'person' | 'requestedAt'>>;
export type UpstreamAbsence = z.output<typeof absenceSchema>;
export type UpstreamBankHoliday = z.output<typeof bankHolidaySchema>;
export type UpstreamCalendarSubscription = z.output<typeof calendarSubscriptionSchema>;
export type UpstreamCreatedCalendarSubscription = z.output<
  typeof createdCalendarSubscriptionSchema
>;

export const listRangeJobs = upstreamOperation('GET', '/jobs', pageOf(jobSchema));
export const listBlockDates = upstreamOperation('GET', '/blockDates', itemsOf(blockDateSchema));
export const createBlockDate = upstreamOperation('POST', '/blockDates', blockDateSchema);
export const removeBlockDate = upstreamOperation('DELETE', '/blockDates/{id}', okSchema);
export const listVacationRequests = upstreamOperation(
  'GET',
  '/vacationRequests',
  itemsOf(vacationRequestSchema),
);
export const createVacationRequest = upstreamOperation(
  'POST',
  '/vacationRequests',
  vacationRequestSchema,
);
export const removeVacationRequest = upstreamOperation(
  'DELETE',
  '/vacationRequests/{id}',
  okSchema,
);
export const listWaitingVacationRequests = upstreamOperation(
  'GET',
  '/vacationRequests/waiting',
  itemsOf(waitingVacationRequestSchema),
);
export const approveVacationRequest = upstreamOperation(
  'POST',
  '/vacationRequests/{id}/approve',
  vacationRequestSchema,
);
export const declineVacationRequest = upstreamOperation(
  'POST',
  '/vacationRequests/{id}/decline',
  vacationRequestSchema,
);
export const listAbsences = upstreamOperation('GET', '/absences', itemsOf(absenceSchema));
export const listBankHolidays = upstreamOperation(
  'GET',
  '/bankHolidays',
  itemsOf(bankHolidaySchema),
);

export interface DayRange {
  dateFrom: string;
  dateTo: string;
}

/** The caller's jobs meeting the range; one page of 1000 is every job a calendar month can hold. */
export const fetchRangeJobs = async (api: ApiClient, range: DayRange) =>
  (await api.call(listRangeJobs, { query: { ...range, limit: 1000, page: 1 } })).items;
export const fetchBlockDates = async (api: ApiClient, range: DayRange) =>
  (await api.call(listBlockDates, { query: { ...range } })).items;
export const fetchVacationRequests = async (api: ApiClient, range: DayRange) =>
  (await api.call(listVacationRequests, { query: { ...range } })).items;
export const fetchAbsences = async (api: ApiClient, range: DayRange) =>
  (await api.call(listAbsences, { query: { ...range } })).items;
export const fetchBankHolidays = async (api: ApiClient, range: DayRange) =>
  (await api.call(listBankHolidays, { query: { ...range } })).items;

/** What personalCalendar resolves to: the range; each list is a field resolver of its own. */
export type UpstreamPersonalCalendar = DayRange;

export const listCalendarSubscriptions = upstreamOperation(
  'GET',
  '/publicCalendarSubscriptions',
  itemsOf(calendarSubscriptionSchema),
);
export const createCalendarSubscription = upstreamOperation(
  'POST',
  '/publicCalendarSubscriptions',
  createdCalendarSubscriptionSchema,
);
export const revokeCalendarSubscription = upstreamOperation(
  'DELETE',
  '/publicCalendarSubscriptions/{id}',
  okSchema,
);

/** The feed's path on the app's own origin: the gateway forwards /api/v1 (api/routes/calendar/README.md, The calendar feed). */
export const feedPathOf = (token: string) =>
  `/api/v1/public/calendarFeed/${encodeURIComponent(token)}.ics`;
