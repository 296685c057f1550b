import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { CrewItemStatus } from '../../../machines/crewItemStatus.machine';
import type { CrewShiftEvent } from '../../../machines/crewShift.machine';
import type { Tx } from '../../db/database';
import { answerStatementOf } from '../../lib/idempotency';
import type { IdempotencyClaim, Outcome } from '../../lib/idempotency';
import { CREW_ITEM_CHANGES_CHANNEL } from '../crew-item-changes/crew-item-changes.feed';
import type { Person } from '../jobs/jobs.schemas';
import type { CrewRow } from './crews.access';
import type { AttendanceWrite, CrewMemberRow, CrewPaperwork } from './crews.facts';
import type { VenueStatusChange } from './crews.item-status';

// The festival peak's statements (issue 10 §4, docs/decisions/240): a venue action (check-in,
// no-show, check-out) reads and writes in three statements inside its transaction instead of
// eleven: one locks the crew and the member's item, one reads the facts after the lock, one writes
// everything the machines answered together with the idempotent answer. Hand-written SQL, since
// each round trip and each query Drizzle builds is paid under the crew's lock at every gate at once.

/** A timestamptz as epoch milliseconds (float8): a number on both drivers, unlike numeric or text. */
const epochMs = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);
const dateOf = (ms: number | null): Date | null => (ms === null ? null : new Date(ms));

const MEMBER_STATUSES_LEFT_OUT = sql.raw(`('cancelled', 'notNeeded')`);

interface LockedCrewRow extends Record<string, unknown> {
  id: number;
  tenant_id: number;
  project_id: number;
  caption: string;
  location_id: number | null;
  starts_at_ms: number;
  ends_at_ms: number;
  crew_chief_person_id: number | null;
  contact_on_site_person_id: number | null;
  project_company_id: number;
}

const rowsOf = async <T>(statement: Promise<unknown>): Promise<T[]> => ((await statement) as { rows: T[] }).rows;

/**
 * Locks the crew row (one writer per crew) and the member's item row (a planner's status change
 * waits, as crewItemStatus decides on it) in one statement; answers the crew, or undefined when it
 * is not in the tenant. The item is locked only when it is on this crew: anything else the machine
 * refuses as not a member.
 */
export async function lockCrewForVenueAction(tx: Tx, tenantId: number, crewId: number, crewItemId: number): Promise<CrewRow | undefined> {
  const [row] = await rowsOf<LockedCrewRow>(
    tx.execute(sql`
      with crew as (
        select pc.id, pc.tenant_id, pc.project_id, pc.caption, pc.location_id,
          ${epochMs('pc.starts_at')} as starts_at_ms, ${epochMs('pc.ends_at')} as ends_at_ms,
          pc.crew_chief_person_id, pc.contact_on_site_person_id, p.company_id as project_company_id
        from project_crews pc join projects p on p.id = pc.project_id
        where pc.tenant_id = ${tenantId} and pc.id = ${crewId}
        for update of pc
      ), item as (
        select i.id from project_crew_items i
        where i.tenant_id = ${tenantId} and i.id = ${crewItemId} and i.crew_id = ${crewId}
        for update
      )
      select crew.*, (select count(*)::int from item) as items_locked from crew`),
  );
  if (!row) return undefined;
  return {
    id: row.id,
    tenantId: row.tenant_id,
    projectId: row.project_id,
    caption: row.caption,
    locationId: row.location_id,
    startsAt: new Date(row.starts_at_ms),
    endsAt: new Date(row.ends_at_ms),
    crewChiefPersonId: row.crew_chief_person_id,
    contactOnSitePersonId: row.contact_on_site_person_id,
    projectCompanyId: row.project_company_id,
  };
}

interface FactsRow extends Record<string, unknown> {
  signed_off_ms: number | null;
  delivery_note_ms: number | null;
  crew_chief_sheet_ms: number | null;
  id: number | null;
  person_id: number;
  function_id: number;
  function_name: string;
  status: CrewItemStatus;
  starts_at_ms: number;
  ends_at_ms: number;
  attendance: CrewMemberRow['attendance'] | null;
  checked_in_ms: number | null;
  checked_out_ms: number | null;
  break_minutes: number | null;
  check_in_latitude: number | null;
  check_in_longitude: number | null;
  person_name: string | null;
  person_phone: string | null;
  person_email: string;
}

