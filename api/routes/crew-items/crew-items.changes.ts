import { and, eq } from 'drizzle-orm';
import { crewItemActionEvent } from '../../../machines/crewItemActions';
import { decideCrewItem } from '../../../machines/crewItemStatus.machine';
import type { CrewItemStatus, CrewItemStatusEvent } from '../../../machines/crewItemStatus.machine';
import type { Tx } from '../../db/database';
import { badUserInput, conflict, notFound } from '../../lib/errors';
import { formatTimestamp } from '../../lib/format';
import { dayInZone } from '../../lib/dates';
import { crewItemAttendance } from '../../db/tables/crews.tables';
import { projectCrewItems } from '../../db/tables/project-crew-items.tables';
import { notify } from '../../lib/notify/notify';
import { projectCrews, projects } from '../../db/tables/projects.tables';
import { venueTimeZone } from '../../lib/venue-zone';
import {
  findCrewInScope,
  functionExists,
  lockCrewItem,
  personExists,
  readCrewItem,
  recordCrewItemChange,
} from './crew-items.repository';
import type { CrewItemRow, CrewItemScope } from './crew-items.repository';
import type { CrewItem, SaveCrewItemBody } from './crew-items.schemas';
import { crewItemNotFound, type Action } from './crew-items.access';
import { crewVenueZone, requireBooking } from './crew-items.booking';
import type { BookingFinding } from '../../../machines/bookingRules';

// The changes of one crew item, each inside the caller's transaction: the machine's decision on
// the locked row, the status written, the audit row and the booked person's notification.

const clockOf = (row: CrewItemRow, now: Date) => ({
  now: formatTimestamp(now),
  startsAt: formatTimestamp(row.startsAt),
});

/** The machine's event for a planner action on this row, with the facts its guard reads (shared with the app). */
const actionEvent = (
  action: Action,
  row: CrewItemRow,
  now: Date,
  checkedIn = false,
): CrewItemStatusEvent =>
  crewItemActionEvent(
    action,
    { hasPerson: row.personId !== null, startsAt: formatTimestamp(row.startsAt), checkedIn },
    formatTimestamp(now),
  );

/** The row's columns that go with entering `to` (a status's own timestamps). */
function statusColumns(from: CrewItemStatus, to: CrewItemStatus, now: Date) {
  if (to === 'confirmed' && from !== 'confirmed') return { confirmedAt: now };
  if (to === 'cancelled') return { cancelledAt: now };
  // Back from notNeeded / cancelled: offered again, the person confirms again and sees the change.
  if (to === 'pending' && (from === 'notNeeded' || from === 'cancelled'))
    return { confirmedAt: null, cancelledAt: null, changedAt: now };
  return {};
}

/** Tells a booked person (not the one acting) that their job was offered or changed. */
async function tellPerson(
  tx: Tx,
  tenantId: number,
  item: { id: number; crewId: number; startsAt: Date },
  personId: number | null,
  actorPersonId: number | null,
  type: 'jobOffered' | 'jobChanged',
  now: Date,
) {
  if (personId === null || personId === actorPersonId) return;
  const [project] = await tx
    .select({ name: projects.name, timeZone: venueTimeZone })
    .from(projectCrews)
    .innerJoin(projects, eq(projects.id, projectCrews.projectId))
    .where(eq(projectCrews.id, item.crewId))
    .limit(1);
  await notify(tx, {
    tenantId,
    personId,
    type,
    // The venue's day (decision 248), not the UTC one.
    params: {
      project: project?.name ?? '',
      day: dayInZone(item.startsAt, project?.timeZone ?? 'UTC'),
    },
    url: `/jobs/${item.id}`,
    tag: `job-${item.id}`,
    now,
  });
}

/** The item as answered after a change (the caller could act on it, so they can read it). */
async function answer(
  tx: Tx,
  scope: CrewItemScope,
  id: number,
  bookingFindings?: BookingFinding[],
): Promise<CrewItem> {
  const item = await readCrewItem(tx, { ...scope, ownOnly: false }, id);
  if (!item) throw new Error(`crew item ${id} vanished inside its own transaction`);
  return bookingFindings === undefined ? item : { ...item, bookingFindings };
}

