import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { BOOKING_STATES, bookWith, bookingMachine, decideBooking } from './booking.machine';
import type { BookingFinding } from './bookingRules';

const doubleBooking: BookingFinding = {
  code: 'DOUBLE_BOOKING',
  severity: 'refusal',
  facts: {
    crewItemId: 7,
    startsAt: '2026-06-01T08:00:00.000Z',
    endsAt: '2026-06-01T16:00:00.000Z',
    overlapMinutes: 1,
  },
};
const blockedDate: BookingFinding = {
  code: 'BLOCKED_DATE',
  severity: 'warning',
  facts: { blockDateId: 3, beginDate: '2026-06-01', endDate: '2026-06-01', reason: 'Exam' },
};

describe('bookingMachine', () => {
  it('has the states of the chart', () => {
    expect(Object.keys(bookingMachine.states).sort()).toEqual([...BOOKING_STATES].sort());
  });

  it('proposes a person without a double booking and books them', () => {
    const actor = createActor(bookingMachine).start();
    expect(actor.getSnapshot().value).toBe('open');
    actor.send({ type: 'booking.check', doubleBooking: false });
    expect(actor.getSnapshot().value).toBe('proposed');
    actor.send({ type: 'booking.book', doubleBooking: false, doubleBookingConfirmed: false });
    expect(actor.getSnapshot().value).toBe('booked');
  });

  it('refuses a double booking until the planner confirms it explicitly', () => {
    expect(decideBooking('open', { type: 'booking.check', doubleBooking: true })).toEqual({
      allowed: true,
      from: 'open',
      to: 'refused',
    });
    expect(
      decideBooking('refused', {
        type: 'booking.book',
        doubleBooking: true,
        doubleBookingConfirmed: false,
      }),
    ).toEqual({ allowed: false, from: 'refused', reason: 'DOUBLE_BOOKING' });
    expect(
      decideBooking('refused', {
        type: 'booking.book',
        doubleBooking: true,
        doubleBookingConfirmed: true,
      }),
    ).toEqual({ allowed: true, from: 'refused', to: 'booked' });
  });

  it('refuses a double booking that appeared after the proposal, unless confirmed', () => {
    expect(
      decideBooking('proposed', {
        type: 'booking.book',
        doubleBooking: true,
        doubleBookingConfirmed: false,
      }),
    ).toMatchObject({ allowed: false, reason: 'DOUBLE_BOOKING' });
  });

  it('checks again when the facts change, and goes back to open when dropped', () => {
    expect(decideBooking('refused', { type: 'booking.check', doubleBooking: false })).toMatchObject(
      { to: 'proposed' },
    );
    expect(decideBooking('proposed', { type: 'booking.check', doubleBooking: true })).toMatchObject(
      { to: 'refused' },
    );
    expect(decideBooking('proposed', { type: 'booking.cancel' })).toMatchObject({ to: 'open' });
    expect(decideBooking('refused', { type: 'booking.cancel' })).toMatchObject({ to: 'open' });
  });

  it('takes nothing once booked, and nothing but a check while open', () => {
    for (const event of [
      { type: 'booking.check', doubleBooking: false },
      { type: 'booking.book', doubleBooking: false, doubleBookingConfirmed: false },
      { type: 'booking.cancel' },
    ] as const)
      expect(decideBooking('booked', event)).toEqual({
        allowed: false,
        from: 'booked',
        reason: 'BOOKING_ACTION_NOT_ALLOWED',
      });
    expect(
      decideBooking('open', {
        type: 'booking.book',
        doubleBooking: false,
        doubleBookingConfirmed: false,
      }),
    ).toMatchObject({ reason: 'BOOKING_ACTION_NOT_ALLOWED' });
    expect(decideBooking('open', { type: 'booking.cancel' })).toMatchObject({
      reason: 'BOOKING_ACTION_NOT_ALLOWED',
    });
  });

  describe('bookWith (the api write)', () => {
    it('books with warnings and answers them', () => {
      expect(bookWith([blockedDate], false)).toEqual({
        booked: true,
        doubleBooking: false,
        findings: [blockedDate],
      });
    });

    it('refuses a double booking without confirmation, with its findings', () => {
      expect(bookWith([doubleBooking, blockedDate], false)).toEqual({
        booked: false,
        reason: 'DOUBLE_BOOKING',
        findings: [doubleBooking, blockedDate],
      });
    });

    it('books a confirmed double booking, marked as one', () => {
      expect(bookWith([doubleBooking], true)).toEqual({
        booked: true,
        doubleBooking: true,
        findings: [doubleBooking],
      });
    });

    it('books with nothing against it, confirmation or not', () => {
      expect(bookWith([], true)).toEqual({ booked: true, doubleBooking: false, findings: [] });
    });
  });
});
