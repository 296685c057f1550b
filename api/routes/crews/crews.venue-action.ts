import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { CrewItemStatus } from '../../../machines/crewItemStatus.machine';
import type { CrewShiftEvent } from '../../../machines/crewShift.machine';
import type { Tx } from '../../db/database';
import type { IdempotencyScope, Outcome, StoredKey } from '../../lib/idempotency';
import { CREW_ITEM_CHANGES_CHANNEL } from '../../lib/crew-item-changes.feed';
import type { Person } from '../../lib/person.schemas';
import type { CrewRow } from './crews.access';
import { isShiftMember } from './crews.facts';
import type { AttendanceWrite, CrewMemberRow, CrewPaperwork } from './crews.facts';
import type { VenueStatusChange } from './crews.item-status';
import { venueTimeZoneFor } from '../../lib/venue-zone';

// The festival peak's statements (docs/decisions/240 and 242): a venue action (check-in,
// no-show, check-out) is two statements, each committing on its own: one reads the crew with its
// venue version, the facts and the idempotency key's stored answer; the other writes everything the
// machines answered, the answer under the key included, only if the crew is still at the version
// read and the member's item still has the status read. A writer in between makes the second write
// nothing, and the action is decided again on what it left (optimistic concurrency: no lock is
// held across a round trip). Hand-written SQL: each round trip and each query Drizzle builds is
// paid at every gate at once.

/** A timestamptz as epoch milliseconds (float8): a number on both drivers, unlike numeric or text. */
const epochMs = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);
const dateOf = (ms: number | null): Date | null => (ms === null ? null : new Date(ms));

const rowsOf = async <T>(statement: Promise<unknown>): Promise<T[]> =>
  ((await statement) as { rows: T[] }).rows;

/** What executeNamed reaches of a Drizzle transaction: the calls its own `execute` makes. */
interface TxInternals {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string,
      arrayMode: false,
    ): { execute(): Promise<unknown> };
  };
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

interface ReadRow extends Record<string, unknown> {
  crew_id: number | null;
  crew_tenant_id: number;
  crew_project_id: number;
  crew_caption: string;
  crew_location_id: number | null;
  crew_starts_at_ms: number;
  crew_ends_at_ms: number;
  crew_chief_person_id: number | null;
  crew_contact_on_site_person_id: number | null;
  crew_venue_version: number;
  crew_project_company_id: number;
  crew_time_zone: string;
  key_status_code: number | null;
  key_body: unknown;
  key_method: string | null;
  key_path: string | null;
  signed_off_ms: number | null;
  delivery_note_ms: number | null;
  crew_chief_sheet_ms: number | null;
  /** The members as one JSON array: parsed natively, where a row per member costs a parse per field. */
  members: MemberJson[];
}

interface MemberJson {
  id: number;
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
  planned_break_minutes: number;
  check_in_latitude: number | null;
  check_in_longitude: number | null;
  person_name: string | null;
  person_phone: string | null;
  person_email: string | null;
}

/** Whose idempotency key a venue action runs under: a venue action always has one. */
export type VenueActionKey = IdempotencyScope & { key: string };

export interface VenueActionRead {
  /** The crew with its venue version, or undefined when it is not in the tenant. */
  crew: CrewRow | undefined;
  members: CrewMemberRow[];
  paperwork: CrewPaperwork;
  /** The acting member's item status and person (null when not a member of the crew). */
  actor: { status: CrewItemStatus; person: Person | null } | null;
  /** What the key already answered, or null when it is new. */
  stored: StoredKey | null;
}

/**
 * Everything a venue action decides on, in one statement: the crew with its venue version, its
 * members (as loadCrewMembers), its paperwork (as loadCrewPaperwork), the acting member's item
 * status and person, and the answer already stored under the key. One statement reads one snapshot,
 * so the version tells whether anything the decision rests on changed before the write.
 */
