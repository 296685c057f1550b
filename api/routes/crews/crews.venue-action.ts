import { createHash } from 'node:crypto';
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
import { MEMBER_STATUSES_LEFT_OUT } from './crews.facts';
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

/** The statuses of items that are not members of the shift (crews.facts.ts), as an SQL list of constants. */
const LEFT_OUT_LIST = sql.raw(`(${MEMBER_STATUSES_LEFT_OUT.map((status) => `'${status}'`).join(', ')})`);

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

/** What executeNamed reaches of a Drizzle transaction: the calls its own `execute` makes. */
interface TxInternals {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: { prepareQuery(query: { sql: string; params: unknown[] }, fields: undefined, name: string, arrayMode: false): { execute(): Promise<unknown> } };
}

/**
 * `tx.execute(query)` as a named statement: PostgreSQL parses and plans it once per connection
 * instead of on every venue action (planning was most of PostgreSQL's time for these statements;
 * docs/decisions/240). The name is the text's hash, so each variant of the write gets its own.
 * Drizzle's `execute` cannot name a statement; its session's `prepareQuery`, which `execute` calls,
 * can. PGlite runs it as `execute` would. (A transaction-pooling proxy such as PgBouncer's would
 * need its prepared-statement support.)
 */
function executeNamed(tx: Tx, query: SQL): Promise<unknown> {
  const internals = tx as unknown as TxInternals;
  const compiled = internals.dialect.sqlToQuery(query);
  const name = `crews_venue_${createHash('sha1').update(compiled.sql).digest('base64url').slice(0, 20)}`;
  return internals.session.prepareQuery(compiled, undefined, name, false).execute();
}

/**
 * Locks the crew row (one writer per crew) and the member's item row (a planner's status change
 * waits, as crewItemStatus decides on it) in one statement; answers the crew, or undefined when it
 * is not in the tenant. The item is locked only when it is on this crew: anything else the machine
 * refuses as not a member.
 */
export async function lockCrewForVenueAction(tx: Tx, tenantId: number, crewId: number, crewItemId: number): Promise<CrewRow | undefined> {
  const [row] = await rowsOf<LockedCrewRow>(
    executeNamed(
      tx,
      sql`
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
      -- A SELECT in WITH runs only when referenced: the count makes the item's lock happen.
      select crew.*, (select count(*)::int from item) as items_locked from crew`,
    ),
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
  person_email: string | null;
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
    executeNamed(
      tx,
      sql`
      select
        (select ${epochMs('signed_at')} from crew_sign_offs where tenant_id = ${tenantId} and crew_id = ${crewId}) as signed_off_ms,
        (select ${epochMs('released_at')} from crew_documents
          where tenant_id = ${tenantId} and crew_id = ${crewId} and kind = 'deliveryNote') as delivery_note_ms,
        (select ${epochMs('released_at')} from crew_documents
          where tenant_id = ${tenantId} and crew_id = ${crewId} and kind = 'crewChiefSheet') as crew_chief_sheet_ms,
        m.*
      from (select 1) as one
      left join (
        select i.id, i.person_id, i.function_id, f.name as function_name, i.status,
          ${epochMs('i.starts_at')} as starts_at_ms, ${epochMs('i.ends_at')} as ends_at_ms,
          a.attendance, ${epochMs('a.checked_in_at')} as checked_in_ms, ${epochMs('a.checked_out_at')} as checked_out_ms,
          a.break_minutes, a.check_in_latitude, a.check_in_longitude,
          case when i.id = ${crewItemId} then (select pe.name from persons pe where pe.id = i.person_id and pe.tenant_id = ${tenantId}) end as person_name,
          case when i.id = ${crewItemId} then (select pe.phone from persons pe where pe.id = i.person_id and pe.tenant_id = ${tenantId}) end as person_phone,
          case when i.id = ${crewItemId} then (select pe.email from persons pe where pe.id = i.person_id and pe.tenant_id = ${tenantId}) end as person_email
        from project_crew_items i
        join functions f on f.id = i.function_id
        left join crew_item_attendance a on a.crew_item_id = i.id
        where i.tenant_id = ${tenantId} and i.crew_id = ${crewId} and i.person_id is not null
          and i.status not in ${LEFT_OUT_LIST}
      ) m on true
      order by m.starts_at_ms, m.id`,
    ),
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
        person:
          row.person_name === null || row.person_email === null
            ? null
            : { id: row.person_id, caption: row.person_name, phone: row.person_phone, email: row.person_email },
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
  await executeNamed(tx, sql`with ${sql.join(parts, sql`, `)} ${final}`);
}
