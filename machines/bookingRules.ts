import type { CrewItemStatus } from './crewItemStatus.machine';

/**
 * The booking rules: everything that speaks against giving a person a crew item, each finding
 * with its code and the facts it rests on. Pure (no clock, no I/O): the api fills the facts from
 * its rows (GET /projectCrewItems/{id}/bookingCheck and the write that books), the app and the
 * tests call the same function, and bookingMachine decides on the answer (a double booking is
 * refused unless confirmed; everything else is a warning).
 *
 * Instants are compared as instants; a day only matters for blocked dates, vacations and the
 * contract's period, and that day is the venue's (docs/decisions/248): the calendar day in the
 * crew item's own zone.
 */

/** Under this much rest between two shifts the EU working-time rule is broken (11 hours). */
export const MIN_REST_MINUTES = 11 * 60;

/** Statuses that no longer hold the person's time (as the calendar's double bookings). */
const RELEASED: ReadonlySet<CrewItemStatus> = new Set(['cancelled', 'notNeeded']);

/** The crew item to book: its shift as instants, its function and its venue's IANA zone. */
export interface BookingItem {
  id: number;
  startsAt: string;
  endsAt: string;
  functionId: number;
  timeZone: string;
}

/** Another crew item of the person, with its own venue zone (its day counts in the contract period). */
export interface PersonShift {
  id: number;
  startsAt: string;
  endsAt: string;
  status: CrewItemStatus;
  timeZone: string;
}

/** A range of days (YYYY-MM-DD, both inclusive). */
export interface DayRange {
  id: number;
  beginDate: string;
  endDate: string;
}

export interface PersonContract {
  id: number;
  beginDate: string;
  /** null: open-ended. */
  endDate: string | null;
  /** The hours owed per period, in minutes. */
  quotaMinutes: number;
  quotaPeriod: 'week' | 'month';
}

/** What the rules know about the person. */
export interface PersonFacts {
  /** Their other crew items near the item (any status; released ones are ignored). */
  shifts: readonly PersonShift[];
  blockedDates: readonly (DayRange & { reason: string })[];
  /** Approved vacation only: a request not yet approved does not keep anyone from working. */
  vacations: readonly DayRange[];
  /** The functions they are registered for. */
  functionIds: readonly number[];
  /** Their staff contracts (the one covering the item's day counts). */
  contracts: readonly PersonContract[];
}

export const BOOKING_FINDING_CODES = [
  'DOUBLE_BOOKING',
  'BLOCKED_DATE',
  'VACATION',
  'REST_TIME',
  'FUNCTION_NOT_REGISTERED',
  'CONTRACT_QUOTA',
] as const;
export type BookingFindingCode = (typeof BOOKING_FINDING_CODES)[number];

/** Refused unless the planner confirms it; a warning is told and the booking goes ahead. */
export type BookingSeverity = 'refusal' | 'warning';

/** A double booking is refused unless the planner confirms it; everything else is a warning. */
export const BOOKING_SEVERITY = {
  DOUBLE_BOOKING: 'refusal',
  BLOCKED_DATE: 'warning',
  VACATION: 'warning',
  REST_TIME: 'warning',
  FUNCTION_NOT_REGISTERED: 'warning',
  CONTRACT_QUOTA: 'warning',
} as const satisfies Record<BookingFindingCode, BookingSeverity>;

/** The facts of each finding: ids, instants (ISO), days (YYYY-MM-DD) and minutes. */
export interface BookingFindingFacts {
  DOUBLE_BOOKING: { crewItemId: number; startsAt: string; endsAt: string; overlapMinutes: number };
  BLOCKED_DATE: { blockDateId: number; beginDate: string; endDate: string; reason: string };
  VACATION: { vacationRequestId: number; beginDate: string; endDate: string };
  REST_TIME: {
    crewItemId: number;
    /** The other shift comes before this one, or after it. */
    side: 'before' | 'after';
    restMinutes: number;
  };
  FUNCTION_NOT_REGISTERED: { functionId: number };
  CONTRACT_QUOTA: {
    contractId: number;
    periodBegin: string;
    periodEnd: string;
    /** The quota of the period (prorated where the contract covers it only partly). */
    quotaMinutes: number;
    /** Already booked in the period, without this item. */
    bookedMinutes: number;
    /** This item's own minutes. */
    itemMinutes: number;
  };
}

