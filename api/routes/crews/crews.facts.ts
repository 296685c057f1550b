import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import type { CrewShiftFacts, CrewShiftMember } from '../../../machines/crewShift.machine';
import { readTogether } from '../../db/database';
import type { Db, Tx } from '../../db/database';
import { formatTimestamp } from '../../lib/format';
import { projectCrewItems } from '../../db/tables/project-crew-items.tables';
import { functions } from '../../db/tables/projects.tables';
import { crewDocuments, crewItemAttendance, crewSignOffs } from '../../db/tables/crews.tables';
import type { CrewRow } from './crews.access';

// The crewShift machine's facts (CrewShiftFacts) from the rows, and back: the crew's items with
// their attendance (no row = expected), the client's sign-off and the released documents. The
// api decides every venue action on facts loaded here and writes exactly the facts the machine
// answered (crewShiftDecision), so the rules live in the machine alone.

/** The statuses of crew items that are not members of the shift: cancelled and dropped. */
const MEMBER_STATUSES_LEFT_OUT = ['cancelled', 'notNeeded'] as const;
const LEFT_OUT_LIST = sql.raw(
  `(${MEMBER_STATUSES_LEFT_OUT.map((status) => `'${status}'`).join(', ')})`,
);

/**
 * The one rule for which crew items are the shift's members: a person on it, not cancelled and
 * not dropped. Columns, so Drizzle's query and the venue action's hand-written SQL share it.
 */
export function isShiftMember(personId: SQLWrapper, status: SQLWrapper): SQL {
  return sql`${personId} is not null and ${status} not in ${LEFT_OUT_LIST}`;
}

export interface CrewMemberRow {
  crewId: number;
  id: number;
  personId: number;
  functionId: number;
  functionName: string;
  startsAt: Date;
  endsAt: Date;
  attendance: CrewShiftMember['attendance'];
  checkedInAt: Date | null;
  checkedOutAt: Date | null;
  breakMinutes: number;
  /** The crew item's planned break (0: none). */
  plannedBreakMinutes: number;
  checkInLatitude: number | null;
  checkInLongitude: number | null;
}

export interface CrewPaperwork {
  signedOffAt: Date | null;
  deliveryNoteReleasedAt: Date | null;
  crewChiefSheetReleasedAt: Date | null;
}

/** The members of these crews in a stable order (start, then item id), grouped by crew. */
export async function loadCrewMembers(
  db: Db | Tx,
  tenantId: number,
  crewIds: number[],
): Promise<Map<number, CrewMemberRow[]>> {
  const byCrew = new Map<number, CrewMemberRow[]>(crewIds.map((id) => [id, []]));
  if (crewIds.length === 0) return byCrew;
  const rows = await db
    .select({
      crewId: projectCrewItems.crewId,
      id: projectCrewItems.id,
      personId: projectCrewItems.personId,
      functionId: projectCrewItems.functionId,
      functionName: functions.name,
      startsAt: projectCrewItems.startsAt,
      endsAt: projectCrewItems.endsAt,
      attendance: crewItemAttendance.attendance,
      checkedInAt: crewItemAttendance.checkedInAt,
      checkedOutAt: crewItemAttendance.checkedOutAt,
      breakMinutes: crewItemAttendance.breakMinutes,
      plannedBreakMinutes: projectCrewItems.plannedBreakMinutes,
      checkInLatitude: crewItemAttendance.checkInLatitude,
      checkInLongitude: crewItemAttendance.checkInLongitude,
    })
    .from(projectCrewItems)
    .innerJoin(functions, eq(functions.id, projectCrewItems.functionId))
    .leftJoin(crewItemAttendance, eq(crewItemAttendance.crewItemId, projectCrewItems.id))
    .where(
      and(
        eq(projectCrewItems.tenantId, tenantId),
        inArray(projectCrewItems.crewId, crewIds),
        isShiftMember(projectCrewItems.personId, projectCrewItems.status),
      ),
    )
    .orderBy(projectCrewItems.startsAt, projectCrewItems.id);
  for (const row of rows) {
    byCrew.get(row.crewId)?.push({
      ...row,
      personId: row.personId as number,
      attendance: row.attendance ?? 'expected',
      breakMinutes: row.breakMinutes ?? 0,
    });
  }
  return byCrew;
}

