import { and, asc, count, desc, eq, gt, gte, inArray, isNotNull, lt } from 'drizzle-orm';
import { notifyCrewItemChange } from '../../lib/crew-item-changes.feed';
import { alias } from 'drizzle-orm/pg-core';
import type {
  CrewItemStatus,
  CrewItemStatusEventType,
} from '../../../machines/crewItemStatus.machine';
import { persons } from '../../db/core.tables';
import { readTogether } from '../../db/database';
import type { Db, Tx } from '../../db/database';
import { formatNullableTimestamp, formatTimestamp } from '../../lib/format';
import { projectCrewItems } from '../../db/tables/project-crew-items.tables';
import { functions, projectCrews, projects } from '../../db/tables/projects.tables';
import { venueTimeZone } from '../../lib/venue-zone';
import { crewItemAttendance } from '../../db/tables/crews.tables';
import { crewItemStatusActivities } from '../../db/tables/crew-item-activities.tables';
import type { CrewItem, CrewItemActivity } from './crew-items.schemas';

/**
 * Whose crew items the caller may see and change: the whole tenant (ALL), or under OWN the items of
 * their own company's projects (a client). A caller without a company under OWN sees none.
 */
export interface CrewItemScope {
  tenantId: number;
  /** null: every company of the tenant. */
  companyId: number | null;
  ownOnly: boolean;
}

export type CrewItemRow = typeof projectCrewItems.$inferSelect & {
  projectId: number;
  projectCompanyId: number;
};

const rowColumns = {
  item: projectCrewItems,
  projectId: projectCrews.projectId,
  projectCompanyId: projects.companyId,
};

export function scoped(scope: CrewItemScope) {
  const tenant = eq(projectCrewItems.tenantId, scope.tenantId);
  if (!scope.ownOnly) return tenant;
  // -1 matches no company: an OWN caller without a company sees nothing.
  return and(tenant, eq(projects.companyId, scope.companyId ?? -1));
}

/**
 * The crew item in the caller's scope, locked for the transaction (FOR UPDATE OF the item row), so
 * two planners acting on one item are decided one after the other on the status the first left.
 */
export async function lockCrewItem(
  tx: Tx,
  scope: CrewItemScope,
  id: number,
): Promise<CrewItemRow | undefined> {
  const [row] = await tx
    .select(rowColumns)
    .from(projectCrewItems)
    .innerJoin(projectCrews, eq(projectCrews.id, projectCrewItems.crewId))
    .innerJoin(projects, eq(projects.id, projectCrews.projectId))
    .where(and(eq(projectCrewItems.id, id), scoped(scope)))
    .for('update', { of: projectCrewItems });
  return row && { ...row.item, projectId: row.projectId, projectCompanyId: row.projectCompanyId };
}

/** The crew items of these ids in the caller's scope (the ones not there are left out). */
export async function visibleCrewItemIds(
  db: Db | Tx,
  scope: CrewItemScope,
  ids: number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: projectCrewItems.id })
    .from(projectCrewItems)
    .innerJoin(projectCrews, eq(projectCrews.id, projectCrewItems.crewId))
    .innerJoin(projects, eq(projects.id, projectCrews.projectId))
    .where(and(inArray(projectCrewItems.id, ids), scoped(scope)));
  return rows.map((row) => row.id);
}

/** The crew (with its project's company) a new item goes on, in the caller's scope. */
export async function findCrewInScope(db: Db | Tx, scope: CrewItemScope, crewId: number) {
  const [crew] = await db
    .select({
      id: projectCrews.id,
      startsAt: projectCrews.startsAt,
      endsAt: projectCrews.endsAt,
      projectId: projectCrews.projectId,
    })
    .from(projectCrews)
    .innerJoin(projects, eq(projects.id, projectCrews.projectId))
    .where(
      and(
        eq(projectCrews.tenantId, scope.tenantId),
        eq(projectCrews.id, crewId),
        ...(scope.ownOnly ? [eq(projects.companyId, scope.companyId ?? -1)] : []),
      ),
    )
    .limit(1);
  return crew;
}