export type BookingFinding = {
  [Code in BookingFindingCode]: {
    code: Code;
    severity: (typeof BOOKING_SEVERITY)[Code];
    facts: BookingFindingFacts[Code];
  };
}[BookingFindingCode];

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

function finding<Code extends BookingFindingCode>(
  code: Code,
  facts: BookingFindingFacts[Code],
): BookingFinding {
  return { code, severity: BOOKING_SEVERITY[code], facts } as BookingFinding;
}

/** The calendar day (YYYY-MM-DD) of an instant in an IANA zone. */
export function dayInZone(instant: number, timeZone: string): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/**
 * The venue days a shift touches: its start's day to the day of its last moment (a shift ending
 * at midnight does not touch the next day, as a shift ending at 14:00 does not meet one at 14:00).
 */
export function shiftDays(
  startsAt: string,
  endsAt: string,
  timeZone: string,
): { first: string; last: string } {
  const start = Date.parse(startsAt);
  const end = Math.max(start, Date.parse(endsAt) - 1);
  return { first: dayInZone(start, timeZone), last: dayInZone(end, timeZone) };
}

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOf = (number: number) => new Date(number * DAY_MS).toISOString().slice(0, 10);

/** The quota period (ISO week Monday–Sunday, or calendar month) containing a day. */
export function quotaPeriodOf(day: string, kind: 'week' | 'month'): { begin: string; end: string } {
  const number = dayNumber(day);
  if (kind === 'week') {
    // 1970-01-01 was a Thursday: 0 = Monday … 6 = Sunday.
    const monday = number - ((((number + 3) % 7) + 7) % 7);
    return { begin: dayOf(monday), end: dayOf(monday + 6) };
  }
  const [year, month] = day.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return {
    begin: `${day.slice(0, 7)}-01`,
    end: `${day.slice(0, 7)}-${String(last).padStart(2, '0')}`,
  };
}

/** The quota of a period the contract covers, prorated by calendar days where it covers only part. */
function proratedQuota(contract: PersonContract, period: { begin: string; end: string }): number {
  const begin = contract.beginDate > period.begin ? contract.beginDate : period.begin;
  const contractEnd = contract.endDate ?? '9999-12-31';
  const end = contractEnd < period.end ? contractEnd : period.end;
  if (begin > end) return 0;
  const days = dayNumber(end) - dayNumber(begin) + 1;
  const all = dayNumber(period.end) - dayNumber(period.begin) + 1;
  return days === all ? contract.quotaMinutes : Math.floor((contract.quotaMinutes * days) / all);
}

const minutesOf = (startsAt: string, endsAt: string) =>
  Math.max(0, Math.round((Date.parse(endsAt) - Date.parse(startsAt)) / MINUTE_MS));

const touches = (
  range: { beginDate: string; endDate: string },
  days: { first: string; last: string },
) => range.beginDate <= days.last && range.endDate >= days.first;

/**
 * Everything that speaks against booking the person on the item, in a stable order: double
 * bookings, blocked dates, vacations, rest times (each by the other shift's start), the function,
 * the contract quota.
 */