export interface VenueActionFacts {
  members: CrewMemberRow[];
  paperwork: CrewPaperwork;
  /** The acting member's item status and person (null when not a member of the crew). */
  actor: { status: CrewItemStatus; person: Person | null } | null;
}

/**
 * The crew's members (as loadCrewMembers), its paperwork (as loadCrewPaperwork) and the acting
 * member's item status and person, in one statement. Read after lockCrewForVenueAction, in a
 * statement of its own: a statement that waited for the lock would still read from before it.
 */
export async function loadVenueActionFacts(tx: Tx, tenantId: number, crewId: number, crewItemId: number): Promise<VenueActionFacts> {
  const rows = await rowsOf<FactsRow>(
    tx.execute(sql`
      select
        ${epochMs('so.signed_at')} as signed_off_ms,
        ${epochMs('dn.released_at')} as delivery_note_ms,
        ${epochMs('cs.released_at')} as crew_chief_sheet_ms,
        m.*
      from (select 1) as one
      left join crew_sign_offs so on so.tenant_id = ${tenantId} and so.crew_id = ${crewId}
      left join crew_documents dn on dn.tenant_id = ${tenantId} and dn.crew_id = ${crewId} and dn.kind = 'deliveryNote'
      left join crew_documents cs on cs.tenant_id = ${tenantId} and cs.crew_id = ${crewId} and cs.kind = 'crewChiefSheet'
      left join lateral (
        select i.id, i.person_id, i.function_id, f.name as function_name, i.status,
          ${epochMs('i.starts_at')} as starts_at_ms, ${epochMs('i.ends_at')} as ends_at_ms,
          a.attendance, ${epochMs('a.checked_in_at')} as checked_in_ms, ${epochMs('a.checked_out_at')} as checked_out_ms,
          a.break_minutes, a.check_in_latitude, a.check_in_longitude,
          pe.name as person_name, pe.phone as person_phone, pe.email as person_email
        from project_crew_items i
        join functions f on f.id = i.function_id
        left join crew_item_attendance a on a.crew_item_id = i.id
        left join persons pe on pe.id = i.person_id and pe.tenant_id = ${tenantId} and i.id = ${crewItemId}
        where i.tenant_id = ${tenantId} and i.crew_id = ${crewId} and i.person_id is not null
          and i.status not in ${MEMBER_STATUSES_LEFT_OUT}
      ) m on true
      order by m.starts_at_ms, m.id`),
  );
  const first = rows[0];
  const paperwork: CrewPaperwork = {
    signedOffAt: dateOf(first?.signed_off_ms ?? null),
    deliveryNoteReleasedAt: dateOf(first?.delivery_note_ms ?? null),
    crewChiefSheetReleasedAt: dateOf(first?.crew_chief_sheet_ms ?? null),
  };
  const members: CrewMemberRow[] = [];
  let actor: VenueActionFacts['actor'] = null;
  for (const row of rows) {
    if (row.id === null) continue; // the one row of a crew without members
    members.push({
      crewId,
      id: row.id,
      personId: row.person_id,
      functionId: row.function_id,
      functionName: row.function_name,
      startsAt: new Date(row.starts_at_ms),
      endsAt: new Date(row.ends_at_ms),
      attendance: row.attendance ?? 'expected',
      checkedInAt: dateOf(row.checked_in_ms),
      checkedOutAt: dateOf(row.checked_out_ms),
      breakMinutes: row.break_minutes ?? 0,
      checkInLatitude: row.check_in_latitude,
      checkInLongitude: row.check_in_longitude,
    });
    if (row.id === crewItemId) {
      actor = {
        status: row.status,
        person: row.person_name === null ? null : { id: row.person_id, caption: row.person_name, phone: row.person_phone, email: row.person_email },
      };
    }
  }
  return { members, paperwork, actor };
}