export async function functionExists(db: Db | Tx, tenantId: number, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: functions.id })
    .from(functions)
    .where(and(eq(functions.tenantId, tenantId), eq(functions.id, id)))
    .limit(1);
  return row !== undefined;
}

export async function personExists(db: Db | Tx, tenantId: number, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: persons.id })
    .from(persons)
    .where(and(eq(persons.tenantId, tenantId), eq(persons.id, id)))
    .limit(1);
  return row !== undefined;
}

/** The columns an answered crew item is built from (one item or a page of the list). */
const itemColumns = {
  item: projectCrewItems,
  projectId: projectCrews.projectId,
  projectName: projects.name,
  functionName: functions.name,
  personName: persons.name,
  attendance: crewItemAttendance.attendance,
  timeZone: venueTimeZone,
};

type ItemRow = {
  item: typeof projectCrewItems.$inferSelect;
  projectId: number;
  projectName: string;
  functionName: string;
  personName: string | null;
  attendance: string | null;
  timeZone: string;
};

function toCrewItem(row: ItemRow): CrewItem {
  const { item } = row;
  return {
    id: item.id,
    crewId: item.crewId,
    projectId: row.projectId,
    project: { id: row.projectId, caption: row.projectName },
    status: item.status,
    startsAt: formatTimestamp(item.startsAt),
    endsAt: formatTimestamp(item.endsAt),
    timeZone: row.timeZone,
    function: { id: item.functionId, caption: row.functionName },
    person:
      item.personId === null || row.personName === null
        ? null
        : { id: item.personId, caption: row.personName },
    remark: item.remark,
    vacancy: item.vacancy,
    appliedAt: formatNullableTimestamp(item.appliedAt),
    confirmedAt: formatNullableTimestamp(item.confirmedAt),
    cancelledAt: formatNullableTimestamp(item.cancelledAt),
    changedAt: formatNullableTimestamp(item.changedAt),
    checkedIn: row.attendance === 'checkedIn' || row.attendance === 'checkedOut',
  };
}

/** One crew item as the api answers it. */
export async function readCrewItem(
  db: Db | Tx,
  scope: CrewItemScope,
  id: number,
): Promise<CrewItem | undefined> {
  const [row] = await db
    .select(itemColumns)
    .from(projectCrewItems)
    .innerJoin(projectCrews, eq(projectCrews.id, projectCrewItems.crewId))
    .innerJoin(projects, eq(projects.id, projectCrews.projectId))
    .innerJoin(functions, eq(functions.id, projectCrewItems.functionId))
    .leftJoin(persons, eq(persons.id, projectCrewItems.personId))
    .leftJoin(crewItemAttendance, eq(crewItemAttendance.crewItemId, projectCrewItems.id))
    .where(and(eq(projectCrewItems.id, id), scoped(scope)))
    .limit(1);
  return row && toCrewItem(row);
}

/** GET /projectCrewItems: the filters (instants already turned from days), a page. */
export interface CrewItemListQuery {
  /** Shifts starting at or after this instant. */
  from?: Date;
  /** Shifts starting before this instant. */
  to?: Date;
  /** Shifts ending after this instant (with now: running and later). */
  endsAfter?: Date;
  projectId?: number;
  functionId?: number;
  status?: CrewItemStatus;
  limit: number;
  page: number;
}

/**
 * How long a shift may run for the list's `endsAfter` to find it (api/routes/crew-items/README.md, Running shifts first). The api sets
 * no longest shift (a crew item must only end after it starts), so this bound is the list's own: a
 * shift that ends after the instant must have started at most this long before it, which keeps the
 * statement a range scan of project_crew_items_tenant_starts from (instant − bound) rather than a
 * walk over every item the tenant ever had. 48 hours: a venue's day or night shift is under 24 (the
 * demo's longest is 12), so a double shift across two nights still fits; a longer one that began
 * more than 48 hours before the instant is not listed.
 */
export const LONGEST_LISTED_SHIFT_HOURS = 48;