export function bookingFindings(item: BookingItem, person: PersonFacts): BookingFinding[] {
  const start = Date.parse(item.startsAt);
  const end = Date.parse(item.endsAt);
  const shifts = person.shifts
    .filter((shift) => shift.id !== item.id && !RELEASED.has(shift.status))
    .map((shift) => ({
      ...shift,
      start: Date.parse(shift.startsAt),
      end: Date.parse(shift.endsAt),
    }))
    .sort((a, b) => a.start - b.start || a.id - b.id);
  const findings: BookingFinding[] = [];

  // Start inclusive, end exclusive: a shift ending at 14:00 and one starting at 14:00 do not clash.
  for (const shift of shifts)
    if (shift.start < end && start < shift.end)
      findings.push(
        finding('DOUBLE_BOOKING', {
          crewItemId: shift.id,
          startsAt: shift.startsAt,
          endsAt: shift.endsAt,
          overlapMinutes: Math.round(
            (Math.min(end, shift.end) - Math.max(start, shift.start)) / MINUTE_MS,
          ),
        }),
      );

  const days = shiftDays(item.startsAt, item.endsAt, item.timeZone);
  for (const blocked of person.blockedDates)
    if (touches(blocked, days))
      findings.push(
        finding('BLOCKED_DATE', {
          blockDateId: blocked.id,
          beginDate: blocked.beginDate,
          endDate: blocked.endDate,
          reason: blocked.reason,
        }),
      );
  for (const vacation of person.vacations)
    if (touches(vacation, days))
      findings.push(
        finding('VACATION', {
          vacationRequestId: vacation.id,
          beginDate: vacation.beginDate,
          endDate: vacation.endDate,
        }),
      );

  for (const shift of shifts) {
    const side = shift.end <= start ? 'before' : shift.start >= end ? 'after' : null;
    if (side === null) continue; // overlapping: a double booking, not a rest time
    const restMs = side === 'before' ? start - shift.end : shift.start - end;
    // 11:00 exactly is enough; a second less is not.
    if (restMs < MIN_REST_MINUTES * MINUTE_MS)
      findings.push(
        finding('REST_TIME', {
          crewItemId: shift.id,
          side,
          restMinutes: Math.floor(restMs / MINUTE_MS),
        }),
      );
  }

  if (!person.functionIds.includes(item.functionId))
    findings.push(finding('FUNCTION_NOT_REGISTERED', { functionId: item.functionId }));

  const contract = person.contracts.find(
    (candidate) =>
      candidate.beginDate <= days.first && (candidate.endDate ?? '9999-12-31') >= days.first,
  );
  if (contract) {
    const period = quotaPeriodOf(days.first, contract.quotaPeriod);
    const quotaMinutes = proratedQuota(contract, period);
    // A shift counts in the period of its start's venue day, as the item itself.
    const bookedMinutes = shifts
      .filter((shift) => {
        const day = dayInZone(shift.start, shift.timeZone);
        return day >= period.begin && day <= period.end;
      })
      .reduce((sum, shift) => sum + minutesOf(shift.startsAt, shift.endsAt), 0);
    const itemMinutes = minutesOf(item.startsAt, item.endsAt);
    if (bookedMinutes + itemMinutes > quotaMinutes)
      findings.push(
        finding('CONTRACT_QUOTA', {
          contractId: contract.id,
          periodBegin: period.begin,
          periodEnd: period.end,
          quotaMinutes,
          bookedMinutes,
          itemMinutes,
        }),
      );
  }
  return findings;
}

/** The double bookings among the findings (what a booking needs the planner's confirmation for). */
export const doubleBookingsOf = (findings: readonly BookingFinding[]) =>
  findings.filter((entry) => entry.code === 'DOUBLE_BOOKING');

/**
 * The window of the person's shifts the rules read for an item: everything that could overlap it
 * or sit within the rest time of it, and the whole quota periods (a month either side covers a
 * week or a month in any zone). The api reads the person's shifts in it with one indexed query.
 */
export function shiftWindow(item: Pick<BookingItem, 'startsAt' | 'endsAt'>): {
  from: string;
  to: string;
} {
  const margin = 32 * DAY_MS;
  return {
    from: new Date(Date.parse(item.startsAt) - margin).toISOString(),
    to: new Date(Date.parse(item.endsAt) + margin).toISOString(),
  };
}
