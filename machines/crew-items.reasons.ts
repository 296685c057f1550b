/** Why the crew-items routes refuse a request (see ./error-reasons.ts). */
export const reasons = [
  /** crewItemStatus refuses 'crewItem.confirm' in the item's state (it is no longer pending). */
  'CREW_ITEM_NOT_CONFIRMABLE',
  /** A crew item that is not in the tenant, or not the caller's to see (a client: another company's). */
  'CREW_ITEM_NOT_FOUND',
  /** crewItemStatus: the item's status does not take this action (e.g. reactivate outside notNeeded / cancelled). */
  'CREW_ITEM_ACTION_NOT_ALLOWED',
  /** crewItemStatus: activate or noShow on an item without a person. */
  'CREW_ITEM_NO_PERSON',
  /** crewItemStatus: notNeeded, reactivate or apply once the shift has begun. */
  'CREW_ITEM_SHIFT_BEGUN',
  /** crewItemStatus: noShow before the shift has begun. */
  'CREW_ITEM_SHIFT_NOT_BEGUN',
  /** crewItemStatus: apply on an item that is not an open vacancy. */
  'CREW_ITEM_NOT_A_VACANCY',
  /** crewItemStatus: apply on a vacancy someone already has. */
  'CREW_ITEM_ALREADY_TAKEN',
  /** crewItemStatus: unapply by someone who did not apply to the item. */
  'CREW_ITEM_NOT_APPLICANT',
  /** booking: the person is on another crew item at an overlapping time, and the planner did not confirm it. */
  'DOUBLE_BOOKING',
  /** booking: the booking's state does not take this step (e.g. booking again what is booked). */
  'BOOKING_ACTION_NOT_ALLOWED',
] as const;

declare module './error-reasons' {
  interface AreaErrorReasons {
    'crew-items': (typeof reasons)[number];
  }
}