/**
 * The crew item list's two statements (api/routes/crew-items/README.md, The crew item list): the page (project, function and person
 * joined for their captions) and the count, both filtered by the database in the index
 * project_crew_items_tenant_starts (tenant, start, id) order, whatever the filters. `endsAfter`
 * bounds the start as well (LONGEST_LISTED_SHIFT_HOURS), so it stays a range of that index and the
 * end is a filter on the rows of the range.
 */
export function crewItemListStatements(db: Db, scope: CrewItemScope, query: CrewItemListQuery) {
  // The tighter of the two lower bounds on the start: the day asked for, and the earliest start a
  // shift still running at endsAfter can have.
  const runningFrom =
    query.endsAfter === undefined
      ? undefined
      : new Date(query.endsAfter.getTime() - LONGEST_LISTED_SHIFT_HOURS * 3_600_000);
  const startsFrom =
    query.from === undefined || (runningFrom !== undefined && runningFrom > query.from)
      ? runningFrom
      : query.from;
  const where = and(
    scoped(scope),
    startsFrom === undefined ? undefined : gte(projectCrewItems.startsAt, startsFrom),
    query.endsAfter === undefined ? undefined : gt(projectCrewItems.endsAt, query.endsAfter),
    query.to === undefined ? undefined : lt(projectCrewItems.startsAt, query.to),
    query.projectId === undefined ? undefined : eq(projectCrews.projectId, query.projectId),
    query.functionId === undefined ? undefined : eq(projectCrewItems.functionId, query.functionId),
    query.status === undefined ? undefined : eq(projectCrewItems.status, query.status),
  );
  return {
    page: db
      .select(itemColumns)
      .from(projectCrewItems)
      .innerJoin(projectCrews, eq(projectCrews.id, projectCrewItems.crewId))
      .innerJoin(projects, eq(projects.id, projectCrews.projectId))
      .innerJoin(functions, eq(functions.id, projectCrewItems.functionId))
      .leftJoin(persons, eq(persons.id, projectCrewItems.personId))
      .leftJoin(crewItemAttendance, eq(crewItemAttendance.crewItemId, projectCrewItems.id))
      .where(where)
      .orderBy(asc(projectCrewItems.startsAt), asc(projectCrewItems.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    count: countStatement(db, scope, query, where),
  };
}

/**
 * The list's count (api/routes/crew-items/README.md, Counting without joins): the crew items alone when neither the caller's company
 * (OWN) nor a project filter needs the crew and project rows: every item has its crew and the crew
 * its project (NOT NULL foreign keys), so the joins would count the same rows, but over a season of
 * 20,000 they were most of the count's time. With them, the same joins as the page.
 */
function countStatement(
  db: Db,
  scope: CrewItemScope,
  query: CrewItemListQuery,
  where: ReturnType<typeof and>,
) {
  const items = db.select({ total: count() }).from(projectCrewItems);
  if (!scope.ownOnly && query.projectId === undefined) return items.where(where);
  const crews = items.innerJoin(projectCrews, eq(projectCrews.id, projectCrewItems.crewId));
  if (!scope.ownOnly) return crews.where(where);
  return crews.innerJoin(projects, eq(projects.id, projectCrews.projectId)).where(where);
}

/** The crew item list: two statements whatever the page or filters. */
export async function listCrewItems(
  db: Db,
  scope: CrewItemScope,
  query: CrewItemListQuery,
): Promise<{ items: CrewItem[]; total: number }> {
  const statements = crewItemListStatements(db, scope, query);
  const [rows, totals] = await Promise.all([statements.page, statements.count]);
  return { items: rows.map(toCrewItem), total: totals[0]?.total ?? 0 };
}

/** Whose projects a planner's list keeps: the caller's as project manager, or all in scope. */
export interface ManagerFilter {
  /** The project manager's person id; null: every project in the caller's scope. */
  managerPersonId: number | null;
}

/**
 * The applications waiting for the planner (GET /vacancyApplications): vacancies a crew member
 * applied to (the item's person, `applied_at` set) that are still pending, of shifts starting
 * after `startsAfter`, the soonest first. The planner decides them on the crew item list
 * (activate books the applicant). One statement for the page, one for the count.
 */
export async function listVacancyApplications(
  db: Db,
  scope: CrewItemScope,
  query: ManagerFilter & { startsAfter: Date; limit: number; page: number },
): Promise<{ items: CrewItem[]; total: number }> {
  const where = and(
    scoped(scope),
    eq(projectCrewItems.vacancy, true),
    eq(projectCrewItems.status, 'pending'),
    isNotNull(projectCrewItems.personId),
    isNotNull(projectCrewItems.appliedAt),
    gt(projectCrewItems.startsAt, query.startsAfter),
    query.managerPersonId === null
      ? undefined
      : eq(projects.managerPersonId, query.managerPersonId),
  );
  const [rows, totals] = await readTogether(
    db,
    () =>
      db
        .select(itemColumns)
        .from(projectCrewItems)
        .innerJoin(projectCrews, eq(projectCrews.id, projectCrewItems.crewId))
        .innerJoin(projects, eq(projects.id, projectCrews.projectId))
        .innerJoin(functions, eq(functions.id, projectCrewItems.functionId))
        .leftJoin(persons, eq(persons.id, projectCrewItems.personId))
        .leftJoin(crewItemAttendance, eq(crewItemAttendance.crewItemId, projectCrewItems.id))
        .where(where)
        .orderBy(asc(projectCrewItems.startsAt), asc(projectCrewItems.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
    () =>
      db
        .select({ total: count() })
        .from(projectCrewItems)
        .innerJoin(projectCrews, eq(projectCrews.id, projectCrewItems.crewId))
        .innerJoin(projects, eq(projects.id, projectCrews.projectId))
        .where(where),
  );
  return { items: rows.map(toCrewItem), total: totals[0]?.total ?? 0 };
}

export interface CrewItemChange {
  tenantId: number;
  crewItemId: number;
  from: CrewItemStatus | null;
  to: CrewItemStatus;
  action: CrewItemStatusEventType;
  actorPersonId: number | null;
  at: Date;
  reason?: string | null;
}

/**
 * The audit entry of one status change. Every route that moves a crew item calls it in the
 * transaction of the change (the crew item actions, POST /jobs/{id}/confirmation, the venue no-show),
 * so an entry exists exactly when the change committed.
 */
export async function recordCrewItemChange(tx: Tx | Db, change: CrewItemChange): Promise<void> {
  const [row] = await tx
    .insert(crewItemStatusActivities)
    .values({
      tenantId: change.tenantId,
      crewItemId: change.crewItemId,
      fromStatus: change.from,
      toStatus: change.to,
      action: change.action,
      actorPersonId: change.actorPersonId,
      at: change.at,
      reason: change.reason ?? null,
    })
    .returning({ id: crewItemStatusActivities.id });
  // Live updates (docs/decisions/196): NOTIFY in the same transaction, so PostgreSQL delivers it on
  // commit and never for a rolled-back change. Ids only; each listener reads what its caller may see.
  if (row) await notifyCrewItemChange(tx, change.tenantId, row.id);
}

const actors = alias(persons, 'actors');

/** The audit entries of these crew items, newest first (the caller checked they may read them). */
export async function listCrewItemActivities(
  db: Db | Tx,
  tenantId: number,
  crewItemIds: number[],
): Promise<CrewItemActivity[]> {
  if (crewItemIds.length === 0) return [];
  const rows = await db
    .select({ activity: crewItemStatusActivities, actorName: actors.name })
    .from(crewItemStatusActivities)
    .leftJoin(actors, eq(actors.id, crewItemStatusActivities.actorPersonId))
    .where(
      and(
        eq(crewItemStatusActivities.tenantId, tenantId),
        inArray(crewItemStatusActivities.crewItemId, crewItemIds),
      ),
    )
    .orderBy(desc(crewItemStatusActivities.at), desc(crewItemStatusActivities.id));
  return rows.map(({ activity, actorName }) => ({
    id: activity.id,
    crewItemId: activity.crewItemId,
    from: activity.fromStatus,
    to: activity.toStatus,
    action: activity.action,
    actor:
      activity.actorPersonId === null || actorName === null
        ? null
        : { id: activity.actorPersonId, caption: actorName },
    at: formatTimestamp(activity.at),
    reason: activity.reason,
  }));
}
