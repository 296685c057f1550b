import { and, eq } from 'drizzle-orm';
import { decideCrewItem } from '../../../machines/crewItemStatus.machine';
import type { CrewItemStatus, CrewItemStatusEvent } from '../../../machines/crewItemStatus.machine';
import type { CrewShiftEvent } from '../../../machines/crewShift.machine';
import type { Tx } from '../../db/database';
import { conflict } from '../../lib/errors';
import { formatTimestamp } from '../../lib/format';
import { recordCrewItemChange } from '../crew-items/crew-items.repository';
import { projectCrewItems } from '../jobs/jobs.tables';

// One meaning of no-show (docs/decisions/174): the crew chief's venue no-show is also the crew
// item's status noShow, decided by crewItemStatusMachine like the planner's, and a check-in of a
// person marked no-show (a late arrival crewShift allows) takes the item back to confirmed.

export interface VenueStatusChange {
  crewItemId: number;
  from: CrewItemStatus;
  to: CrewItemStatus;
  event: CrewItemStatusEvent;
}

/**
 * What the venue event does to the item's status, decided on the locked item row: null when it
 * does nothing to it; 409 with crewItemStatus's reason when the machine refuses.
 */
export async function venueStatusChange(tx: Tx, tenantId: number, crewItemId: number, event: CrewShiftEvent, now: Date): Promise<VenueStatusChange | null> {
  if (event.type !== 'member.noShow' && event.type !== 'member.checkIn') return null;
  const [row] = await tx
    .select({ status: projectCrewItems.status, startsAt: projectCrewItems.startsAt, personId: projectCrewItems.personId })
    .from(projectCrewItems)
    .where(and(eq(projectCrewItems.tenantId, tenantId), eq(projectCrewItems.id, crewItemId)))
    .for('update');
  if (!row) return null;
  if (event.type === 'member.checkIn' && row.status !== 'noShow') return null;
  const itemEvent: CrewItemStatusEvent =
    event.type === 'member.noShow'
      ? { type: 'crewItem.noShow', hasPerson: row.personId !== null, now: formatTimestamp(now), startsAt: formatTimestamp(row.startsAt) }
      : { type: 'crewItem.arrive' };
  const decision = decideCrewItem(row.status, itemEvent);
  if (!decision.allowed) throw conflict(`crewItemStatus does not allow ${itemEvent.type} in ${row.status}`, decision.reason);
  return { crewItemId, from: row.status, to: decision.to as CrewItemStatus, event: itemEvent };
}

/** Writes the status the machine answered and its audit entry. */
export async function applyVenueStatusChange(tx: Tx, tenantId: number, change: VenueStatusChange, actorPersonId: number | null, now: Date): Promise<void> {
  await tx
    .update(projectCrewItems)
    .set({ status: change.to, ...(change.to === 'confirmed' ? { confirmedAt: now } : {}) })
    .where(and(eq(projectCrewItems.tenantId, tenantId), eq(projectCrewItems.id, change.crewItemId)));
  await recordCrewItemChange(tx, { tenantId, crewItemId: change.crewItemId, from: change.from, to: change.to, action: change.event.type, actorPersonId, at: now });
}