export async function readVenueAction(
  db: Tx,
  key: VenueActionKey,
  crewId: number,
  crewItemId: number,
): Promise<VenueActionRead> {
  const { tenantId } = key;
  const [first] = await rowsOf<ReadRow>(
    executeNamed(
      db,
      sql`
      select
        c.*,
        k.status_code as key_status_code, k.body as key_body, k.method as key_method, k.path as key_path,
        (select ${epochMs('signed_at')} from crew_sign_offs where tenant_id = ${tenantId} and crew_id = ${crewId}) as signed_off_ms,
        (select ${epochMs('released_at')} from crew_documents
          where tenant_id = ${tenantId} and crew_id = ${crewId} and kind = 'deliveryNote') as delivery_note_ms,
        (select ${epochMs('released_at')} from crew_documents
          where tenant_id = ${tenantId} and crew_id = ${crewId} and kind = 'crewChiefSheet') as crew_chief_sheet_ms,
        (select coalesce(json_agg(m order by m.starts_at_ms, m.id), '[]'::json) from (
          select i.id, i.person_id, i.function_id, f.name as function_name, i.status,
            ${epochMs('i.starts_at')} as starts_at_ms, ${epochMs('i.ends_at')} as ends_at_ms,
            a.attendance, ${epochMs('a.checked_in_at')} as checked_in_ms, ${epochMs('a.checked_out_at')} as checked_out_ms,
            a.break_minutes, i.planned_break_minutes, a.check_in_latitude, a.check_in_longitude,
            case when i.id = ${crewItemId} then (select pe.name from persons pe where pe.id = i.person_id and pe.tenant_id = ${tenantId}) end as person_name,
            case when i.id = ${crewItemId} then (select pe.phone from persons pe where pe.id = i.person_id and pe.tenant_id = ${tenantId}) end as person_phone,
            case when i.id = ${crewItemId} then (select pe.email from persons pe where pe.id = i.person_id and pe.tenant_id = ${tenantId}) end as person_email
          from project_crew_items i
          join functions f on f.id = i.function_id
          left join crew_item_attendance a on a.crew_item_id = i.id
          where i.tenant_id = ${tenantId} and i.crew_id = ${crewId}
            and ${isShiftMember(sql.raw('i.person_id'), sql.raw('i.status'))}
        ) m) as members
      from (select 1) as one
      left join (
        select pc.id as crew_id, pc.tenant_id as crew_tenant_id, pc.project_id as crew_project_id, pc.caption as crew_caption,
          pc.location_id as crew_location_id, ${epochMs('pc.starts_at')} as crew_starts_at_ms, ${epochMs('pc.ends_at')} as crew_ends_at_ms,
          pc.crew_chief_person_id, pc.contact_on_site_person_id as crew_contact_on_site_person_id,
          pc.venue_version as crew_venue_version, p.company_id as crew_project_company_id,
          ${venueTimeZoneFor(sql`pc.location_id`, sql`pc.tenant_id`)} as crew_time_zone
        from project_crews pc join projects p on p.id = pc.project_id
        where pc.tenant_id = ${tenantId} and pc.id = ${crewId}
      ) c on true
      left join idempotency_keys k on k.tenant_id = ${tenantId} and k.principal = ${key.principal} and k.key = ${key.key}`,
    ),
  );
  const crew: CrewRow | undefined =
    first && first.crew_id !== null
      ? {
          id: first.crew_id,
          tenantId: first.crew_tenant_id,
          projectId: first.crew_project_id,
          caption: first.crew_caption,
          locationId: first.crew_location_id,
          startsAt: new Date(first.crew_starts_at_ms),
          endsAt: new Date(first.crew_ends_at_ms),
          crewChiefPersonId: first.crew_chief_person_id,
          contactOnSitePersonId: first.crew_contact_on_site_person_id,
          venueVersion: first.crew_venue_version,
          projectCompanyId: first.crew_project_company_id,
          timeZone: first.crew_time_zone,
        }
      : undefined;
  const stored: StoredKey | null =
    first && first.key_status_code !== null
      ? {
          statusCode: first.key_status_code,
          body: first.key_body,
          method: first.key_method ?? '',
          path: first.key_path ?? '',
        }
      : null;
  const paperwork: CrewPaperwork = {
    signedOffAt: dateOf(first?.signed_off_ms ?? null),
    deliveryNoteReleasedAt: dateOf(first?.delivery_note_ms ?? null),
    crewChiefSheetReleasedAt: dateOf(first?.crew_chief_sheet_ms ?? null),
  };
  const members: CrewMemberRow[] = [];
  let actor: VenueActionRead['actor'] = null;
  for (const row of first?.members ?? []) {
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
      plannedBreakMinutes: row.planned_break_minutes,
      checkInLatitude: row.check_in_latitude,
      checkInLongitude: row.check_in_longitude,
    });
    if (row.id === crewItemId) {
      actor = {
        status: row.status,
        person:
          row.person_name === null || row.person_email === null
            ? null
            : {
                id: row.person_id,
                caption: row.person_name,
                phone: row.person_phone,
                email: row.person_email,
              },
      };
    }
  }
  return { crew, members, paperwork, actor, stored };
}