/** activate, notNeeded, reactivate, noShow on one locked item. */
export async function runAction(
  tx: Tx,
  scope: CrewItemScope,
  actorPersonId: number | null,
  action: Action,
  crewItemId: number,
  reason: string | undefined,
  now: Date,
): Promise<CrewItem> {
  const row = await lockCrewItem(tx, scope, crewItemId);
  if (!row) throw crewItemNotFound();
  // One meaning of no-show (api/routes/crew-items/README.md, One meaning of no-show): not once the crew chief checked the person in (then
  // they came, whatever the planner thinks). The machine refuses it from that fact, as in the app.
  const [attendance] =
    action === 'noShow'
      ? await tx
          .select({ attendance: crewItemAttendance.attendance })
          .from(crewItemAttendance)
          .where(eq(crewItemAttendance.crewItemId, row.id))
          .limit(1)
      : [];
  const checkedIn =
    attendance?.attendance === 'checkedIn' || attendance?.attendance === 'checkedOut';
  const event = actionEvent(action, row, now, checkedIn);
  const decision = decideCrewItem(row.status, event);
  if (!decision.allowed)
    throw conflict(`crewItemStatus does not allow ${event.type} in ${row.status}`, decision.reason);
  const to = decision.to as CrewItemStatus;
  if (action === 'noShow') {
    // The venue's attendance says no-show too.
    const values = {
      attendance: 'noShow' as const,
      checkedInAt: null,
      checkedOutAt: null,
      breakMinutes: 0,
      updatedAt: now,
      updatedByPersonId: actorPersonId,
    };
    await tx
      .insert(crewItemAttendance)
      .values({ tenantId: scope.tenantId, crewItemId: row.id, ...values })
      .onConflictDoUpdate({ target: crewItemAttendance.crewItemId, set: values });
  }
  await tx
    .update(projectCrewItems)
    .set({ status: to, ...statusColumns(row.status, to, now) })
    .where(eq(projectCrewItems.id, row.id));
  await recordCrewItemChange(tx, {
    tenantId: scope.tenantId,
    crewItemId: row.id,
    from: row.status,
    to,
    action: event.type,
    actorPersonId,
    at: now,
    reason,
  });
  await tellPerson(
    tx,
    scope.tenantId,
    row,
    row.personId,
    actorPersonId,
    action === 'reactivate' ? 'jobOffered' : 'jobChanged',
    now,
  );
  return answer(tx, scope, row.id);
}

/** Checks the function and person a body names exist in the tenant (400 otherwise, nothing written). */
async function checkReferences(
  tx: Tx,
  tenantId: number,
  body: { functionId?: number; personId?: number | null },
) {
  if (body.functionId !== undefined && !(await functionExists(tx, tenantId, body.functionId))) {
    throw badUserInput(`function ${body.functionId} does not exist`);
  }
  if (
    body.personId !== undefined &&
    body.personId !== null &&
    !(await personExists(tx, tenantId, body.personId))
  ) {
    throw badUserInput(`person ${body.personId} does not exist`);
  }
}

function checkTimes(startsAt: Date, endsAt: Date) {
  if (endsAt.getTime() <= startsAt.getTime()) throw badUserInput('endsAt must be after startsAt');
}

/** POST /projectCrewItemStatus without crewItemId: a new pending item on a crew. */
export async function createItem(
  tx: Tx,
  scope: CrewItemScope,
  actorPersonId: number | null,
  body: SaveCrewItemBody & { crewId: number; functionId: number },
  now: Date,
): Promise<CrewItem> {
  const crew = await findCrewInScope(tx, scope, body.crewId);
  if (!crew) throw notFound('Crew not found', 'CREW_NOT_FOUND');
  await checkReferences(tx, scope.tenantId, body);
  const startsAt = body.startsAt === undefined ? crew.startsAt : new Date(body.startsAt);
  const endsAt = body.endsAt === undefined ? crew.endsAt : new Date(body.endsAt);
  checkTimes(startsAt, endsAt);
  const decision = decideCrewItem('new', { type: 'crewItem.create' });
  if (!decision.allowed) throw new Error('crewItemStatus refuses to create an item');
  const to = decision.to as CrewItemStatus;
  // A person given at once is booked by the booking rules (nothing written on a refusal).
  const bookingFindings =
    body.personId === undefined || body.personId === null
      ? undefined
      : await requireBooking(
          tx,
          scope.tenantId,
          body.personId,
          {
            id: 0,
            startsAt: formatTimestamp(startsAt),
            endsAt: formatTimestamp(endsAt),
            functionId: body.functionId,
            timeZone: await crewVenueZone(tx, scope.tenantId, crew.id),
          },
          body.confirmDoubleBooking ?? false,
        );
  const [item] = await tx
    .insert(projectCrewItems)
    .values({
      tenantId: scope.tenantId,
      crewId: crew.id,
      functionId: body.functionId,
      personId: body.personId ?? null,
      status: to,
      startsAt,
      endsAt,
      remark: body.remark ?? null,
      vacancy: body.vacancy ?? false,
    })
    .returning();
  if (!item) throw new Error('crew item insert returned nothing');
  await recordCrewItemChange(tx, {
    tenantId: scope.tenantId,
    crewItemId: item.id,
    from: null,
    to,
    action: 'crewItem.create',
    actorPersonId,
    at: now,
    reason: body.reason,
  });
  await tellPerson(tx, scope.tenantId, item, item.personId, actorPersonId, 'jobOffered', now);
  return answer(tx, scope, item.id, bookingFindings);
}

