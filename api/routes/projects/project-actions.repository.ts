import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Principal } from '../../auth/accounts';
import { recipientLocale } from '../../i18n/recipient';
import type { Locale } from '../../i18n';
import type { Db, Tx } from '../../db/database';
import { companies, persons } from '../../db/core.tables';
import type { PermissionType } from '../../db/core.tables';
import { projectCrewItems } from '../../db/tables/project-crew-items.tables';
import { functions, locations, projectCrews, projects } from '../../db/tables/projects.tables';
import { venueTimeZone } from '../../lib/venue-zone';
import { visibleProjects } from './projects.repository';
import { PROJECT_COPY_STATUS, daysBetween, shiftDay } from '../../../machines/projectCopy';
import { dayProblem, FIRST_DAY, isInstantInRange, LAST_DAY } from '../../../machines/dateFormats';
import { badUserInput } from '../../lib/errors';
import type { ProjectCopyParts } from '../../../machines/projectCopy';
import type { CrewItemStatus } from '../../../machines/crewItemStatus.machine';

// The project actions' data: the project a caller may act on, its copy in one
// transaction, and the rows of its report and crew export.

export type ProjectRow = typeof projects.$inferSelect;

/**
 * The project with this id if the caller may read it (the projects READ right's OWN rule, as
 * GET /projects/{number}); undefined otherwise, so another company's project is a 404.
 */
export async function findVisibleProject(
  db: Db,
  principal: Principal,
  permission: PermissionType,
  id: number,
): Promise<(ProjectRow & { companyName: string }) | undefined> {
  const [row] = await db
    .select({ project: projects, companyName: companies.name })
    .from(projects)
    .innerJoin(companies, eq(companies.id, projects.companyId))
    .where(and(visibleProjects(db, principal, permission), eq(projects.id, id)))
    .limit(1);
  return row ? { ...row.project, companyName: row.companyName } : undefined;
}

/**
 * The next free project number of the tenant: one more than the highest numeric number, as wide
 * as that number (0999 → 1000). The caller holds the tenant's project-number lock.
 */
async function nextProjectNumber(tx: Tx, tenantId: number): Promise<string> {
  const [row] = await tx
    .select({
      highest: sql<string | null>`max(${projects.number}::bigint)::text`,
      width: sql<number | null>`max(length(${projects.number}))`,
    })
    .from(projects)
    .where(and(eq(projects.tenantId, tenantId), sql`${projects.number} ~ '^[0-9]{1,15}$'`));
  if (!row || row.highest === null) return '1';
  return String(Number(row.highest) + 1).padStart(Number(row.width ?? 0), '0');
}

/** The key of the transaction lock that makes taking the next project number race-safe (one per tenant). */
const PROJECT_NUMBER_LOCK = 11_003;

export interface CopyRequest {
  beginDate: string;
  parts: ProjectCopyParts;
  /** The IANA zone whose wall-clock times the copy keeps (the caller's, api/routes/projects/README.md, Copying a project). */
  timeZone: string;
}

/** A moment moved by whole calendar days in a zone: 09:00 stays 09:00 across a DST change. */
export function shiftMoment(at: Date, days: number, zone: string): Date {
  return DateTime.fromJSDate(at, { zone }).plus({ days }).toJSDate();
}

/**
 * Copies the project (and the parts asked for) inside the caller's transaction: a failure at any
 * step rolls back every row written before it. The copy is an inquiry with a new number; its
 * crew items are open again (pending, no confirmation, no change or cancellation marks), the
 * booked persons, if copied, stay on them unconfirmed; cancelled items are not copied.
 */