/** The key's insert with the answer, for rows of `source` (one: the guard held; none: it did not). */
function keyInsertOf(key: VenueActionKey, outcome: Outcome, source: SQL): SQL {
  return sql`insert into idempotency_keys (tenant_id, principal, key, method, path, status_code, body, created_at)
    select ${key.tenantId}::int, ${key.principal}::text, ${key.key}::text, ${key.method}::text, ${key.path}::text, ${outcome.statusCode}::int, ${JSON.stringify(outcome.body)}::jsonb, ${key.now.toISOString()}::timestamptz
    from ${source}
    on conflict do nothing
    returning id`;
}

/**
 * Stores a refusal (the machine's 409, or 404) as the key's answer, so a replay gets it again. With
 * a crew, only while it is at the version the refusal was decided on (the row is share-locked, and a
 * writer that committed meanwhile moved the version on). False when nothing was stored: the crew
 * changed or the key was taken meanwhile, and the action is decided again.
 */
export async function storeVenueRefusal(
  db: Tx,
  key: VenueActionKey,
  outcome: Outcome,
  crew: { id: number; venueVersion: number } | null,
): Promise<boolean> {
  const source = crew
    ? sql`(select id from project_crews where tenant_id = ${key.tenantId} and id = ${crew.id} and venue_version = ${crew.venueVersion} for share) as crew`
    : sql`(select 1) as one`;
  const rows = await rowsOf<{ id: number }>(executeNamed(db, keyInsertOf(key, outcome, source)));
  return rows.length > 0;
}

export interface VenueActionWrite {
  key: VenueActionKey;
  crewId: number;
  /** The crew's venue version the decision was made on. */
  venueVersion: number;
  crewItemId: number;
  /** The member's item status the decision was made on (crewItemStatus decided the change from it). */
  itemStatus: CrewItemStatus;
  actorPersonId: number | null;
  now: Date;
  attendance: AttendanceWrite[];
  statusChange: VenueStatusChange | null;
  event: { type: CrewShiftEvent['type']; payload: Record<string, unknown> };
  /** The answer stored under the key, in the same statement. */
  outcome: Outcome;
}

const timestamp = (value: Date | null) => (value === null ? null : value.toISOString());

function attendanceUpsertOf(
  tenantId: number,
  write: AttendanceWrite,
  by: { now: Date; personId: number | null },
): SQL {
  const { values } = write;
  // A check-out leaves the location stamp out: the row keeps the check-in's (attendanceValuesOf).
  const stamp = 'checkInLatitude' in values;
  return sql`insert into crew_item_attendance
      (tenant_id, crew_item_id, attendance, checked_in_at, checked_out_at, break_minutes, check_in_latitude, check_in_longitude, updated_at, updated_by_person_id)
    select ${tenantId}::int, ${write.crewItemId}::int, ${values.attendance}::text, ${timestamp(values.checkedInAt)}::timestamptz, ${timestamp(values.checkedOutAt)}::timestamptz,
      ${values.breakMinutes}::int, ${stamp ? (values.checkInLatitude ?? null) : null}::float8, ${stamp ? (values.checkInLongitude ?? null) : null}::float8,
      ${by.now.toISOString()}::timestamptz, ${by.personId}::int
    from claim
    on conflict (crew_item_id) do update set
      attendance = excluded.attendance, checked_in_at = excluded.checked_in_at, checked_out_at = excluded.checked_out_at,
      break_minutes = excluded.break_minutes,
      ${stamp ? sql.raw('check_in_latitude = excluded.check_in_latitude, check_in_longitude = excluded.check_in_longitude,') : sql.raw('')}
      updated_at = excluded.updated_at, updated_by_person_id = excluded.updated_by_person_id`;
}

