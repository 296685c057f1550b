import { setup } from 'xstate';
import type { BookingFinding } from './bookingRules';
import { doubleBookingsOf } from './bookingRules';
import type { ErrorReason } from './error-reasons';
import { decideTransition } from './transitions';

/**
 * Booking a person on a crew item (chart docs/state-charts/booking.md): the planner picks a
 * person (open), sees what speaks against it (proposed, with its warnings — or refused, a double
 * booking), and books (booked). A double booking is booked only when the planner confirms it
 * explicitly; it then stays a double booking in every calendar, derived from the times as the
 * calendars derive it (gateway/schema/calendar/README.md, Double bookings). The findings come
 * from bookingRules.ts; the machine reads only whether one of them is a double booking.
 */
export const BOOKING_STATES = ['open', 'proposed', 'refused', 'booked'] as const;
export type BookingState = (typeof BOOKING_STATES)[number];

export type BookingEvent =
  /** The booking rules answered for a person: a double booking among the findings, or not. */
  | { type: 'booking.check'; doubleBooking: boolean }
  /** The planner books; `doubleBookingConfirmed` is their explicit yes to a double booking. */
  | { type: 'booking.book'; doubleBooking: boolean; doubleBookingConfirmed: boolean }
  /** The planner drops the proposal (another person, or none). */
  | { type: 'booking.cancel' };
export type BookingEventType = BookingEvent['type'];

/** Why the event's own facts refuse it, or null: the guards are exactly "no refusal here". */
export function bookingFactsRefusal(event: BookingEvent): ErrorReason | null {
  if (event.type === 'booking.book' && event.doubleBooking && !event.doubleBookingConfirmed)
    return 'DOUBLE_BOOKING';
  return null;
}

export const bookingMachine = setup({
  types: { events: {} as BookingEvent },
  guards: {
    factsAllow: ({ event }) => bookingFactsRefusal(event) === null,
    noDoubleBooking: ({ event }) => event.type === 'booking.check' && !event.doubleBooking,
  },
}).createMachine({
  id: 'booking',
  initial: 'open',
  states: {
    open: {
      on: {
        'booking.check': [{ target: 'proposed', guard: 'noDoubleBooking' }, { target: 'refused' }],
      },
    },
    proposed: {
      on: {
        // The facts changed (other times, another person): checked again.
        'booking.check': [{ target: 'proposed', guard: 'noDoubleBooking' }, { target: 'refused' }],
        'booking.book': { target: 'booked', guard: 'factsAllow' },
        'booking.cancel': 'open',
      },
    },
    refused: {
      on: {
        'booking.check': [{ target: 'proposed', guard: 'noDoubleBooking' }, { target: 'refused' }],
        // Only with the planner's explicit confirmation of the double booking.
        'booking.book': { target: 'booked', guard: 'factsAllow' },
        'booking.cancel': 'open',
      },
    },
    // What happens to a booked item from here on is crewItemStatus's (pending until confirmed).
    booked: {},
  },
});

/** The reason when the state does not take the event at all. */
export const BOOKING_REFUSALS = {
  'booking.check': 'BOOKING_ACTION_NOT_ALLOWED',
  'booking.book': 'BOOKING_ACTION_NOT_ALLOWED',
  'booking.cancel': 'BOOKING_ACTION_NOT_ALLOWED',
} as const satisfies Record<BookingEventType, ErrorReason>;

export type BookingDecision =
  | { allowed: true; from: BookingState; to: BookingState }
  | { allowed: false; from: BookingState; reason: ErrorReason };

/** The chart's decision on one event from one state, with a reason for each refusal. */
export function decideBooking(from: BookingState, event: BookingEvent): BookingDecision {
  const decision = decideTransition(bookingMachine, from, event);
  if (decision.allowed) return decision;
  const handles = Object.hasOwn(bookingMachine.states[from]?.config.on ?? {}, event.type);
  const reason = handles
    ? (bookingFactsRefusal(event) ?? BOOKING_REFUSALS[event.type])
    : BOOKING_REFUSALS[event.type];
  return { allowed: false, from, reason };
}

export type BookingOutcome =
  | {
      booked: true;
      /** Booked over a double booking the planner confirmed. */
      doubleBooking: boolean;
      findings: BookingFinding[];
    }
  | { booked: false; reason: ErrorReason; findings: BookingFinding[] };

/**
 * One booking from nothing, as the api's write runs it: check the findings, then book with the
 * planner's confirmation (or without). The chart decides both steps.
 */
export function bookWith(
  findings: BookingFinding[],
  doubleBookingConfirmed: boolean,
): BookingOutcome {
  const doubleBooking = doubleBookingsOf(findings).length > 0;
  const checked = decideBooking('open', { type: 'booking.check', doubleBooking });
  if (!checked.allowed) return { booked: false, reason: checked.reason, findings };
  const booked = decideBooking(checked.to, {
    type: 'booking.book',
    doubleBooking,
    doubleBookingConfirmed,
  });
  if (!booked.allowed) return { booked: false, reason: booked.reason, findings };
  return { booked: true, doubleBooking, findings };
}