export interface VenueActionWrite {
  tenantId: number;
  crewId: number;
  crewItemId: number;
  actorPersonId: number | null;
  now: Date;
  attendance: AttendanceWrite[];
  statusChange: VenueStatusChange | null;
  event: { type: CrewShiftEvent['type']; idempotencyKey: string | null; payload: Record<string, unknown> };
  /** The claimed key and the answer stored under it, written by the same statement. */
  answer: { claim: IdempotencyClaim; outcome: Outcome } | null;
}

const timestamp = (value: Date | null) => (value === null ? null : value.toISOString());

function attendanceUpsertOf(tenantId: number, write: AttendanceWrite, by: { now: Date; personId: number | null }): SQL {
  const { values } = write;
  // A check-out leaves the location stamp out: the row keeps the check-in's (attendanceValuesOf).
  const stamp = 'checkInLatitude' in values;
  return sql`insert into crew_item_attendance
      (tenant_id, crew_item_id, attendance, checked_in_at, checked_out_at, break_minutes, check_in_latitude, check_in_longitude, updated_at, updated_by_person_id)
    values (${tenantId}, ${write.crewItemId}, ${values.attendance}, ${timestamp(values.checkedInAt)}::timestamptz, ${timestamp(values.checkedOutAt)}::timestamptz,
      ${values.breakMinutes}, ${stamp ? (values.checkInLatitude ?? null) : null}::float8, ${stamp ? (values.checkInLongitude ?? null) : null}::float8,
      ${by.now.toISOString()}::timestamptz, ${by.personId}::int)
    on conflict (crew_item_id) do update set
      attendance = excluded.attendance, checked_in_at = excluded.checked_in_at, checked_out_at = excluded.checked_out_at,
      break_minutes = excluded.break_minutes,
      ${stamp ? sql.raw('check_in_latitude = excluded.check_in_latitude, check_in_longitude = excluded.check_in_longitude,') : sql.raw('')}
      updated_at = excluded.updated_at, updated_by_person_id = excluded.updated_by_person_id`;
}

/**
 * Everything a venue action writes, in one statement of data-modifying CTEs (all or nothing with
 * the transaction): the members' attendance, the item's status and its audit entry with the live
 * update's NOTIFY (crew-items.repository recordCrewItemChange), the crew_shift_events audit row,
 * and the idempotent answer.
 */
export async function writeVenueAction(tx: Tx, write: VenueActionWrite): Promise<void> {
  const { tenantId, now, actorPersonId } = write;
  const parts: SQL[] = write.attendance.map(
    (attendance, index) => sql`${sql.raw(`attendance_${index}`)} as (${attendanceUpsertOf(tenantId, attendance, { now, personId: actorPersonId })})`,
  );
  parts.push(sql`event as (
    insert into crew_shift_events (tenant_id, crew_id, crew_item_id, type, actor_person_id, idempotency_key, payload, created_at)
    values (${tenantId}, ${write.crewId}, ${write.crewItemId}, ${write.event.type}, ${actorPersonId}::int, ${write.event.idempotencyKey}::text,
      ${JSON.stringify(write.event.payload)}::jsonb, ${now.toISOString()}::timestamptz))`);
  if (write.answer) parts.push(sql`answer as (${answerStatementOf(write.answer.claim, write.answer.outcome)})`);
  const change = write.statusChange;
  if (change) {
    parts.push(sql`item_status as (
      update project_crew_items set status = ${change.to}${change.to === 'confirmed' ? sql`, confirmed_at = ${now.toISOString()}::timestamptz` : sql``}
      where tenant_id = ${tenantId} and id = ${change.crewItemId})`);
    parts.push(sql`activity as (
      insert into crew_item_status_activities (tenant_id, crew_item_id, from_status, to_status, action, actor_person_id, at, reason)
      values (${tenantId}, ${change.crewItemId}, ${change.from}, ${change.to}, ${change.event.type}, ${actorPersonId}::int, ${now.toISOString()}::timestamptz, null)
      returning id)`);
  }
  // Live updates (docs/decisions/196): the NOTIFY goes with the change, delivered on commit only.
  const final = change
    ? sql`select pg_notify(${CREW_ITEM_CHANGES_CHANNEL}, ${`${tenantId}:`} || activity.id) from activity`
    : sql`select 1`;
  await tx.execute(sql`with ${sql.join(parts, sql`, `)} ${final}`);
}
