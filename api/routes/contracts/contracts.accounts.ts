// The accounts of a staff contract, computed on every read from the rows they depend on (jobs,
// payroll items, vacation requests, bank holidays); nothing here is stored. Pure functions of
// plain values, exact integers only (minutes, days). Days are UTC calendar days ('YYYY-MM-DD'):
// a job belongs to the UTC day it starts on (api/routes/contracts/README.md, Contract accounts).

export type QuotaPeriodKind = 'week' | 'month';

export interface ContractTerms {
  beginDate: string;
  /** Null: open-ended. */
  endDate: string | null;
  quotaMinutes: number;
  quotaPeriod: QuotaPeriodKind;
  vacationDaysPerYear: number;
  openingBalanceMinutes: number;
  /** The first day of the computed time account (its period is the first computed); null: beginDate. */
  timeAccountFrom: string | null;
}

/** A job of the person (a crew item); only confirmed ones count. */
export interface JobTime {
  id: number;
  status: string;
  startsAt: Date;
  endsAt: Date;
}

/** A payroll item of the person: worked minutes on a date, maybe paying a job (crewItemId). */
export interface PayrollMinutes {
  date: string;
  minutes: number;
  crewItemId: number | null;
}

export interface VacationDays {
  beginDate: string;
  endDate: string;
  paid: boolean;
  status: 'requested' | 'approved' | 'declined';
}

/** An inclusive range of days. */
export interface DayRange {
  begin: string;
  end: string;
}

export interface TimeAccounts {
  /** The current quota period, clipped to the contract; null when the contract is not running today. */
  period: DayRange | null;
  /** The quota of the current period, prorated when the contract covers only part of it. */
  quotaMinutes: number;
  /** Worked in the current period so far. */
  workedMinutes: number;
  /** Confirmed jobs of the current period that have not ended yet. */
  upcomingMinutes: number;
  /** worked + upcoming: what the period comes to if everything goes as booked. */
  plannedMinutes: number;
  /** Opening balance + Σ (worked − quota) over the completed periods since the account's first period. */
  balanceMinutes: number;
  /** How many completed periods the balance covers. */
  completedPeriods: number;
  /** The first day the balance covers. */
  since: string;
}

export interface VacationAccount {
  year: number;
  entitledDays: number;
  takenDays: number;
  plannedDays: number;
  remainingDays: number;
}

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a 'YYYY-MM-DD' day. */
export function dayNumber(day: string): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, date) / DAY_MS;
}

export function dayOfNumber(number: number): string {
  return new Date(number * DAY_MS).toISOString().slice(0, 10);
}

