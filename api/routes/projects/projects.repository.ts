import { and, asc, count, eq, exists, gte, ilike, inArray, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import type { Principal } from '../../auth/accounts';
import type { Db } from '../../db/database';
import { companies, persons } from '../../db/core.tables';
import { projectCrewItems } from '../../db/tables/project-crew-items.tables';
import { branches, projectCrews, projects } from '../../db/tables/projects.tables';
import type { Project, ProjectListItem } from './projects.schemas';
import type { ProjectSort, ProjectStatus } from '../../../machines/projects.types';
import type { PermissionType } from '../../db/core.tables';

/**
 * OWN means: a project token its own project; a client contact the projects of their company; a crew
 * member the projects they work on or lead. ALL means any project of the tenant.
 */
export function ownedBy(db: Db, principal: Principal): SQL {
  if (principal.type === 'project') return eq(projects.id, principal.projectId ?? -1);
  if (principal.type !== 'user' || principal.personId === null) return sql`false`;
  const personId = principal.personId;
  const conditions: SQL[] = [
    exists(
      db
        .select({ one: sql`1` })
        .from(projectCrews)
        .leftJoin(projectCrewItems, eq(projectCrewItems.crewId, projectCrews.id))
        .where(
          and(
            eq(projectCrews.projectId, projects.id),
            or(
              eq(projectCrewItems.personId, personId),
              eq(projectCrews.crewChiefPersonId, personId),
            ),
          ),
        ),
    ),
  ];
  if (principal.companyId !== null) conditions.push(eq(projects.companyId, principal.companyId));
  return or(...conditions) ?? sql`false`;
}

/** Even with ALL, a project token reads only its own project (the rule of every projects read). */
export function readsOwnOnly(principal: Principal, permission: PermissionType): boolean {
  return permission !== 'ALL' || principal.type === 'project';
}

/**
 * The projects the caller may read: the tenant's (ALL), or under OWN those it owns (ownedBy).
 * Another tenant's or, under OWN, another company's project is "not found", never "forbidden".
 */
export function visibleProjects(
  db: Db,
  principal: Principal,
  permission: PermissionType,
): SQL | undefined {
  return and(
    eq(projects.tenantId, principal.tenantId),
    readsOwnOnly(principal, permission) ? ownedBy(db, principal) : undefined,
  );
}

export async function findProjectByNumber(
  db: Db,
  principal: Principal,
  permission: PermissionType,
  number: string,
): Promise<Project | undefined> {
  const [row] = await db
    .select({ project: projects, company: { id: companies.id, name: companies.name } })
    .from(projects)
    .innerJoin(companies, eq(companies.id, projects.companyId))
    .where(and(visibleProjects(db, principal, permission), eq(projects.number, number)))
    .limit(1);
  if (!row) return undefined;
  const { project, company } = row;
  return {
    id: project.id,
    number: project.number,
    name: project.name,
    beginDate: project.beginDate,
    endDate: project.endDate,
    company: { id: company.id, caption: company.name },
  };
}

/** What the projects list is asked for (GET /projects), validated by the route. */
export interface ProjectListQuery {
  q?: string;
  companyId?: number;
  branchId?: number;
  status?: ProjectStatus[];
  beginDateFrom: string;
  beginDateTo?: string;
  /** Only projects ending on or after this day (the calendar's overlap with a period). */
  endDateFrom?: string;
  /** Only the projects the caller manages. */
  mine: boolean;
  sort: ProjectSort;
  limit: number;
  page: number;
}

/** LIKE's own characters in the search text match themselves. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const managers = alias(persons, 'project_manager');

/**
 * The order of each sort, written to match the list's indexes (api/routes/projects/README.md, Project fields, branches and the list's indexes): projects_tenant_begin_date_idx
 * is (tenant, begin_date DESC NULLS LAST, id), read forwards for the latest first and backwards for the
 * earliest first, so the page is the first rows of an index scan.
 */
function orderOf(sort: ProjectSort): SQL[] {
  switch (sort) {
    case 'beginDateAsc':
      return [sql`${projects.beginDate} asc nulls first`, sql`${projects.id} desc`];
    case 'number':
      return [asc(projects.number), asc(projects.id)];
    case 'name':
      return [sql`lower(${projects.name}) asc`, asc(projects.id)];
    case 'beginDateDesc':
      return [sql`${projects.beginDate} desc nulls last`, asc(projects.id)];
  }
}

/** The list's two statements (the page, the count), unexecuted: listProjects runs them, a test EXPLAINs them. */
export function projectListStatements(
  db: Db,
  principal: Principal,
  permission: PermissionType,
  query: ProjectListQuery,
) {
  const text = query.q?.trim();
  const where = and(
    visibleProjects(db, principal, permission),
    eq(projects.kind, 'client'),
    gte(projects.beginDate, query.beginDateFrom),
    query.beginDateTo === undefined ? undefined : lte(projects.beginDate, query.beginDateTo),
    query.endDateFrom === undefined ? undefined : gte(projects.endDate, query.endDateFrom),
    query.companyId === undefined ? undefined : eq(projects.companyId, query.companyId),
    query.branchId === undefined ? undefined : eq(projects.branchId, query.branchId),
    query.status === undefined || query.status.length === 0
      ? undefined
      : inArray(projects.status, query.status),
    query.mine
      ? principal.personId === null
        ? sql`false`
        : eq(projects.managerPersonId, principal.personId)
      : undefined,
    text
      ? or(
          ilike(projects.number, likePattern(text)),
          ilike(projects.name, likePattern(text)),
          ilike(projects.clientMark, likePattern(text)),
          ilike(projects.reference, likePattern(text)),
        )
      : undefined,
  );
  return {
    page: db
      .select({
        project: projects,
        company: { id: companies.id, caption: companies.name },
        branch: { id: branches.id, caption: branches.name },
        manager: { id: managers.id, caption: managers.name },
      })
      .from(projects)
      .innerJoin(companies, eq(companies.id, projects.companyId))
      .leftJoin(
        branches,
        and(eq(branches.id, projects.branchId), eq(branches.tenantId, projects.tenantId)),
      )
      .leftJoin(
        managers,
        and(eq(managers.id, projects.managerPersonId), eq(managers.tenantId, projects.tenantId)),
      )
      .where(where)
      .orderBy(...orderOf(query.sort))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    count: db.select({ total: count() }).from(projects).where(where),
  };
}

/**
 * The projects list: the tenant's (ALL) or the caller's own (OWN: a client's company), never the
 * internal sickness and vacation projects (SPEC.md §7). Two statements whatever the page: the page
 * (company, branch and manager joined) and the count.
 */
export async function listProjects(
  db: Db,
  principal: Principal,
  permission: PermissionType,
  query: ProjectListQuery,
): Promise<{ items: ProjectListItem[]; total: number }> {
  const statements = projectListStatements(db, principal, permission, query);
  const [rows, totals] = await Promise.all([statements.page, statements.count]);
  return {
    items: rows.map(({ project, company, branch, manager }) => ({
      id: project.id,
      number: project.number,
      name: project.name,
      clientMark: project.clientMark,
      reference: project.reference,
      beginDate: project.beginDate,
      endDate: project.endDate,
      status: project.status,
      company,
      branch,
      manager,
    })),
    total: totals[0]?.total ?? 0,
  };
}
