import { describe, expect, it } from 'vitest';
import {
  periodContaining,
  proratedQuota,
  timeAccounts,
  vacationAccount,
  workedMinutes,
  workingDays,
} from './contracts.accounts';
import type { ContractTerms, JobTime, PayrollMinutes, VacationDays } from './contracts.accounts';

const now = new Date('2026-03-18T12:00:00Z'); // a Wednesday
const weekly: ContractTerms = {
  beginDate: '2026-03-04',
  endDate: null,
  quotaMinutes: 24 * 60,
  quotaPeriod: 'week',
  vacationDaysPerYear: 25,
  openingBalanceMinutes: 0,
  timeAccountFrom: null,
};
const job = (id: number, status: string, day: string, from: string, to: string): JobTime => ({
  id,
  status,
  startsAt: new Date(`${day}T${from}:00Z`),
  endsAt: new Date(`${day}T${to}:00Z`),
});
const jobs: JobTime[] = [
  job(1, 'confirmed', '2026-03-05', '08:00', '16:00'), // on a payroll (480 min there)
  job(2, 'confirmed', '2026-03-10', '10:00', '14:00'), // past, no payroll yet: 240
  job(3, 'noShow', '2026-03-11', '08:00', '16:00'), // never counts
  job(4, 'confirmed', '2026-03-17', '08:00', '12:00'), // this week, worked: 240
  job(5, 'confirmed', '2026-03-19', '08:00', '14:00'), // this week, to come: 360
  job(6, 'pending', '2026-03-20', '08:00', '16:00'), // not confirmed: never counts
];
const payroll: PayrollMinutes[] = [{ date: '2026-03-05', minutes: 480, crewItemId: 1 }];

describe('quota periods', () => {
  it('are ISO weeks Monday to Sunday, and calendar months', () => {
    expect(periodContaining('2026-03-18', 'week')).toEqual({
      begin: '2026-03-16',
      end: '2026-03-22',
    });
    expect(periodContaining('2026-03-22', 'week')).toEqual({
      begin: '2026-03-16',
      end: '2026-03-22',
    });
    expect(periodContaining('2026-01-01', 'week')).toEqual({
      begin: '2025-12-29',
      end: '2026-01-04',
    });
    expect(periodContaining('2024-02-10', 'month')).toEqual({
      begin: '2024-02-01',
      end: '2024-02-29',
    });
  });

  it('prorate the quota by calendar days when the contract starts or ends inside one', () => {
    expect(proratedQuota(weekly, { begin: '2026-03-02', end: '2026-03-08' })).toBe(
      Math.floor((1440 * 5) / 7),
    );
    expect(proratedQuota(weekly, { begin: '2026-03-09', end: '2026-03-15' })).toBe(1440);
    expect(proratedQuota(weekly, { begin: '2026-02-23', end: '2026-03-01' })).toBe(0);
    const ending = { ...weekly, endDate: '2026-03-10' };
    expect(proratedQuota(ending, { begin: '2026-03-09', end: '2026-03-15' })).toBe(
      Math.floor((1440 * 2) / 7),
    );
  });
});

describe('worked minutes', () => {
  it('count a job on a payroll once, by its payroll item', () => {
    expect(workedMinutes({ begin: '2026-03-02', end: '2026-03-08' }, payroll, jobs, now)).toBe(480);
    expect(workedMinutes({ begin: '2026-03-02', end: '2026-03-08' }, [], jobs, now)).toBe(480);
    const paidLess = [{ date: '2026-03-05', minutes: 450, crewItemId: 1 }];
    expect(workedMinutes({ begin: '2026-03-02', end: '2026-03-08' }, paidLess, jobs, now)).toBe(
      450,
    );
  });

  it('count payroll items without a job, and only confirmed jobs that have ended', () => {
    const allowance = [...payroll, { date: '2026-03-11', minutes: 90, crewItemId: null }];
    expect(workedMinutes({ begin: '2026-03-09', end: '2026-03-22' }, allowance, jobs, now)).toBe(
      240 + 90 + 240,
    );
  });
});

