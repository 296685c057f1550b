import { and, eq, exists, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Principal } from '../../auth/accounts';
import type { Db } from '../../db/database';
import { companies } from '../../db/core.tables';
import { projectCrewItems } from '../jobs/jobs.tables';
import { projectCrews, projects } from './projects.tables';
import type { Project } from './projects.schemas';
import type { PermissionType } from '../../db/core.tables';

/**
 * OWN means: a project token its own project; a client contact the projects of their company; a crew
 * member the projects they work on or lead. ALL means any project of the tenant.
 */
function ownedBy(db: Db, principal: Principal): SQL {
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
            or(eq(projectCrewItems.personId, personId), eq(projectCrews.crewChiefPersonId, personId)),
          ),
        ),
    ),
  ];
  if (principal.companyId !== null) conditions.push(eq(projects.companyId, principal.companyId));
  return or(...conditions) ?? sql`false`;
}

export async function findProjectByNumber(
  db: Db,
  principal: Principal,
  permission: PermissionType,
  number: string,
): Promise<Project | undefined> {
  // Even with ALL, a project token reads only its own project.
  const ownOnly = permission !== 'ALL' || principal.type === 'project';
  const [row] = await db
    .select({ project: projects, company: { id: companies.id, name: companies.name } })
    .from(projects)
    .innerJoin(companies, eq(companies.id, projects.companyId))
    .where(
      and(eq(projects.tenantId, principal.tenantId), eq(projects.number, number), ownOnly ? ownedBy(db, principal) : undefined),
    )
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