/** POST /projectCrewItemStatus with crewItemId: changes the fields given. */
export async function updateItem(
  tx: Tx,
  scope: CrewItemScope,
  actorPersonId: number | null,
  body: SaveCrewItemBody & { crewItemId: number },
  now: Date,
): Promise<CrewItem> {
  const row = await lockCrewItem(tx, scope, body.crewItemId);
  if (!row) throw crewItemNotFound();
  await checkReferences(tx, scope.tenantId, body);
  const startsAt = body.startsAt === undefined ? row.startsAt : new Date(body.startsAt);
  const endsAt = body.endsAt === undefined ? row.endsAt : new Date(body.endsAt);
  checkTimes(startsAt, endsAt);
  const personId = body.personId === undefined ? row.personId : body.personId;
  const personChanged = personId !== row.personId;
  const decision = decideCrewItem(row.status, { type: 'crewItem.update', personChanged });
  if (!decision.allowed)
    throw conflict(
      `crewItemStatus does not allow crewItem.update in ${row.status}`,
      decision.reason,
    );
  const to = decision.to as CrewItemStatus;
  const timesChanged =
    startsAt.getTime() !== row.startsAt.getTime() || endsAt.getTime() !== row.endsAt.getTime();
  const functionId = body.functionId ?? row.functionId;
  // Someone new, or the person's shift moved or changed its function: the booking rules again
  // (a double booking needs the planner's confirmation; nothing is written on a refusal).
  const bookingFindings =
    personId !== null && (personChanged || timesChanged || functionId !== row.functionId)
      ? await requireBooking(
          tx,
          scope.tenantId,
          personId,
          {
            id: row.id,
            startsAt: formatTimestamp(startsAt),
            endsAt: formatTimestamp(endsAt),
            functionId,
            timeZone: await crewVenueZone(tx, scope.tenantId, row.crewId),
          },
          body.confirmDoubleBooking ?? false,
        )
      : undefined;
  await tx
    .update(projectCrewItems)
    .set({
      functionId,
      personId,
      startsAt,
      endsAt,
      remark: body.remark === undefined ? row.remark : body.remark,
      vacancy: body.vacancy ?? row.vacancy,
      status: to,
      // Another person starts over: not confirmed, not applied. The same person keeps theirs and sees "changed".
      ...(personChanged ? { confirmedAt: null, appliedAt: null } : {}),
      ...(!personChanged && timesChanged && to === 'confirmed' ? { changedAt: now } : {}),
    })
    .where(eq(projectCrewItems.id, row.id));
  await recordCrewItemChange(tx, {
    tenantId: scope.tenantId,
    crewItemId: row.id,
    from: row.status,
    to,
    action: 'crewItem.update',
    actorPersonId,
    at: now,
    reason: body.reason,
  });
  const moved = { ...row, startsAt };
  if (personChanged) {
    await tellPerson(tx, scope.tenantId, moved, row.personId, actorPersonId, 'jobChanged', now);
    await tellPerson(tx, scope.tenantId, moved, personId, actorPersonId, 'jobOffered', now);
  } else if (timesChanged || body.functionId !== undefined) {
    await tellPerson(tx, scope.tenantId, moved, personId, actorPersonId, 'jobChanged', now);
  }
  return answer(tx, scope, row.id, bookingFindings);
}

/** apply / unapply: the caller for themself, on a vacancy or an item that is theirs. */
export async function runVacancy(
  tx: Tx,
  tenantId: number,
  personId: number,
  kind: 'apply' | 'unapply',
  crewItemId: number,
  now: Date,
): Promise<CrewItem> {
  const scope: CrewItemScope = { tenantId, companyId: null, ownOnly: false };
  const row = await lockCrewItem(tx, scope, crewItemId);
  // Anyone else's item that is not an open position is not there for a crew member.
  if (!row || (!row.vacancy && row.personId !== personId)) throw crewItemNotFound();
  const event: CrewItemStatusEvent =
    kind === 'apply'
      ? {
          type: 'crewItem.apply',
          vacancy: row.vacancy,
          hasPerson: row.personId !== null,
          ...clockOf(row, now),
        }
      : {
          type: 'crewItem.unapply',
          byApplicant: row.personId === personId && row.appliedAt !== null,
        };
  const decision = decideCrewItem(row.status, event);
  if (!decision.allowed)
    throw conflict(`crewItemStatus does not allow ${event.type} in ${row.status}`, decision.reason);
  const to = decision.to as CrewItemStatus;
  await tx
    .update(projectCrewItems)
    .set({
      status: to,
      ...(kind === 'apply' ? { personId, appliedAt: now } : { personId: null, appliedAt: null }),
    })
    .where(and(eq(projectCrewItems.id, row.id), eq(projectCrewItems.tenantId, tenantId)));
  await recordCrewItemChange(tx, {
    tenantId,
    crewItemId: row.id,
    from: row.status,
    to,
    action: event.type,
    actorPersonId: personId,
    at: now,
  });
  return answer(tx, scope, row.id);
}
