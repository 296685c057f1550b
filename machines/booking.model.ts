import { bookingMachine, type BookingEvent } from './booking.machine';
import type { MachineModel } from './model-graph';

/**
 * Every event with facts its guard accepts and with facts it refuses (the traversal takes only
 * what `can` allows, so the refused ones prove the guards keep those transitions out).
 */
export const bookingModelEvents: BookingEvent[] = [
  { type: 'booking.check', doubleBooking: false },
  { type: 'booking.check', doubleBooking: true },
  { type: 'booking.book', doubleBooking: false, doubleBookingConfirmed: false },
  { type: 'booking.book', doubleBooking: true, doubleBookingConfirmed: false },
  { type: 'booking.book', doubleBooking: true, doubleBookingConfirmed: true },
  { type: 'booking.cancel' },
];

/** The facts that matter in a path's name: `booking.book (double booking, confirmed)`. */
export function describeBookingEvent(event: BookingEvent): string {
  const facts: string[] = [];
  if ('doubleBooking' in event)
    facts.push(event.doubleBooking ? 'double booking' : 'no double booking');
  if ('doubleBookingConfirmed' in event && event.doubleBooking)
    facts.push(event.doubleBookingConfirmed ? 'confirmed' : 'not confirmed');
  return facts.length === 0 ? event.type : `${event.type} (${facts.join(', ')})`;
}

export const bookingModel: MachineModel<typeof bookingMachine> = {
  machine: bookingMachine,
  starts: [{ name: 'a person picked for a crew item' }],
  events: bookingModelEvents,
  describeEvent: (event) => describeBookingEvent(event as BookingEvent),
};
