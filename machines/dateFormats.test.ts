import { describe, expect, it } from 'vitest';
import {
  dayProblem,
  FIRST_DAY,
  instantProblem,
  isInstantInRange,
  isRealDay,
  LAST_DAY,
} from './dateFormats';
import type { DateProblem } from './dateFormats';

// The rule the api's input formats and the gateway's scalars share (decision 247).

describe('dayProblem', () => {
  it.each<[string, DateProblem | null, string]>([
    ['2026-12-24', null, 'an ordinary day'],
    ['2026-02-28', null, 'the last of February in a common year'],
    ['2026-02-29', 'notReal', '29 February in a common year'],
    ['2028-02-29', null, '29 February in a leap year'],
    ['2100-02-29', 'notReal', 'a century is no leap year'],
    ['2000-02-29', null, 'unless it divides by 400'],
    ['2026-02-30', 'notReal', 'what Date rolls over into 2 March'],
    ['2026-04-31', 'notReal', 'April has 30 days'],
    ['2026-12-31', null, 'the last day of a month of 31'],
    ['2026-13-01', 'notReal', 'month 13'],
    ['2026-00-10', 'notReal', 'month 0'],
    ['2026-01-00', 'notReal', 'day 0'],
    ['2026-01-32', 'notReal', 'day 32'],
    [FIRST_DAY, null, 'the first day'],
    ['1969-12-31', 'outOfRange', 'the day before it'],
    ['0000-01-01', 'outOfRange', 'year 0, which PostgreSQL has not'],
    ['0050-01-01', 'outOfRange', 'year 50 (not read as 1950)'],
    [LAST_DAY, null, 'the last day'],
    ['9999-12-31', 'outOfRange', 'the day after it: its end would be year 10000'],
    ['2026-1-01', 'format', 'a one-digit month'],
    ['20261224', 'format', 'no dashes'],
    ['2026-12-24T00:00:00Z', 'format', 'an instant'],
    [' 2026-12-24', 'format', 'a space'],
    ['', 'format', 'nothing'],
  ])('%s → %s (%s)', (value, problem) => {
    expect(dayProblem(value)).toBe(problem);
  });

  it('isRealDay takes any real day, whatever the year (a date written on a form)', () => {
    expect(['1950-06-01', '2028-02-29', '9999-12-31', '0001-01-01'].filter(isRealDay)).toHaveLength(
      4,
    );
    expect(
      ['2026-02-29', '2026-02-30', '2026-13-01', '2026-12-24T10:00Z', '1.12.2026'].some(isRealDay),
    ).toBe(false);
  });
});

describe('instantProblem', () => {
  it.each<[string, DateProblem | null, string]>([
    ['2026-12-24T10:00:00+00:00', null, 'the form the app sends'],
    ['2026-12-24T10:00:00Z', null, 'Z'],
    ['2026-12-24T10:00Z', null, 'without seconds'],
    ['2026-12-24T10:00:00.5Z', null, 'a tenth of a second'],
    ['2026-12-24T10:00:00.123+01:00', null, 'milliseconds and an offset'],
    ['2026-12-24T10:00:00.1234Z', 'format', 'four decimals'],
    ['2026-12-24T10:00:00+14:00', null, 'the easternmost zone'],
    ['2026-12-24T10:00:00-12:00', null, 'the westernmost zone'],
    ['2026-12-24T10:00:00+23:59', null, 'the widest offset ISO 8601 writes'],
    ['2026-12-24T10:00:00+24:00', 'notReal', 'an offset of 24 hours'],
    ['2026-12-24T10:00:00+05:60', 'notReal', 'an offset minute 60'],
    ['2026-02-30T08:00:00Z', 'notReal', 'what Date reads as 2 March'],
    ['2026-02-29T08:00:00Z', 'notReal', '29 February in a common year'],
    ['2028-02-29T08:00:00Z', null, '29 February in a leap year'],
    ['2026-13-01T08:00:00Z', 'notReal', 'month 13'],
    ['2026-12-24T24:00:00Z', 'notReal', 'hour 24, which Date reads as the next midnight'],
    ['2026-12-24T23:60:00Z', 'notReal', 'minute 60'],
    ['2026-12-24T23:59:60Z', 'notReal', 'a leap second'],
    ['2026-12-24T23:59:59Z', null, 'the last second of a day'],
    ['2026-12-24', 'format', 'a day'],
    ['2026-12-24T10:00:00', 'format', 'no zone'],
    ['2026-12-24 10:00:00Z', 'format', 'a space for the T'],
    ['2026-12-24T10:00:00 00:00', 'format', 'a + sent unencoded in a query string'],
    ['1970-01-01T00:00:00Z', null, 'the first instant'],
    ['1969-12-31T23:59:59Z', 'outOfRange', 'the second before it'],
    ['1970-01-01T00:30:00+01:00', 'outOfRange', '1969 in UTC'],
    ['1969-12-31T23:30:00-01:00', null, '1970 in UTC'],
    ['0000-01-01T00:00:00Z', 'outOfRange', 'year 0'],
    ['9999-12-30T23:59:59.999Z', null, 'the last instant'],
    ['9999-12-31T00:00:00Z', 'outOfRange', 'the day after the last'],
    ['9999-12-31T10:00:00+12:00', null, 'written on 31 December, 30 December in UTC'],
    ['9999-12-31T23:59:00-23:59', 'outOfRange', 'year 10000 in UTC'],
  ])('%s → %s (%s)', (value, problem) => {
    expect(instantProblem(value)).toBe(problem);
  });

  it('agrees with Date on every instant it takes, and the range with isInstantInRange', () => {
    for (const value of [
      '2026-12-24T10:00:00+00:00',
      '2026-12-24T10:00Z',
      '2026-12-24T10:00:00.5-03:30',
      '9999-12-31T10:00:00+12:00',
    ]) {
      expect(instantProblem(value), value).toBeNull();
      expect(isInstantInRange(Date.parse(value)), value).toBe(true);
    }
    expect(isInstantInRange(new Date('1969-12-31T23:59:59.999Z'))).toBe(false);
    expect(isInstantInRange(new Date('9999-12-31T00:00:00Z'))).toBe(false);
    expect(isInstantInRange(Date.parse(`${LAST_DAY}T23:59:59.999Z`))).toBe(true);
  });
});
