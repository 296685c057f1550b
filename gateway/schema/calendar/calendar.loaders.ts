import { defineLoaders } from '../../upstream/loaders';
import type { UpstreamJob } from '../shared/shared.upstream';
import {
  createBlockDate,
  approveVacationRequest,
  createVacationRequest,
  declineVacationRequest,
  listWaitingVacationRequests,
  fetchAbsences,
  fetchBankHolidays,
  fetchBlockDates,
  fetchRangeJobs,
  fetchVacationRequests,
  removeBlockDate,
  removeVacationRequest,
  createCalendarSubscription,
  listCalendarSubscriptions,
  revokeCalendarSubscription,
} from './calendar.upstream';
import type {
  DayRange,
  UpstreamAbsence,
  UpstreamBankHoliday,
  UpstreamBlockDate,
  UpstreamVacationRequest,
  UpstreamCalendarSubscription,
  UpstreamCreatedCalendarSubscription,
} from './calendar.upstream';

export interface CalendarLoaders {
  /** Each list fetched once per range per request, whichever fields ask for it. */
  jobs(range: DayRange): Promise<UpstreamJob[]>;
  blockDates(range: DayRange): Promise<UpstreamBlockDate[]>;
  vacationRequests(range: DayRange): Promise<UpstreamVacationRequest[]>;
  absences(range: DayRange): Promise<UpstreamAbsence[]>;
  bankHolidays(range: DayRange): Promise<UpstreamBankHoliday[]>;
  /** Writes: never cached; they drop this request's lists so a later read sees the change. */
  blockDate(
    body: { beginDate: string; endDate: string; reason: string },
    idempotencyKey?: string,
  ): Promise<UpstreamBlockDate>;
  deleteBlockDate(id: string): Promise<void>;
  requestVacation(
    body: { beginDate: string; endDate: string; paid: boolean; note: string | null },
    idempotencyKey?: string,
  ): Promise<UpstreamVacationRequest>;
  deleteVacationRequest(id: string): Promise<void>;
  /** The office's queue of requests still waiting, once per request. */
  waitingVacationRequests(): Promise<UpstreamVacationRequest[]>;
  /** The office's decision, with the reason the person reads; drops the queue. */
  decideVacationRequest(
    id: string,
    verb: 'approve' | 'decline',
    reason: string | null,
  ): Promise<UpstreamVacationRequest>;
  /** The person's active feeds, once per request. */
  subscriptions(): Promise<UpstreamCalendarSubscription[]>;
  createSubscription(): Promise<UpstreamCreatedCalendarSubscription>;
  revokeSubscription(id: string): Promise<void>;
}

declare module '../../upstream/loaders' {
  interface AreaLoaders {
    calendar: CalendarLoaders;
  }
}

export const loaders = defineLoaders('calendar', (api): CalendarLoaders => {
  const cache = new Map<string, Promise<unknown>>();
  function memo<T>(list: string, range: DayRange, load: () => Promise<T>): Promise<T> {
    const key = `${list}:${range.dateFrom}:${range.dateTo}`;
    let pending = cache.get(key) as Promise<T> | undefined;
    if (pending === undefined) {
      pending = load();
      cache.set(key, pending);
    }
    return pending;
  }
  const keyHeader = (idempotencyKey?: string) =>
    idempotencyKey === undefined ? {} : { headers: { 'idempotency-key': idempotencyKey } };
  return {
    jobs: (range) => memo('jobs', range, () => fetchRangeJobs(api, range)),
    blockDates: (range) => memo('blockDates', range, () => fetchBlockDates(api, range)),
    vacationRequests: (range) =>
      memo('vacationRequests', range, () => fetchVacationRequests(api, range)),
    absences: (range) => memo('absences', range, () => fetchAbsences(api, range)),
    bankHolidays: (range) => memo('bankHolidays', range, () => fetchBankHolidays(api, range)),
    async blockDate(body, idempotencyKey) {
      const created = await api.call(createBlockDate, { body, ...keyHeader(idempotencyKey) });
      cache.clear();
      return created;
    },
    async deleteBlockDate(id) {
      await api.call(removeBlockDate, { params: { id } });
      cache.clear();
    },
    async requestVacation(body, idempotencyKey) {
      const created = await api.call(createVacationRequest, { body, ...keyHeader(idempotencyKey) });
      cache.clear();
      return created;
    },
    async deleteVacationRequest(id) {
      await api.call(removeVacationRequest, { params: { id } });
      cache.clear();
    },
    waitingVacationRequests: () =>
      memo(
        'waitingVacationRequests',
        { dateFrom: '', dateTo: '' },
        async () => (await api.call(listWaitingVacationRequests, {})).items,
      ),
    async decideVacationRequest(id, verb, reason) {
      const operation = verb === 'approve' ? approveVacationRequest : declineVacationRequest;
      const decided = await api.call(operation, {
        params: { id },
        body: reason === null ? {} : { reason },
      });
      cache.clear();
      return decided;
    },
    subscriptions: () =>
      memo(
        'subscriptions',
        { dateFrom: '', dateTo: '' },
        async () => (await api.call(listCalendarSubscriptions, {})).items,
      ),
    async createSubscription() {
      const created = await api.call(createCalendarSubscription, { body: {} });
      cache.clear();
      return created;
    },
    async revokeSubscription(id) {
      await api.call(revokeCalendarSubscription, { params: { id } });
      cache.clear();
    },
  };
});