/** How far the crews' paperwork has come: the sign-off and the released documents. */
export async function loadCrewPaperwork(
  db: Db | Tx,
  tenantId: number,
  crewIds: number[],
): Promise<Map<number, CrewPaperwork>> {
  const byCrew = new Map<number, CrewPaperwork>(
    crewIds.map((id) => [
      id,
      { signedOffAt: null, deliveryNoteReleasedAt: null, crewChiefSheetReleasedAt: null },
    ]),
  );
  if (crewIds.length === 0) return byCrew;
  // One statement for both tables (a crew's venue actions read this under the crew's lock, so every
  // round trip counts): the sign-off and the released documents as (crew, kind, at) rows.
  const signOffs = db
    .select({
      crewId: crewSignOffs.crewId,
      kind: sql<string>`'signOff'`.as('kind'),
      at: crewSignOffs.signedAt,
    })
    .from(crewSignOffs)
    .where(and(eq(crewSignOffs.tenantId, tenantId), inArray(crewSignOffs.crewId, crewIds)));
  const documents = db
    .select({
      crewId: crewDocuments.crewId,
      kind: sql<string>`${crewDocuments.kind}`.as('kind'),
      at: crewDocuments.releasedAt,
    })
    .from(crewDocuments)
    .where(and(eq(crewDocuments.tenantId, tenantId), inArray(crewDocuments.crewId, crewIds)));
  for (const row of await signOffs.unionAll(documents)) {
    const paperwork = byCrew.get(row.crewId);
    if (!paperwork) continue;
    if (row.kind === 'signOff') paperwork.signedOffAt = row.at;
    else if (row.kind === 'deliveryNote') paperwork.deliveryNoteReleasedAt = row.at;
    else paperwork.crewChiefSheetReleasedAt = row.at;
  }
  return byCrew;
}

const iso = (value: Date | null) => (value === null ? null : formatTimestamp(value));

export function memberFactsOf(row: CrewMemberRow): CrewShiftMember {
  return {
    id: String(row.id),
    attendance: row.attendance,
    checkedInAt: iso(row.checkedInAt),
    checkedOutAt: iso(row.checkedOutAt),
    breakMinutes: row.breakMinutes,
    startsAt: formatTimestamp(row.startsAt),
    plannedBreakMinutes: row.plannedBreakMinutes,
  };
}

/** The machine's facts of one crew from its loaded rows. */
export function crewShiftFactsOf(
  crew: Pick<CrewRow, 'startsAt' | 'endsAt'>,
  members: CrewMemberRow[],
  paperwork: CrewPaperwork,
): CrewShiftFacts {
  return {
    startsAt: formatTimestamp(crew.startsAt),
    endsAt: formatTimestamp(crew.endsAt),
    members: members.map(memberFactsOf),
    signedOffAt: iso(paperwork.signedOffAt),
    deliveryNoteReleasedAt: iso(paperwork.deliveryNoteReleasedAt),
    crewChiefSheetReleasedAt: iso(paperwork.crewChiefSheetReleasedAt),
  };
}

/** One crew's facts, with the member rows they came from. */
export async function loadCrewShiftFacts(
  db: Db | Tx,
  tenantId: number,
  crew: Pick<CrewRow, 'id' | 'startsAt' | 'endsAt'>,
): Promise<{ facts: CrewShiftFacts; members: CrewMemberRow[]; paperwork: CrewPaperwork }> {
  const [members, paperwork] = await readTogether(
    db,
    () => loadCrewMembers(db, tenantId, [crew.id]),
    () => loadCrewPaperwork(db, tenantId, [crew.id]),
  );
  const rows = members.get(crew.id) ?? [];
  const papers = paperwork.get(crew.id) ?? {
    signedOffAt: null,
    deliveryNoteReleasedAt: null,
    crewChiefSheetReleasedAt: null,
  };
  return { facts: crewShiftFactsOf(crew, rows, papers), members: rows, paperwork: papers };
}

