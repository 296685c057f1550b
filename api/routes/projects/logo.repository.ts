import { and, desc, eq, sql } from 'drizzle-orm';
import type { Principal } from '../../auth/accounts';
import type { Db } from '../../db/database';
import type { PermissionType } from '../../db/core.tables';
import { formatTimestamp, formatNullableTimestamp } from '../../lib/format';
import { visibleProjects } from './projects.repository';
import { projectLogos } from './projects.tables';
import { projects } from '../../db/tables/projects.tables';
import type { ProjectLogo } from './logo.schemas';

type LogoRow = typeof projectLogos.$inferSelect;

export function logoOf(row: LogoRow): ProjectLogo {
  return {
    id: row.id,
    projectId: row.projectId,
    status: row.status,
    contentType: row.contentType as ProjectLogo['contentType'],
    byteSize: row.byteSize,
    uploadedAt: formatTimestamp(row.uploadedAt),
    decidedAt: formatNullableTimestamp(row.decidedAt),
  };
}

/**
 * The project by id when the permission lets the caller at it: ALL any of the tenant's (a project
 * token still only its own), OWN the caller's own (a client's company's). Undefined → 404.
 */
export async function findScopedProject(
  db: Db,
  principal: Principal,
  permission: PermissionType | null | undefined,
  id: number,
): Promise<{ id: number; number: string } | undefined> {
  if (!permission) return undefined;
  const [row] = await db
    .select({ id: projects.id, number: projects.number })
    .from(projects)
    .where(and(visibleProjects(db, principal, permission), eq(projects.id, id)));
  return row;
}

/** The latest upload waiting for approval (what whoever may edit the logo sees next to it). */
export async function findPendingLogoRow(
  db: Db,
  tenantId: number,
  projectId: number,
): Promise<LogoRow | undefined> {
  const [row] = await db
    .select()
    .from(projectLogos)
    .where(
      and(
        eq(projectLogos.tenantId, tenantId),
        eq(projectLogos.projectId, projectId),
        eq(projectLogos.status, 'pending'),
      ),
    )
    .orderBy(desc(projectLogos.uploadedAt), desc(projectLogos.id))
    .limit(1);
  return row;
}

/** The project's logo on show: its latest approved one (a pending upload never replaces it). */
export async function findApprovedLogoRow(
  db: Db,
  tenantId: number,
  projectId: number,
): Promise<LogoRow | undefined> {
  const [row] = await db
    .select()
    .from(projectLogos)
    .where(
      and(
        eq(projectLogos.tenantId, tenantId),
        eq(projectLogos.projectId, projectId),
        eq(projectLogos.status, 'approved'),
      ),
    )
    .orderBy(sql`${projectLogos.decidedAt} desc nulls last`, desc(projectLogos.id))
    .limit(1);
  return row;
}

export async function findLogoRow(
  db: Db,
  tenantId: number,
  projectId: number,
  logoId: number,
): Promise<LogoRow | undefined> {
  const [row] = await db
    .select()
    .from(projectLogos)
    .where(
      and(
        eq(projectLogos.tenantId, tenantId),
        eq(projectLogos.projectId, projectId),
        eq(projectLogos.id, logoId),
      ),
    );
  return row;
}

export async function insertLogo(
  db: Db,
  values: typeof projectLogos.$inferInsert,
): Promise<ProjectLogo> {
  const [row] = await db.insert(projectLogos).values(values).returning();
  if (!row) throw new Error('project logo insert returned nothing');
  return logoOf(row);
}