/**
 * Everything a venue action writes, in one statement of data-modifying CTEs that commits on its own,
 * guarded: the crew's venue version moves on only from the version read (the row stays locked until
 * the statement commits, and a writer that committed meanwhile leaves another version), the member's
 * item is locked only while it has the status read, and the key is inserted only then. Every write
 * after that takes the key's row as its source: the members' attendance, the item's status and its
 * audit entry with the live update's NOTIFY (crew-items.repository recordCrewItemChange), the
 * crew_shift_events audit row. True when written; false when a guard failed or the key was taken
 * meanwhile, and then nothing but the version moved.
 */
export async function writeVenueAction(db: Tx, write: VenueActionWrite): Promise<boolean> {
  const { key, now, actorPersonId } = write;
  const { tenantId } = key;
  const parts: SQL[] = [
    sql`crew as (
      update project_crews set venue_version = venue_version + 1
      where tenant_id = ${tenantId} and id = ${write.crewId} and venue_version = ${write.venueVersion}
      returning id)`,
    // A planner's status change on the item locks it too (crew-items.repository lockCrewItem).
    sql`item as (
      select i.id from project_crew_items i join crew on crew.id = i.crew_id
      where i.tenant_id = ${tenantId} and i.id = ${write.crewItemId} and i.status = ${write.itemStatus}
      for update of i)`,
    sql`claim as (${keyInsertOf(key, write.outcome, sql`item`)})`,
  ];
  write.attendance.forEach((attendance, index) =>
    parts.push(
      sql`${sql.raw(`attendance_${index}`)} as (${attendanceUpsertOf(tenantId, attendance, { now, personId: actorPersonId })})`,
    ),
  );
  parts.push(sql`event as (
    insert into crew_shift_events (tenant_id, crew_id, crew_item_id, type, actor_person_id, idempotency_key, payload, created_at)
    select ${tenantId}::int, ${write.crewId}::int, ${write.crewItemId}::int, ${write.event.type}::text, ${actorPersonId}::int, ${key.key}::text,
      ${JSON.stringify(write.event.payload)}::jsonb, ${now.toISOString()}::timestamptz
    from claim)`);
  const change = write.statusChange;
  if (change) {
    parts.push(sql`item_status as (
      update project_crew_items set status = ${change.to}${change.to === 'confirmed' ? sql`, confirmed_at = ${now.toISOString()}::timestamptz` : sql``}
      where tenant_id = ${tenantId} and id = ${change.crewItemId} and exists (select 1 from claim))`);
    parts.push(sql`activity as (
      insert into crew_item_status_activities (tenant_id, crew_item_id, from_status, to_status, action, actor_person_id, at, reason)
      select ${tenantId}::int, ${change.crewItemId}::int, ${change.from}::text, ${change.to}::text, ${change.event.type}::text, ${actorPersonId}::int, ${now.toISOString()}::timestamptz, null
      from claim
      returning id)`);
  }
  // Live updates (docs/decisions/196): the NOTIFY goes with the change, delivered on commit only.
  const notified = change
    ? sql`(select count(pg_notify(${CREW_ITEM_CHANGES_CHANNEL}, ${`${tenantId}:`} || activity.id)) from activity)::int`
    : sql`0`;
  const [row] = await rowsOf<{ written: number; notified: number }>(
    executeNamed(
      db,
      sql`with ${sql.join(parts, sql`, `)} select (select count(*) from claim)::int as written, ${notified} as notified`,
    ),
  );
  return (row?.written ?? 0) > 0;
}