const sameMember = (a: CrewShiftMember, b: CrewShiftMember) =>
  a.attendance === b.attendance &&
  a.checkedInAt === b.checkedInAt &&
  a.checkedOutAt === b.checkedOutAt &&
  a.breakMinutes === b.breakMinutes;

/**
 * The attendance columns written for a member going from `old` to `member`: the location stamp is
 * set by a check-in, kept by a check-out (left out: the row keeps it) and cleared otherwise.
 */
function attendanceValuesOf(
  old: CrewShiftMember | undefined,
  member: CrewShiftMember,
  stamp: { latitude: number; longitude: number } | null | undefined,
) {
  const checkingIn = member.attendance === 'checkedIn' && old?.attendance !== 'checkedIn';
  return {
    attendance: member.attendance,
    checkedInAt: member.checkedInAt === null ? null : new Date(member.checkedInAt),
    checkedOutAt: member.checkedOutAt === null ? null : new Date(member.checkedOutAt),
    breakMinutes: member.breakMinutes,
    ...(checkingIn || member.attendance !== 'checkedOut'
      ? {
          checkInLatitude: checkingIn ? (stamp?.latitude ?? null) : null,
          checkInLongitude: checkingIn ? (stamp?.longitude ?? null) : null,
        }
      : {}),
  };
}

/**
 * A member's row as writeVenueAction (crews.venue-action.ts) leaves it after the machine answered `after` for it: what a
 * venue action answers without reading the row again.
 */
export function memberRowAfter(
  row: CrewMemberRow,
  after: CrewShiftMember,
  stamp?: { latitude: number; longitude: number } | null,
): CrewMemberRow {
  const before = memberFactsOf(row);
  if (sameMember(before, after)) return row;
  return { ...row, ...attendanceValuesOf(before, after, stamp) };
}

/** One member's attendance row as the machine left it: its crew item and the columns to write. */
export interface AttendanceWrite {
  crewItemId: number;
  values: ReturnType<typeof attendanceValuesOf>;
}

/**
 * The attendance rows to write for the machine's answer (`after`): one per member whose facts
 * differ from `before`. `stamp` is the optional location stamp of a check-in.
 */
export function attendanceWritesOf(
  before: CrewShiftFacts,
  after: CrewShiftFacts,
  stamp: { latitude: number; longitude: number } | null | undefined,
): AttendanceWrite[] {
  const previous = new Map(before.members.map((member) => [member.id, member]));
  const writes: AttendanceWrite[] = [];
  for (const member of after.members) {
    const old = previous.get(member.id);
    if (old && sameMember(old, member)) continue;
    writes.push({ crewItemId: Number(member.id), values: attendanceValuesOf(old, member, stamp) });
  }
  return writes;
}

/** The facts of many crews at once (the lists: the crews a chief leads), in a fixed number of queries. */
export async function loadCrewShiftFactsMany(
  db: Db | Tx,
  tenantId: number,
  crews: Pick<CrewRow, 'id' | 'startsAt' | 'endsAt'>[],
): Promise<Map<number, { facts: CrewShiftFacts; members: CrewMemberRow[] }>> {
  const ids = crews.map((crew) => crew.id);
  const [members, paperwork] = await readTogether(
    db,
    () => loadCrewMembers(db, tenantId, ids),
    () => loadCrewPaperwork(db, tenantId, ids),
  );
  const none: CrewPaperwork = {
    signedOffAt: null,
    deliveryNoteReleasedAt: null,
    crewChiefSheetReleasedAt: null,
  };
  return new Map(
    crews.map((crew) => {
      const rows = members.get(crew.id) ?? [];
      return [
        crew.id,
        { facts: crewShiftFactsOf(crew, rows, paperwork.get(crew.id) ?? none), members: rows },
      ];
    }),
  );
}