/** The UTC day a moment falls on. */
export function utcDay(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

/** 0 = Monday … 6 = Sunday. */
function weekday(number: number): number {
  // 1970-01-01 was a Thursday (3).
  return (((number + 3) % 7) + 7) % 7;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The whole quota period (ISO week Monday–Sunday, or calendar month) containing a day. */
export function periodContaining(day: string, kind: QuotaPeriodKind): DayRange {
  const number = dayNumber(day);
  if (kind === 'week') {
    const monday = number - weekday(number);
    return { begin: dayOfNumber(monday), end: dayOfNumber(monday + 6) };
  }
  const [year, month] = day.split('-').map(Number) as [number, number];
  const first = `${day.slice(0, 7)}-01`;
  return { begin: first, end: dayOfNumber(dayNumber(first) + daysInMonth(year, month) - 1) };
}

function periodLength(period: DayRange): number {
  return dayNumber(period.end) - dayNumber(period.begin) + 1;
}

/** The part of a range inside another, or null. */
export function overlap(a: DayRange, b: DayRange): DayRange | null {
  const begin = a.begin > b.begin ? a.begin : b.begin;
  const end = a.end < b.end ? a.end : b.end;
  return begin <= end ? { begin, end } : null;
}

/** The contract's own range; an open-ended contract runs as far as it needs to. */
function contractRange(terms: ContractTerms): DayRange {
  return { begin: terms.beginDate, end: terms.endDate ?? '9999-12-31' };
}

/**
 * The quota owed for the part of a whole period the contract covers: the full quota when it
 * covers the whole period, else prorated by calendar days and rounded down to the minute.
 */
export function proratedQuota(terms: ContractTerms, whole: DayRange): number {
  const covered = overlap(whole, contractRange(terms));
  if (!covered) return 0;
  const days = periodLength(covered);
  const all = periodLength(whole);
  return days === all ? terms.quotaMinutes : Math.floor((terms.quotaMinutes * days) / all);
}

function jobMinutes(job: JobTime): number {
  return Math.max(0, Math.round((job.endsAt.getTime() - job.startsAt.getTime()) / 60_000));
}

function within(day: string, range: DayRange): boolean {
  return day >= range.begin && day <= range.end;
}

/**
 * Minutes worked in a range of days: every payroll item dated in it, plus the confirmed jobs
 * starting in it that have ended by `now` and that no payroll item pays (a job on a payroll counts
 * once, by its payroll item's minutes).
 */
export function workedMinutes(
  range: DayRange,
  payroll: PayrollMinutes[],
  jobs: JobTime[],
  now: Date,
): number {
  const paid = new Set(
    payroll.flatMap((item) => (item.crewItemId === null ? [] : [item.crewItemId])),
  );
  let minutes = 0;
  for (const item of payroll) if (within(item.date, range)) minutes += item.minutes;
  for (const job of jobs) {
    if (job.status !== 'confirmed' || paid.has(job.id)) continue;
    if (job.endsAt.getTime() > now.getTime()) continue;
    if (within(utcDay(job.startsAt), range)) minutes += jobMinutes(job);
  }
  return minutes;
}

/** Confirmed jobs starting in a range that have not ended by `now` (and no payroll item pays yet). */
export function upcomingMinutes(
  range: DayRange,
  payroll: PayrollMinutes[],
  jobs: JobTime[],
  now: Date,
): number {
  const paid = new Set(
    payroll.flatMap((item) => (item.crewItemId === null ? [] : [item.crewItemId])),
  );
  let minutes = 0;
  for (const job of jobs) {
    if (job.status !== 'confirmed' || paid.has(job.id)) continue;
    if (job.endsAt.getTime() <= now.getTime()) continue;
    if (within(utcDay(job.startsAt), range)) minutes += jobMinutes(job);
  }
  return minutes;
}

/** The time accounts of a contract on `now`'s UTC day. */
export function timeAccounts(
  terms: ContractTerms,
  payroll: PayrollMinutes[],
  jobs: JobTime[],
  now: Date,
): TimeAccounts {
  const today = utcDay(now);
  const contract = contractRange(terms);
  const wholeCurrent = periodContaining(today, terms.quotaPeriod);
  const period = within(today, contract) ? overlap(wholeCurrent, contract) : null;

  // Completed periods: every period from the contract's first up to the one before today's, or
  // up to the contract's last when it ended before today (its last period cut short by its end).
  let balance = terms.openingBalanceMinutes;
  let completed = 0;
  const lastCompletedDay =
    contract.end < today ? contract.end : dayOfNumber(dayNumber(wholeCurrent.begin) - 1);
  const from =
    terms.timeAccountFrom !== null && terms.timeAccountFrom > contract.begin
      ? terms.timeAccountFrom
      : contract.begin;
  let cursor = periodContaining(from, terms.quotaPeriod);
  const since = cursor.begin > contract.begin ? cursor.begin : contract.begin;
  while (cursor.begin <= lastCompletedDay) {
    const covered = overlap(cursor, contract);
    if (covered) {
      balance += workedMinutes(covered, payroll, jobs, now) - proratedQuota(terms, cursor);
      completed += 1;
    }
    cursor = periodContaining(dayOfNumber(dayNumber(cursor.end) + 1), terms.quotaPeriod);
  }

  if (!period) {
    return {
      period: null,
      quotaMinutes: 0,
      workedMinutes: 0,
      upcomingMinutes: 0,
      plannedMinutes: 0,
      balanceMinutes: balance,
      completedPeriods: completed,
      since,
    };
  }
  const worked = workedMinutes(period, payroll, jobs, now);
  const upcoming = upcomingMinutes(period, payroll, jobs, now);
  return {
    period,
    quotaMinutes: proratedQuota(terms, wholeCurrent),
    workedMinutes: worked,
    upcomingMinutes: upcoming,
    plannedMinutes: worked + upcoming,
    balanceMinutes: balance,
    completedPeriods: completed,
    since,
  };
}

/** Monday to Friday and not one of the bank holidays. */
export function workingDays(range: DayRange, bankHolidays: ReadonlySet<string>): number {
  let count = 0;
  for (let number = dayNumber(range.begin); number <= dayNumber(range.end); number += 1) {
    if (weekday(number) < 5 && !bankHolidays.has(dayOfNumber(number))) count += 1;
  }
  return count;
}

/**
 * The vacation account of `now`'s year: entitled = days per year × the contract's days in the
 * year ÷ the year's days, rounded half up; taken = approved paid working days before today;
 * planned = approved or requested paid working days from today on; remaining = the rest.
 * Only days inside both the contract and the year count.
 */
export function vacationAccount(
  terms: ContractTerms,
  vacations: VacationDays[],
  bankHolidays: ReadonlySet<string>,
  now: Date,
): VacationAccount {
  const today = utcDay(now);
  const year = Number(today.slice(0, 4));
  const yearRange = { begin: `${year}-01-01`, end: `${year}-12-31` };
  const inYear = overlap(yearRange, contractRange(terms));
  const yearDays = periodLength(yearRange);
  const entitled = inYear
    ? Math.floor((2 * terms.vacationDaysPerYear * periodLength(inYear) + yearDays) / (2 * yearDays))
    : 0;

  let taken = 0;
  let planned = 0;
  if (inYear) {
    const yesterday = dayOfNumber(dayNumber(today) - 1);
    for (const vacation of vacations) {
      if (!vacation.paid || vacation.status === 'declined') continue;
      const days = overlap({ begin: vacation.beginDate, end: vacation.endDate }, inYear);
      if (!days) continue;
      const past = overlap(days, { begin: days.begin, end: yesterday });
      const coming = overlap(days, { begin: today, end: days.end });
      if (vacation.status === 'approved' && past) taken += workingDays(past, bankHolidays);
      if (coming) planned += workingDays(coming, bankHolidays);
    }
  }
  return {
    year,
    entitledDays: entitled,
    takenDays: taken,
    plannedDays: planned,
    remainingDays: entitled - taken - planned,
  };
}
