// The plus-crew dashboard's shared rules (SPEC.md §3, §5, §8): the value types it needs, the month
// it asks for, the data-entry checks the api enforces and the app shows before sending, and the
// month's figures (totals, average, turnover per hour, bonus forecast). Plain functions: the
// machine, the api, the gateway and the app use the same ones.

/** SPEC.md §8. */
export const PLUS_CREW_NUMBER_MISSING = 'Plus crew number not found in URL';
/** SPEC.md §8 (§5: Actual Turnover, Staff Hours and Target Turnover must exist). */
export const VALUE_TYPES_MISSING = 'Required value types not found';

/** SPEC.md §3: the value-type captions. */
export const VALUE_TYPE_CAPTIONS = {
  teamBonus: 'Team Bonus',
  turnover: 'Actual Turnover',
  hours: 'Staff Hours',
  target: 'Target Turnover',
} as const;
export type PlusCrewValueKind = keyof typeof VALUE_TYPE_CAPTIONS;
export const REQUIRED_VALUE_KINDS = [
  'turnover',
  'hours',
  'target',
] as const satisfies readonly PlusCrewValueKind[];

export interface PlusCrewValueType {
  id: string;
  caption: string;
}
export interface PlusCrewInfo {
  id: string;
  number: string;
  name: string;
  beginDate: string | null;
  endDate: string | null;
}
/** A plus-crew value (SPEC.md §3: type with id, date); the Team Bonus one carries the bonus rate in percent. */
export interface PlusCrewValue {
  typeId: string;
  date: string;
  amount: number;
}
/** A daily data row (SPEC.md §3): amount for turnover and target, hours for staff hours. */
export interface PlusCrewDailyRow {
  date: string;
  amount: number | null;
  hours: number | null;
}
/** What one month's fetch answers. */
export interface PlusCrewDashboardData {
  plusCrew: PlusCrewInfo | null;
  valueTypes: PlusCrewValueType[];
  values: PlusCrewValue[];
  turnover: PlusCrewDailyRow[];
  hours: PlusCrewDailyRow[];
  target: PlusCrewDailyRow[];
}

export function valueTypeOf<T extends Pick<PlusCrewValueType, 'caption'>>(
  valueTypes: readonly T[],
  kind: PlusCrewValueKind,
): T | undefined {
  return valueTypes.find((type) => type.caption === VALUE_TYPE_CAPTIONS[kind]);
}

/** SPEC.md §5: Actual Turnover, Staff Hours and Target Turnover must exist. */
export function hasRequiredValueTypes(valueTypes: readonly PlusCrewValueType[]): boolean {
  return REQUIRED_VALUE_KINDS.every((kind) => valueTypeOf(valueTypes, kind) !== undefined);
}

/** The Team Bonus value in force in the month of `date`: the latest dated on or before its last day. */
export function teamBonusValue(
  valueTypes: readonly PlusCrewValueType[],
  values: readonly PlusCrewValue[],
  date: string,
): PlusCrewValue | null {
  const type = valueTypeOf(valueTypes, 'teamBonus');
  if (!type) return null;
  const { dateTo } = monthRange(date);
  const inForce = values
    .filter((value) => value.typeId === type.id && value.date <= dateTo)
    .sort((a, b) => a.date.localeCompare(b.date));
  return inForce.at(-1) ?? null;
}

const pad = (n: number) => String(n).padStart(2, '0');

export function daysInMonth(date: string): number {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** SPEC.md §7, §9: the first and last day of the selected date's calendar month. */
export function monthRange(date: string): { dateFrom: string; dateTo: string } {
  const month = date.slice(0, 7);
  return { dateFrom: `${month}-01`, dateTo: `${month}-${pad(daysInMonth(date))}` };
}

/** The first day of the month `delta` months from the month of `date`. */
export function shiftMonth(date: string, delta: number): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const shifted = new Date(Date.UTC(year, month - 1 + delta, 1));
  return `${shifted.getUTCFullYear()}-${pad(shiftedMonth(shifted))}-01`;
}
const shiftedMonth = (d: Date) => d.getUTCMonth() + 1;

/** Every day of the month of `date`, in order. */
export function monthDays(date: string): string[] {
  const month = date.slice(0, 7);
  return Array.from({ length: daysInMonth(date) }, (_, i) => `${month}-${pad(i + 1)}`);
}

/** A day's entry: the turnover and staff hours of one day, or a target for a whole month. */
export type PlusCrewEntry =
  | { kind: 'day'; date: string; turnover: number | null; hours: number | null }
  | { kind: 'monthTarget'; month: string; amount: number };

export type PlusCrewEntryProblem =
  'NEGATIVE_HOURS' | 'NEGATIVE_AMOUNT' | 'OUTSIDE_PERIOD' | 'TOO_LARGE' | 'NOTHING_TO_SAVE';

/** Messages of the api's 400 answers (the app shows its own translated texts). */
export const PLUS_CREW_ENTRY_MESSAGES: Record<PlusCrewEntryProblem, string> = {
  NEGATIVE_HOURS: 'Staff hours cannot be negative',
  NEGATIVE_AMOUNT: 'An amount cannot be negative',
  OUTSIDE_PERIOD: "The date is outside the plus crew's period",
  TOO_LARGE: 'The value is too large',
  NOTHING_TO_SAVE: 'Enter a turnover or staff hours',
};

const MAX_AMOUNT = 10_000_000;
const MAX_DAY_HOURS = 24 * 100;

/**
 * SPEC.md §5 and the data entry rules: no negative hours or amounts, no day outside the plus crew's period
 * (a month target: its month must overlap the period). null when the entry may be saved.
 */