describe('time accounts', () => {
  it('sum worked − quota over the completed weeks, the first one prorated, and show the current week', () => {
    const accounts = timeAccounts(weekly, payroll, jobs, now);
    expect(accounts).toEqual({
      period: { begin: '2026-03-16', end: '2026-03-22' },
      quotaMinutes: 1440,
      workedMinutes: 240,
      upcomingMinutes: 360,
      plannedMinutes: 600,
      balanceMinutes: 480 - Math.floor((1440 * 5) / 7) + (240 - 1440),
      completedPeriods: 2,
      since: '2026-03-04',
    });
  });

  it('start with the opening balance, and count the current period as soon as it completes', () => {
    const opening = { ...weekly, openingBalanceMinutes: 300 };
    expect(timeAccounts(opening, payroll, jobs, now).balanceMinutes).toBe(
      300 + 480 - 1028 + 240 - 1440,
    );
    const nextMonday = new Date('2026-03-23T00:00:00Z');
    const later = timeAccounts(opening, payroll, jobs, nextMonday);
    expect(later.completedPeriods).toBe(3);
    expect(later.balanceMinutes).toBe(300 + 480 - 1028 + 240 - 1440 + 240 + 360 - 1440);
  });

  it('start at the cut-over period when the time account was carried over', () => {
    const carried = {
      ...weekly,
      beginDate: '2025-01-06',
      openingBalanceMinutes: 210,
      timeAccountFrom: '2026-03-11',
    };
    const accounts = timeAccounts(carried, payroll, jobs, now);
    expect(accounts.since).toBe('2026-03-09');
    expect(accounts.completedPeriods).toBe(1);
    expect(accounts.balanceMinutes).toBe(210 + 240 - 1440);
  });

  it('prorate the month a contract starts in', () => {
    const monthly = {
      ...weekly,
      beginDate: '2026-03-10',
      quotaMinutes: 9600,
      quotaPeriod: 'month' as const,
    };
    const accounts = timeAccounts(monthly, payroll, jobs, now);
    expect(accounts.period).toEqual({ begin: '2026-03-10', end: '2026-03-31' });
    expect(accounts.quotaMinutes).toBe(Math.floor((9600 * 22) / 31));
    expect(accounts.workedMinutes).toBe(240 + 240);
    expect(accounts.plannedMinutes).toBe(240 + 240 + 360);
    expect(accounts.completedPeriods).toBe(0);
    expect(accounts.balanceMinutes).toBe(0);
  });

  it('close with the last, shortened period of an ended contract and show no current period', () => {
    const ended = {
      ...weekly,
      beginDate: '2026-01-01',
      endDate: '2026-02-14',
      quotaMinutes: 9600,
      quotaPeriod: 'month' as const,
    };
    const accounts = timeAccounts(
      ended,
      [{ date: '2026-02-02', minutes: 600, crewItemId: null }],
      [],
      now,
    );
    expect(accounts.period).toBeNull();
    expect(accounts.plannedMinutes).toBe(0);
    expect(accounts.completedPeriods).toBe(2);
    expect(accounts.balanceMinutes).toBe(-9600 + 600 - 4800);
  });

  it('has nothing to count before a contract begins', () => {
    const upcoming = { ...weekly, beginDate: '2026-04-01' };
    expect(timeAccounts(upcoming, payroll, jobs, now)).toMatchObject({
      period: null,
      completedPeriods: 0,
      balanceMinutes: 0,
    });
  });
});

describe('vacation account', () => {
  const holidays = new Set(['2026-03-13', '2026-04-06']);
  const vacations: VacationDays[] = [
    { beginDate: '2026-03-12', endDate: '2026-03-18', paid: true, status: 'approved' }, // Thu … Wed
    { beginDate: '2026-04-01', endDate: '2026-04-07', paid: true, status: 'requested' }, // Wed … Tue
    { beginDate: '2026-05-04', endDate: '2026-05-08', paid: false, status: 'approved' },
    { beginDate: '2026-06-01', endDate: '2026-06-05', paid: true, status: 'declined' },
    { beginDate: '2026-03-09', endDate: '2026-03-10', paid: true, status: 'requested' }, // past, never approved
  ];

  it('counts working days only: no weekends, no bank holidays', () => {
    expect(workingDays({ begin: '2026-03-12', end: '2026-03-17' }, new Set())).toBe(4);
    expect(workingDays({ begin: '2026-03-12', end: '2026-03-17' }, holidays)).toBe(3);
    expect(workingDays({ begin: '2026-03-14', end: '2026-03-15' }, holidays)).toBe(0);
  });

  it('prorates the entitlement, takes approved past days and plans the coming ones', () => {
    expect(vacationAccount(weekly, vacations, holidays, now)).toEqual({
      year: 2026,
      // 25 × 303 / 365 = 20.75 → 21
      entitledDays: 21,
      // 12, (13 a bank holiday), 16, 17
      takenDays: 3,
      // today 18, then 1, 2, 3, (6 Easter Monday), 7 April
      plannedDays: 1 + 4,
      remainingDays: 21 - 3 - 5,
    });
  });

  it('entitles the full days for a whole year, and prorates a contract ending in the year', () => {
    expect(
      vacationAccount({ ...weekly, beginDate: '2020-01-01' }, [], holidays, now).entitledDays,
    ).toBe(25);
    // 1 January … 30 June 2026: 181 days → 25 × 181 / 365 = 12.4 → 12
    expect(
      vacationAccount(
        { ...weekly, beginDate: '2020-01-01', endDate: '2026-06-30' },
        vacations,
        holidays,
        now,
      ),
    ).toMatchObject({
      entitledDays: 12,
      takenDays: 3,
      plannedDays: 5,
      remainingDays: 4,
    });
  });
});
