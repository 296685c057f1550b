import { DateTime } from 'luxon';
import type { AbsenceKind, CrewItemStatus, VacationRequestStatus } from '../../gql/graphql';

/**
 * The legend of SPEC.md §4, in the order the legend lists it, plus the crew member's own blocked
 * dates. Each has a colour AND a symbol (CalendarLegend), so no state is told by colour alone.
 */
export const DAY_STATES = [
  'confirmed',
  'requestPending',
  'doubleBooking',
  'spare',
  'vacationPaid',
  'vacationUnpaid',
  'sick',
  'absence',
  'bankHoliday',
  'changed',
  'cancellation',
  'blocked',
] as const;
export type DayState = (typeof DAY_STATES)[number];

export interface CalendarJob {
  id: string;
  status: CrewItemStatus;
  startsAt: string;
  endsAt: string;
  /** The venue's zone: a job's days are its venue's (decision 248). */
  timeZone?: string | null;
  spare: boolean;
  changedAt?: string | null;
}
export interface DayRangeEntry {
  beginDate: string;
  endDate: string;
}
export interface CalendarData {
  jobs: readonly CalendarJob[];
  doubleBookedJobIds: readonly string[];
  blockDates: readonly DayRangeEntry[];
  vacationRequests: readonly (DayRangeEntry & { paid: boolean; status: VacationRequestStatus })[];
  absences: readonly (DayRangeEntry & { kind: AbsenceKind })[];
  bankHolidays: readonly { date: string }[];
}

/** The days (YYYY-MM-DD, both ends inclusive) from begin to end. */
export function daysBetween(begin: string, end: string): string[] {
  const days: string[] = [];
  let day = DateTime.fromISO(begin);
  const last = DateTime.fromISO(end);
  while (day <= last && days.length < 400) {
    days.push(day.toISODate() ?? '');
    day = day.plus({ days: 1 });
  }
  return days;
}

/**
 * The days a job covers at its venue (decision 248; without a zone, in the person's): a night shift
 * ending at 02:00 covers two, wherever the person reads the calendar.
 */
export function jobDays(job: Pick<CalendarJob, 'startsAt' | 'endsAt' | 'timeZone'>): string[] {
  const zone = job.timeZone ? { zone: job.timeZone } : {};
  const start = DateTime.fromISO(job.startsAt, zone);
  // The end instant is exclusive: a shift ending at midnight does not reach the next day.
  const end = DateTime.fromISO(job.endsAt, zone).minus({ milliseconds: 1 });
  return daysBetween(start.toISODate() ?? '', (end < start ? start : end).toISODate() ?? '');
}

/** What one job says about its days, in the legend's words. */
export function jobStates(job: CalendarJob, doubleBooked: boolean): DayState[] {
  if (job.status === 'cancelled' || job.status === 'notNeeded') return ['cancellation'];
  if (job.status === 'noShow') return ['absence'];
  const states: DayState[] = [];
  if (doubleBooked) states.push('doubleBooking');
  if (job.spare) states.push('spare');
  else if (job.status === 'confirmed') states.push('confirmed');
  else if (job.status === 'pending') states.push('requestPending');
  if (job.changedAt) states.push('changed');
  return states;
}

/** Every day's states, in legend order, for the days the data mentions. */
export function dayStates(data: CalendarData): Map<string, DayState[]> {
  const byDay = new Map<string, Set<DayState>>();
  const add = (day: string, ...states: DayState[]) => {
    let set = byDay.get(day);
    if (!set) byDay.set(day, (set = new Set()));
    for (const state of states) set.add(state);
  };
  const doubleBooked = new Set(data.doubleBookedJobIds);
  for (const job of data.jobs) {
    const states = jobStates(job, doubleBooked.has(job.id));
    for (const day of jobDays(job)) add(day, ...states);
  }
  for (const block of data.blockDates)
    for (const day of daysBetween(block.beginDate, block.endDate)) add(day, 'blocked');
  for (const request of data.vacationRequests) {
    if (request.status === 'declined') continue;
    const states: DayState[] = [request.paid ? 'vacationPaid' : 'vacationUnpaid'];
    if (request.status === 'requested') states.push('requestPending');
    for (const day of daysBetween(request.beginDate, request.endDate)) add(day, ...states);
  }
  for (const absence of data.absences) {
    for (const day of daysBetween(absence.beginDate, absence.endDate))
      add(day, absence.kind === 'sick' ? 'sick' : 'absence');
  }
  for (const holiday of data.bankHolidays) add(holiday.date, 'bankHoliday');
  const ordered = new Map<string, DayState[]>();
  for (const [day, set] of byDay)
    ordered.set(
      day,
      DAY_STATES.filter((state) => set.has(state)),
    );
  return ordered;
}

/** True when a range touches a day holding a confirmed position (the prompt of SPEC.md §5). */
export function touchesConfirmedJob(
  jobs: readonly CalendarJob[],
  begin: string,
  end: string,
): boolean {
  return jobs.some(
    (job) => job.status === 'confirmed' && jobDays(job).some((day) => day >= begin && day <= end),
  );
}

/**
 * The days a month screen asks for: the six weeks the month grid shows (fixed weeks, starting
 * Monday), so the days outside the month show their states too.
 */
export function visibleRange(month: DateTime): { dateFrom: string; dateTo: string } {
  const first = month.startOf('month');
  const start = first.minus({ days: first.weekday - 1 });
  return { dateFrom: start.toISODate() ?? '', dateTo: start.plus({ days: 41 }).toISODate() ?? '' };
}