export async function copyProject(
  tx: Tx,
  source: ProjectRow,
  request: CopyRequest,
): Promise<ProjectRow> {
  const offset = daysBetween(source.beginDate, request.beginDate);
  const tenantId = source.tenantId;
  const endDate = shiftDay(source.endDate, offset);
  // Everything the copy takes is read and moved first, so that a copy that cannot be stored is
  // refused before anything is written.
  const crews = request.parts.crews
    ? await tx
        .select()
        .from(projectCrews)
        .where(and(eq(projectCrews.tenantId, tenantId), eq(projectCrews.projectId, source.id)))
        .orderBy(asc(projectCrews.startsAt), asc(projectCrews.id))
    : [];
  const items =
    request.parts.crewItems && crews.length > 0
      ? await tx
          .select()
          .from(projectCrewItems)
          .where(
            and(
              eq(projectCrewItems.tenantId, tenantId),
              inArray(
                projectCrewItems.crewId,
                crews.map((crew) => crew.id),
              ),
              ne(projectCrewItems.status, 'cancelled'),
            ),
          )
          .orderBy(asc(projectCrewItems.id))
      : [];
  const move = (at: Date) => shiftMoment(at, offset, request.timeZone);
  const movedCrews = crews.map(({ id: _crewId, ...crew }) => ({
    ...crew,
    startsAt: move(crew.startsAt),
    endsAt: move(crew.endsAt),
    // The crew chief is a booked person: only copied with the persons.
    crewChiefPersonId: request.parts.persons ? crew.crewChiefPersonId : null,
  }));
  const movedItems = items.map((item) => ({
    ...item,
    startsAt: move(item.startsAt),
    endsAt: move(item.endsAt),
  }));
  // A begin date near the end of the api's days (9999-12-30) moves the rest past it, where
  // PostgreSQL takes no date as sent (decision 247): a 400, not a failed statement.
  const times = [...movedCrews, ...movedItems].flatMap((row) => [row.startsAt, row.endsAt]);
  if (dayProblem(endDate) !== null || !times.every((at) => isInstantInRange(at))) {
    throw badUserInput(`The copy would not lie between ${FIRST_DAY} and ${LAST_DAY}`);
  }

  await tx.execute(sql`select pg_advisory_xact_lock(${PROJECT_NUMBER_LOCK}, ${tenantId})`);
  const number = await nextProjectNumber(tx, tenantId);
  const {
    id: _id,
    number: _number,
    passwordHash: _passwordHash,
    status: _status,
    ...fields
  } = source;
  const [copy] = await tx
    .insert(projects)
    .values({
      ...fields,
      number,
      status: PROJECT_COPY_STATUS,
      passwordHash: null,
      beginDate: shiftDay(source.beginDate, offset),
      endDate,
    })
    .returning();
  if (!copy) throw new Error('The copy was not written');
  if (movedCrews.length === 0) return copy;

  const newCrews = await tx
    .insert(projectCrews)
    .values(movedCrews.map((crew) => ({ ...crew, projectId: copy.id })))
    .returning({ id: projectCrews.id });
  if (movedItems.length === 0) return copy;

  const crewIdOf = new Map(crews.map((crew, index) => [crew.id, newCrews[index]?.id as number]));
  await tx.insert(projectCrewItems).values(
    movedItems.map((item) => ({
      tenantId,
      crewId: crewIdOf.get(item.crewId) as number,
      functionId: item.functionId,
      personId: request.parts.persons ? item.personId : null,
      status: 'pending' as CrewItemStatus,
      startsAt: item.startsAt,
      endsAt: item.endsAt,
      remark: item.remark,
      spare: item.spare,
    })),
  );
  return copy;
}

/** One booked or open position of the project: a row of the report's crew table and of the export. */
export interface CrewListRow {
  crewCaption: string;
  location: string | null;
  crewStartsAt: Date;
  crewEndsAt: Date;
  /** The crew's venue zone (venue-zone.ts): its times are printed in it (decision 248). */
  timeZone: string;
  personName: string | null;
  functionName: string;
  startsAt: Date;
  endsAt: Date;
  status: CrewItemStatus;
}

/** The project's crews and their items in time order, one statement. */
export async function crewListOf(
  db: Db,
  project: ProjectRow,
): Promise<{ crews: CrewListRow[]; emptyCrews: CrewListRow[] }> {
  const rows = await db
    .select({
      crewId: projectCrews.id,
      crewCaption: projectCrews.caption,
      location: locations.name,
      crewStartsAt: projectCrews.startsAt,
      crewEndsAt: projectCrews.endsAt,
      timeZone: venueTimeZone,
      personName: persons.name,
      functionName: functions.name,
      startsAt: projectCrewItems.startsAt,
      endsAt: projectCrewItems.endsAt,
      status: projectCrewItems.status,
    })
    .from(projectCrews)
    .leftJoin(locations, eq(locations.id, projectCrews.locationId))
    .leftJoin(projectCrewItems, eq(projectCrewItems.crewId, projectCrews.id))
    .leftJoin(functions, eq(functions.id, projectCrewItems.functionId))
    .leftJoin(persons, eq(persons.id, projectCrewItems.personId))
    .where(and(eq(projectCrews.tenantId, project.tenantId), eq(projectCrews.projectId, project.id)))
    .orderBy(
      asc(projectCrews.startsAt),
      asc(projectCrews.id),
      asc(projectCrewItems.startsAt),
      asc(projectCrewItems.id),
    );
  const crews: CrewListRow[] = [];
  const emptyCrews: CrewListRow[] = [];
  for (const row of rows) {
    const base = {
      crewCaption: row.crewCaption,
      location: row.location,
      crewStartsAt: row.crewStartsAt,
      crewEndsAt: row.crewEndsAt,
      timeZone: row.timeZone,
    };
    if (row.startsAt === null || row.endsAt === null || row.status === null) {
      emptyCrews.push({
        ...base,
        personName: null,
        functionName: '',
        startsAt: row.crewStartsAt,
        endsAt: row.crewEndsAt,
        status: 'pending',
      });
      continue;
    }
    crews.push({
      ...base,
      personName: row.personName,
      functionName: row.functionName ?? '',
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      status: row.status,
    });
  }
  return { crews, emptyCrews };
}

/**
 * The caller's language (the app's rule, api/i18n/recipient.ts: a project token gets the tenant's)
 * and time zone (a person's, else Europe/Amsterdam).
 */
export async function readerOf(
  db: Db,
  principal: Principal,
): Promise<{ locale: Locale; timeZone: string }> {
  const locale = await recipientLocale(db, principal.tenantId, { personId: principal.personId });
  if (principal.personId === null) return { locale, timeZone: 'Europe/Amsterdam' };
  const [row] = await db
    .select({ timeZone: persons.timeZone })
    .from(persons)
    .where(and(eq(persons.tenantId, principal.tenantId), eq(persons.id, principal.personId)))
    .limit(1);
  return { locale, timeZone: row?.timeZone ?? 'Europe/Amsterdam' };
}