export function plusCrewEntryProblem(
  entry: PlusCrewEntry,
  period: { beginDate: string | null; endDate: string | null },
): PlusCrewEntryProblem | null {
  if (entry.kind === 'day') {
    if (entry.turnover === null && entry.hours === null) return 'NOTHING_TO_SAVE';
    if (entry.hours !== null && entry.hours < 0) return 'NEGATIVE_HOURS';
    if (entry.turnover !== null && entry.turnover < 0) return 'NEGATIVE_AMOUNT';
    if ((entry.hours ?? 0) > MAX_DAY_HOURS || (entry.turnover ?? 0) > MAX_AMOUNT)
      return 'TOO_LARGE';
    if (
      (period.beginDate && entry.date < period.beginDate) ||
      (period.endDate && entry.date > period.endDate)
    )
      return 'OUTSIDE_PERIOD';
    return null;
  }
  if (entry.amount < 0) return 'NEGATIVE_AMOUNT';
  if (entry.amount > MAX_AMOUNT) return 'TOO_LARGE';
  const { dateFrom, dateTo } = monthRange(`${entry.month}-01`);
  if (
    (period.beginDate && dateTo < period.beginDate) ||
    (period.endDate && dateFrom > period.endDate)
  )
    return 'OUTSIDE_PERIOD';
  return null;
}

/**
 * A month target spread over the month's days inside the period, in cents, the remainder on the
 * last day, so the days add up to the month exactly.
 */
export function spreadMonthTarget(
  month: string,
  amount: number,
  period: { beginDate: string | null; endDate: string | null },
): PlusCrewDailyRow[] {
  const days = monthDays(`${month}-01`).filter(
    (day) =>
      (!period.beginDate || day >= period.beginDate) && (!period.endDate || day <= period.endDate),
  );
  if (days.length === 0) return [];
  const cents = Math.round(amount * 100);
  const each = Math.floor(cents / days.length);
  return days.map((date, i) => ({
    date,
    amount: (i === days.length - 1 ? cents - each * (days.length - 1) : each) / 100,
    hours: null,
  }));
}

export interface PlusCrewMetrics {
  totalTurnover: number;
  totalTarget: number;
  totalHours: number;
  /** Days with turnover above 0. */
  daysWorked: number;
  /**
   * The month's pace: the turnover so far over the days elapsed (today counts), the one rule for
   * the figure "Average per day" and the forecast; null for a month not begun.
   */
  averagePerDay: number | null;
  /** Turnover per staff hour; null without hours. */
  turnoverPerHour: number | null;
  /** Days of the month already past (today counts), 0 for a future month. */
  daysElapsed: number;
  daysInMonth: number;
  /** The month's turnover at the current pace: averagePerDay × days in the month. */
  projectedTurnover: number;
  /** The team bonus rate in percent (the Team Bonus value), null without one. */
  bonusRate: number | null;
  /** What the projection exceeds the month target by (never below 0). */
  projectedAboveTarget: number;
  /** The bonus the month heads for: rate × the projection above target; null without a rate. */
  bonusForecast: number | null;
  /** The days whose turnover beat that day's target. */
  daysOverTarget: string[];
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const sum = (rows: readonly PlusCrewDailyRow[], field: 'amount' | 'hours') =>
  round2(rows.reduce((total, row) => total + (row[field] ?? 0), 0));

/**
 * The month's figures (SPEC.md §3 plus-crew metrics). The forecast: the turnover so far divided by
 * the days elapsed, times the days in the month; above the month's target, the Team Bonus rate of
 * that excess is the bonus. A past month's projection is its turnover.
 */
export function plusCrewMetrics(input: {
  selectedDate: string;
  today: string;
  turnover: readonly PlusCrewDailyRow[];
  hours: readonly PlusCrewDailyRow[];
  target: readonly PlusCrewDailyRow[];
  teamBonus: PlusCrewValue | null;
}): PlusCrewMetrics {
  const { dateFrom, dateTo } = monthRange(input.selectedDate);
  const total = daysInMonth(input.selectedDate);
  const daysElapsed =
    input.today > dateTo ? total : input.today < dateFrom ? 0 : Number(input.today.slice(8, 10));
  const totalTurnover = sum(input.turnover, 'amount');
  const totalTarget = sum(input.target, 'amount');
  const totalHours = sum(input.hours, 'hours');
  const daysWorked = input.turnover.filter((row) => (row.amount ?? 0) > 0).length;
  // One pace for the figure and the forecast: a day without turnover is a day of the month gone.
  const pace = daysElapsed === 0 ? null : totalTurnover / daysElapsed;
  const projectedTurnover = pace === null ? 0 : round2(pace * total);
  const projectedAboveTarget = round2(Math.max(0, projectedTurnover - totalTarget));
  const bonusRate = input.teamBonus ? input.teamBonus.amount : null;
  const targetByDay = new Map(input.target.map((row) => [row.date, row.amount ?? 0]));
  return {
    totalTurnover,
    totalTarget,
    totalHours,
    daysWorked,
    averagePerDay: pace === null ? null : round2(pace),
    turnoverPerHour: totalHours === 0 ? null : round2(totalTurnover / totalHours),
    daysElapsed,
    daysInMonth: total,
    projectedTurnover,
    bonusRate,
    projectedAboveTarget,
    bonusForecast: bonusRate === null ? null : round2((projectedAboveTarget * bonusRate) / 100),
    daysOverTarget: input.turnover
      .filter(
        (row) => targetByDay.has(row.date) && (row.amount ?? 0) > (targetByDay.get(row.date) ?? 0),
      )
      .map((row) => row.date),
  };
}
