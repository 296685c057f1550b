import { decideCrewItem } from '../../../machines/crewItemStatus.machine';
import type { CrewItemStatus, CrewItemStatusEvent } from '../../../machines/crewItemStatus.machine';
import type { CrewShiftEvent } from '../../../machines/crewShift.machine';
import { conflict } from '../../lib/errors';
import { formatTimestamp } from '../../lib/format';

// One meaning of no-show (api/routes/crew-items/README.md, One meaning of no-show): the crew chief's venue no-show is also the crew
// item's status noShow, decided by crewItemStatusMachine like the planner's, and a check-in of a
// person marked no-show (a late arrival crewShift allows) takes the item back to confirmed.

export interface VenueStatusChange {
  crewItemId: number;
  from: CrewItemStatus;
  to: CrewItemStatus;
  event: CrewItemStatusEvent;
}

/**
 * What the venue event does to the item's status, decided on the item row the caller locked and
 * read: null when it does nothing to it; 409 with crewItemStatus's reason when the machine refuses.
 */
export function decideVenueStatusChange(
  crewItemId: number,
  row: { status: CrewItemStatus; startsAt: Date; personId: number | null },
  event: CrewShiftEvent,
  now: Date,
): VenueStatusChange | null {
  if (event.type !== 'member.noShow' && event.type !== 'member.checkIn') return null;
  if (event.type === 'member.checkIn' && row.status !== 'noShow') return null;
  const itemEvent: CrewItemStatusEvent =
    event.type === 'member.noShow'
      ? {
          type: 'crewItem.noShow',
          hasPerson: row.personId !== null,
          now: formatTimestamp(now),
          startsAt: formatTimestamp(row.startsAt),
        }
      : { type: 'crewItem.arrive' };
  const decision = decideCrewItem(row.status, itemEvent);
  if (!decision.allowed)
    throw conflict(
      `crewItemStatus does not allow ${itemEvent.type} in ${row.status}`,
      decision.reason,
    );
  return { crewItemId, from: row.status, to: decision.to as CrewItemStatus, event: itemEvent };
}
