import { describe, expect, it } from 'vitest';
import {
  bookingFindings,
  quotaPeriodOf,
  shiftDays,
  type BookingItem,
  type PersonFacts,
  type PersonShift,
} from './bookingRules';

// The item: Monday 8 June 2026, 08:00–16:00 in Amsterdam (06:00–14:00 UTC, summer time).
const zone = 'Europe/Amsterdam';
const item: BookingItem = {
  id: 1,
  startsAt: '2026-06-08T08:00:00+02:00',
  endsAt: '2026-06-08T16:00:00+02:00',
  functionId: 10,
  timeZone: zone,
};
const nobody: PersonFacts = {
  shifts: [],
  blockedDates: [],
  vacations: [],
  functionIds: [10],
  contracts: [],
};
const shift = (id: number, startsAt: string, endsAt: string, extra: Partial<PersonShift> = {}) => ({
  id,
  startsAt,
  endsAt,
  status: 'confirmed' as const,
  timeZone: zone,
  ...extra,
});
const codes = (facts: Partial<PersonFacts>, on: BookingItem = item) =>
  bookingFindings(on, { ...nobody, ...facts }).map((finding) => finding.code);

describe('bookingFindings', () => {
  it('finds nothing for a free, registered person without a contract', () => {
    expect(bookingFindings(item, nobody)).toEqual([]);
  });

  describe('DOUBLE_BOOKING', () => {
    it('refuses an overlap of one minute, either side, with the facts', () => {
      const before = shift(2, '2026-06-08T00:00:00+02:00', '2026-06-08T08:01:00+02:00');
      expect(bookingFindings(item, { ...nobody, shifts: [before] })).toEqual([
        {
          code: 'DOUBLE_BOOKING',
          severity: 'refusal',
          facts: {
            crewItemId: 2,
            startsAt: before.startsAt,
            endsAt: before.endsAt,
            overlapMinutes: 1,
          },
        },
      ]);
      const after = shift(3, '2026-06-08T15:59:00+02:00', '2026-06-08T22:00:00+02:00');
      expect(codes({ shifts: [after] })).toContain('DOUBLE_BOOKING');
    });

    it('does not count touching shifts (end = start) as an overlap', () => {
      const before = shift(2, '2026-06-08T02:00:00+02:00', '2026-06-08T08:00:00+02:00');
      const after = shift(3, '2026-06-08T16:00:00+02:00', '2026-06-08T20:00:00+02:00');
      expect(codes({ shifts: [before, after] })).not.toContain('DOUBLE_BOOKING');
    });

    it('finds a shift inside and one around the item, compared as instants across zones', () => {
      // 07:00–07:30 UTC is 09:00–09:30 in Amsterdam: inside the item.
      const inside = shift(2, '2026-06-08T07:00:00Z', '2026-06-08T07:30:00Z', { timeZone: 'UTC' });
      const around = shift(3, '2026-06-08T05:00:00+02:00', '2026-06-08T18:00:00+02:00');
      expect(codes({ shifts: [inside, around] })).toEqual(['DOUBLE_BOOKING', 'DOUBLE_BOOKING']);
    });

    it('ignores cancelled and not-needed shifts and the item itself, but not a no-show', () => {
      const same = shift(1, item.startsAt, item.endsAt);
      const cancelled = shift(2, item.startsAt, item.endsAt, { status: 'cancelled' });
      const notNeeded = shift(3, item.startsAt, item.endsAt, { status: 'notNeeded' });
      expect(codes({ shifts: [same, cancelled, notNeeded] })).toEqual([]);
      const noShow = shift(4, item.startsAt, item.endsAt, { status: 'noShow' });
      const pending = shift(5, item.startsAt, item.endsAt, { status: 'pending' });
      expect(codes({ shifts: [noShow, pending] })).toEqual(['DOUBLE_BOOKING', 'DOUBLE_BOOKING']);
    });
  });

  describe('BLOCKED_DATE and VACATION', () => {
    const range = (beginDate: string, endDate: string) => ({ id: 5, beginDate, endDate });

    it('warns for a blocked date or an approved vacation on the item’s day, with the facts', () => {
      expect(
        bookingFindings(item, {
          ...nobody,
          blockedDates: [{ ...range('2026-06-08', '2026-06-08'), reason: 'Exam' }],
          vacations: [range('2026-06-01', '2026-06-08')],
        }),
      ).toEqual([
        {
          code: 'BLOCKED_DATE',
          severity: 'warning',
          facts: { blockDateId: 5, beginDate: '2026-06-08', endDate: '2026-06-08', reason: 'Exam' },
        },
        {
          code: 'VACATION',
          severity: 'warning',
          facts: { vacationRequestId: 5, beginDate: '2026-06-01', endDate: '2026-06-08' },
        },
      ]);
    });

    it('does not warn for one ending the day before or beginning the day after', () => {
      expect(
        codes({
          blockedDates: [
            { ...range('2026-06-01', '2026-06-07'), reason: 'x' },
            { ...range('2026-06-09', '2026-06-09'), reason: 'y' },
          ],
          vacations: [range('2026-06-07', '2026-06-07')],
        }),
      ).toEqual([]);
    });

    it('takes the venue’s day: 00:30 in Amsterdam is the day before in UTC', () => {
      const early: BookingItem = {
        ...item,
        startsAt: '2026-06-08T00:30:00+02:00',
        endsAt: '2026-06-08T04:00:00+02:00',
      };
      const blocked = [{ ...range('2026-06-07', '2026-06-07'), reason: 'UTC day' }];
      expect(codes({ blockedDates: blocked }, early)).toEqual([]);
      expect(
        codes(
          { blockedDates: [{ ...range('2026-06-08', '2026-06-08'), reason: 'venue day' }] },
          early,
        ),
      ).toEqual(['BLOCKED_DATE']);
    });

    it('counts every day a night shift touches, but not the day it ends at midnight', () => {
      const night: BookingItem = {
        ...item,
        startsAt: '2026-06-08T22:00:00+02:00',
        endsAt: '2026-06-09T06:00:00+02:00',
      };
      const nextDay = [{ ...range('2026-06-09', '2026-06-09'), reason: 'x' }];
      expect(codes({ blockedDates: nextDay }, night)).toEqual(['BLOCKED_DATE']);
      const toMidnight: BookingItem = { ...night, endsAt: '2026-06-09T00:00:00+02:00' };
      expect(codes({ blockedDates: nextDay }, toMidnight)).toEqual([]);
      expect(shiftDays(toMidnight.startsAt, toMidnight.endsAt, zone)).toEqual({
        first: '2026-06-08',
        last: '2026-06-08',
      });
    });
  });

  describe('REST_TIME', () => {
    it('warns at 10:59 before the item and is fine at 11:00', () => {
      // The item starts 08:00: a shift ending 21:01 the day before leaves 10:59.
      const short = shift(2, '2026-06-07T15:00:00+02:00', '2026-06-07T21:01:00+02:00');
      expect(bookingFindings(item, { ...nobody, shifts: [short] })).toEqual([
        {
          code: 'REST_TIME',
          severity: 'warning',
          facts: { crewItemId: 2, side: 'before', restMinutes: 659 },
        },
      ]);
      const enough = shift(2, '2026-06-07T15:00:00+02:00', '2026-06-07T21:00:00+02:00');
      expect(codes({ shifts: [enough] })).toEqual([]);
    });

    it('warns at 10:59 after the item and is fine at 11:00', () => {
      // The item ends 16:00: a shift starting 02:59 the next day leaves 10:59.
      const short = shift(3, '2026-06-09T02:59:00+02:00', '2026-06-09T08:00:00+02:00');
      expect(bookingFindings(item, { ...nobody, shifts: [short] })[0]).toMatchObject({
        code: 'REST_TIME',
        facts: { crewItemId: 3, side: 'after', restMinutes: 659 },
      });
      const enough = shift(3, '2026-06-09T03:00:00+02:00', '2026-06-09T08:00:00+02:00');
      expect(codes({ shifts: [enough] })).toEqual([]);
    });

    it('counts a second short of 11 hours as too short', () => {
      const almost = shift(2, '2026-06-07T15:00:00+02:00', '2026-06-07T21:00:01+02:00');
      expect(bookingFindings(item, { ...nobody, shifts: [almost] })[0]).toMatchObject({
        code: 'REST_TIME',
        facts: { restMinutes: 659 },
      });
    });

    it('measures rest in real hours across the night summer time ends', () => {
      // 25 October 2026 has 25 hours in Amsterdam: 21:00 to 07:00 the next morning is 11 hours.
      const night: BookingItem = {
        ...item,
        startsAt: '2026-10-25T07:00:00+01:00',
        endsAt: '2026-10-25T15:00:00+01:00',
      };
      const evening = shift(2, '2026-10-24T17:00:00+02:00', '2026-10-24T21:00:00+02:00');
      expect(codes({ shifts: [evening] }, night)).toEqual([]);
      const later = shift(2, '2026-10-24T17:00:00+02:00', '2026-10-24T21:01:00+02:00');
      expect(codes({ shifts: [later] }, night)).toEqual(['REST_TIME']);
    });

    it('warns for touching shifts (no rest at all), and not for an overlap (a double booking)', () => {
      const touching = shift(2, '2026-06-08T02:00:00+02:00', '2026-06-08T08:00:00+02:00');
      expect(bookingFindings(item, { ...nobody, shifts: [touching] })[0]).toMatchObject({
        code: 'REST_TIME',
        facts: { restMinutes: 0 },
      });
      const overlapping = shift(2, '2026-06-08T02:00:00+02:00', '2026-06-08T09:00:00+02:00');
      expect(codes({ shifts: [overlapping] })).toEqual(['DOUBLE_BOOKING']);
    });
  });

  describe('FUNCTION_NOT_REGISTERED', () => {
    it('warns when the person is not registered for the item’s function', () => {
      expect(bookingFindings(item, { ...nobody, functionIds: [11, 12] })).toEqual([
        { code: 'FUNCTION_NOT_REGISTERED', severity: 'warning', facts: { functionId: 10 } },
      ]);
      expect(codes({ functionIds: [11, 10] })).toEqual([]);
    });
  });

  describe('CONTRACT_QUOTA', () => {
    // 40 hours a week; the item is 8 hours on Monday 8 June (week 1–7 June is the one before).
    const contract = {
      id: 9,
      beginDate: '2026-01-01',
      endDate: null,
      quotaMinutes: 40 * 60,
      quotaPeriod: 'week' as const,
    };
    // Four days of 8 hours in the item's week (Tuesday to Friday, 9–12 June).
    const week = [9, 10, 11, 12].map((date) =>
      shift(
        date,
        `2026-06-${String(date).padStart(2, '0')}T08:00:00+02:00`,
        `2026-06-${String(date).padStart(2, '0')}T16:00:00+02:00`,
      ),
    );

    it('is fine when the booking reaches the quota exactly', () => {
      expect(codes({ contracts: [contract], shifts: week })).toEqual([]);
    });

    it('warns when the booking takes the week over its quota by a minute, with the facts', () => {
      const longer = [...week.slice(0, 3), { ...week[3]!, endsAt: '2026-06-12T16:01:00+02:00' }];
      expect(bookingFindings(item, { ...nobody, contracts: [contract], shifts: longer })).toEqual([
        {
          code: 'CONTRACT_QUOTA',
          severity: 'warning',
          facts: {
            contractId: 9,
            periodBegin: '2026-06-08',
            periodEnd: '2026-06-14',
            quotaMinutes: 2400,
            bookedMinutes: 1921,
            itemMinutes: 480,
          },
        },
      ]);
    });

    it('counts only the period’s own shifts that hold the person’s time', () => {
      const lastWeek = shift(20, '2026-06-07T08:00:00+02:00', '2026-06-07T16:00:00+02:00');
      const cancelled = shift(21, '2026-06-13T08:00:00+02:00', '2026-06-13T16:00:00+02:00', {
        status: 'cancelled',
      });
      expect(codes({ contracts: [contract], shifts: [...week, lastWeek, cancelled] })).toEqual([]);
    });

    it('prorates the quota of a week the contract covers only partly', () => {
      // Begins Wednesday 10 June: 5 of 7 days, 2400 × 5 / 7 = 1714 minutes. An item on the 8th,
      // before the contract, has no quota to hold against.
      const late = { ...contract, beginDate: '2026-06-10' };
      const wednesday: BookingItem = {
        ...item,
        startsAt: '2026-06-10T08:00:00+02:00',
        endsAt: '2026-06-10T16:00:00+02:00',
      };
      // Thursday to Saturday, 8 hours each: 1440 minutes, + 480 = 1920 > 1714 (< 2400 of a whole week).
      const three = [11, 12, 13].map((date) =>
        shift(date, `2026-06-${date}T08:00:00+02:00`, `2026-06-${date}T16:00:00+02:00`),
      );
      const found = bookingFindings(wednesday, { ...nobody, contracts: [late], shifts: three });
      expect(found).toMatchObject([{ code: 'CONTRACT_QUOTA', facts: { quotaMinutes: 1714 } }]);
      expect(codes({ contracts: [contract], shifts: three }, wednesday)).toEqual([]);
      expect(codes({ contracts: [late], shifts: week })).toEqual([]);
    });

    it('reads a monthly quota over the calendar month of the venue day', () => {
      const monthly = { ...contract, quotaPeriod: 'month' as const, quotaMinutes: 8 * 60 };
      // 00:30 on 1 July in Amsterdam is still 30 June in UTC: July's quota.
      const july: BookingItem = {
        ...item,
        startsAt: '2026-07-01T00:30:00+02:00',
        endsAt: '2026-07-01T08:30:00+02:00',
      };
      const june = shift(2, '2026-06-30T08:00:00+02:00', '2026-06-30T12:00:00+02:00');
      expect(codes({ contracts: [monthly], shifts: [june] }, july)).toEqual([]);
      const july2 = shift(3, '2026-07-02T08:00:00+02:00', '2026-07-02T08:01:00+02:00');
      expect(
        bookingFindings(july, { ...nobody, contracts: [monthly], shifts: [july2] })[0],
      ).toMatchObject({
        code: 'CONTRACT_QUOTA',
        facts: { periodBegin: '2026-07-01', periodEnd: '2026-07-31', bookedMinutes: 1 },
      });
    });
  });

  it('answers several findings in their order', () => {
    expect(
      codes({
        shifts: [
          shift(2, '2026-06-08T07:00:00+02:00', '2026-06-08T09:00:00+02:00'),
          shift(3, '2026-06-08T18:00:00+02:00', '2026-06-08T20:00:00+02:00'),
        ],
        blockedDates: [{ id: 1, beginDate: '2026-06-08', endDate: '2026-06-08', reason: 'x' }],
        vacations: [{ id: 1, beginDate: '2026-06-08', endDate: '2026-06-08' }],
        functionIds: [],
        contracts: [
          { id: 1, beginDate: '2026-01-01', endDate: null, quotaMinutes: 60, quotaPeriod: 'week' },
        ],
      }),
    ).toEqual([
      'DOUBLE_BOOKING',
      'BLOCKED_DATE',
      'VACATION',
      'REST_TIME',
      'FUNCTION_NOT_REGISTERED',
      'CONTRACT_QUOTA',
    ]);
  });
});

describe('quotaPeriodOf', () => {
  it('is the ISO week from Monday, and the calendar month', () => {
    expect(quotaPeriodOf('2026-06-08', 'week')).toEqual({ begin: '2026-06-08', end: '2026-06-14' });
    expect(quotaPeriodOf('2026-06-14', 'week')).toEqual({ begin: '2026-06-08', end: '2026-06-14' });
    expect(quotaPeriodOf('2027-01-01', 'week')).toEqual({ begin: '2026-12-28', end: '2027-01-03' });
    expect(quotaPeriodOf('2028-02-10', 'month')).toEqual({
      begin: '2028-02-01',
      end: '2028-02-29',
    });
  });
});
