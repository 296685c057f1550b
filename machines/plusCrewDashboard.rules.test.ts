import { describe, expect, it } from 'vitest';
import {
  hasRequiredValueTypes,
  monthDays,
  monthRange,
  plusCrewEntryProblem,
  plusCrewMetrics,
  shiftMonth,
  spreadMonthTarget,
  teamBonusValue,
} from './plusCrewDashboard.rules';
import { plusCrewModelValueTypes } from './plusCrewDashboard.model';

const period = { beginDate: '2026-09-10', endDate: '2027-03-31' };

describe('plus-crew rules', () => {
  it('asks for the calendar month and moves by months', () => {
    expect(monthRange('2026-02-14')).toEqual({ dateFrom: '2026-02-01', dateTo: '2026-02-28' });
    expect(monthRange('2028-02-03').dateTo).toBe('2028-02-29');
    expect(shiftMonth('2026-01-31', -1)).toBe('2025-12-01');
    expect(shiftMonth('2026-12-05', 1)).toBe('2027-01-01');
    expect(monthDays('2026-11-02')).toHaveLength(30);
  });

  it('needs Actual Turnover, Staff Hours and Target Turnover (Team Bonus is optional)', () => {
    expect(hasRequiredValueTypes(plusCrewModelValueTypes)).toBe(true);
    expect(hasRequiredValueTypes(plusCrewModelValueTypes.slice(1))).toBe(true);
    expect(
      hasRequiredValueTypes(plusCrewModelValueTypes.filter((t) => t.caption !== 'Staff Hours')),
    ).toBe(false);
  });

  it('takes the team bonus in force at the end of the month', () => {
    const values = [
      { typeId: '1', date: '2026-01-01', amount: 5 },
      { typeId: '1', date: '2026-11-15', amount: 6 },
      { typeId: '2', date: '2026-12-01', amount: 99 },
    ];
    expect(teamBonusValue(plusCrewModelValueTypes, values, '2026-10-04')?.amount).toBe(5);
    expect(teamBonusValue(plusCrewModelValueTypes, values, '2026-11-01')?.amount).toBe(6);
    expect(teamBonusValue(plusCrewModelValueTypes, values, '2025-12-01')).toBeNull();
  });

  it('refuses negative hours, negative amounts and days outside the period', () => {
    const day = (date: string, turnover: number | null, hours: number | null) => ({
      kind: 'day' as const,
      date,
      turnover,
      hours,
    });
    expect(plusCrewEntryProblem(day('2026-11-02', 100, 8), period)).toBeNull();
    expect(plusCrewEntryProblem(day('2026-11-02', 100, -1), period)).toBe('NEGATIVE_HOURS');
    expect(plusCrewEntryProblem(day('2026-11-02', -5, 2), period)).toBe('NEGATIVE_AMOUNT');
    expect(plusCrewEntryProblem(day('2026-09-09', 5, 2), period)).toBe('OUTSIDE_PERIOD');
    expect(plusCrewEntryProblem(day('2027-04-01', 5, 2), period)).toBe('OUTSIDE_PERIOD');
    expect(plusCrewEntryProblem(day('2026-11-02', null, null), period)).toBe('NOTHING_TO_SAVE');
    expect(
      plusCrewEntryProblem({ kind: 'monthTarget', month: '2026-09', amount: 100 }, period),
    ).toBeNull();
    expect(
      plusCrewEntryProblem({ kind: 'monthTarget', month: '2026-08', amount: 100 }, period),
    ).toBe('OUTSIDE_PERIOD');
    expect(
      plusCrewEntryProblem({ kind: 'monthTarget', month: '2026-10', amount: -1 }, period),
    ).toBe('NEGATIVE_AMOUNT');
  });

  it('spreads a month target over the days in the period, adding up exactly', () => {
    const rows = spreadMonthTarget('2026-09', 1000, period);
    expect(rows[0]!.date).toBe('2026-09-10');
    expect(rows).toHaveLength(21);
    expect(Math.round(rows.reduce((t, r) => t + (r.amount ?? 0), 0) * 100)).toBe(100000);
  });

  it('computes totals, averages and the bonus forecast at the current pace', () => {
    const metrics = plusCrewMetrics({
      selectedDate: '2026-11-01',
      today: '2026-11-10',
      turnover: [
        { date: '2026-11-02', amount: 1500, hours: null },
        { date: '2026-11-03', amount: 500, hours: null },
        { date: '2026-11-04', amount: 0, hours: null },
      ],
      hours: [{ date: '2026-11-02', amount: null, hours: 40 }],
      target: [
        { date: '2026-11-02', amount: 1000, hours: null },
        { date: '2026-11-03', amount: 1000, hours: null },
      ],
      teamBonus: { typeId: '1', date: '2026-01-01', amount: 10 },
    });
    expect(metrics).toMatchObject({
      totalTurnover: 2000,
      totalTarget: 2000,
      totalHours: 40,
      daysWorked: 2,
      // One pace: 2,000 over the 10 days gone, not over the 2 days with turnover.
      averagePerDay: 200,
      turnoverPerHour: 50,
      daysElapsed: 10,
      daysInMonth: 30,
      projectedTurnover: 6000,
      projectedAboveTarget: 4000,
      bonusForecast: 400,
      daysOverTarget: ['2026-11-02'],
    });
    const past = plusCrewMetrics({
      selectedDate: '2026-10-01',
      today: '2026-11-10',
      turnover: [],
      hours: [],
      target: [],
      teamBonus: null,
    });
    expect(past).toMatchObject({
      daysElapsed: 31,
      projectedTurnover: 0,
      bonusForecast: null,
      averagePerDay: 0,
      turnoverPerHour: null,
    });
    const future = plusCrewMetrics({
      selectedDate: '2026-12-01',
      today: '2026-11-10',
      turnover: [],
      hours: [],
      target: [],
      teamBonus: null,
    });
    expect(future).toMatchObject({ daysElapsed: 0, averagePerDay: null, projectedTurnover: 0 });
  });

  it('gives the average per day and the forecast’s pace by one rule: the turnover so far over the days gone', () => {
    // 2 December, €783 entered for the 1st: the dashboard said "Average per day €783" while the
    // forecast went at €391.50 a day. Both are €391.50 now, and the projection is that pace × 31.
    const metrics = plusCrewMetrics({
      selectedDate: '2026-12-01',
      today: '2026-12-02',
      turnover: [{ date: '2026-12-01', amount: 783, hours: null }],
      hours: [],
      target: [],
      teamBonus: null,
    });
    expect(metrics).toMatchObject({
      daysElapsed: 2,
      daysWorked: 1,
      averagePerDay: 391.5,
      projectedTurnover: 12136.5,
    });
    expect(metrics.projectedTurnover).toBe(
      Math.round((metrics.averagePerDay ?? 0) * metrics.daysInMonth * 100) / 100,
    );
  });
});
