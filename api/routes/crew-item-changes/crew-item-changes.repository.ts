import { and, asc, eq, gt, max, or } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database';
import { formatTimestamp } from '../../lib/format';
import { crewItemStatusActivities } from '../../db/tables/crew-item-activities.tables';
import { projectCrewItems } from '../../db/tables/project-crew-items.tables';
import { projectCrews, projects } from '../../db/tables/projects.tables';
import type { CrewItemChangeEvent } from './crew-item-changes.schemas';

/**
 * Which changes a stream delivers: the whole tenant (planningCrewItemList READ ALL), or any of the
 * caller's company's projects (READ OWN, a client) and the caller's own crew items (jobs READ, a crew
 * member). Decided once when the stream opens, applied in the query of every batch.
 */
export interface ChangeScope {
  tenantId: number;
  all: boolean;
  /** The company whose projects' items are delivered (a client); null for none. */
  companyId: number | null;
  /** The person whose own items are delivered (a crew member); null for none. */
  personId: number | null;
}

function scopeCondition(scope: ChangeScope): SQL | undefined {
  const tenant = eq(crewItemStatusActivities.tenantId, scope.tenantId);
  if (scope.all) return tenant;
  const any: SQL[] = [];
  if (scope.companyId !== null) any.push(eq(projects.companyId, scope.companyId));
  if (scope.personId !== null) any.push(eq(projectCrewItems.personId, scope.personId));
  // No company and no person: nothing (the route refuses such a caller before it gets here).
  return and(tenant, any.length === 0 ? eq(crewItemStatusActivities.id, -1) : or(...any));
}

/** The changes after `afterId` the scope may see, oldest first. */
export async function listChangesAfter(
  db: Db | Tx,
  scope: ChangeScope,
  afterId: number,
  limit: number,
): Promise<CrewItemChangeEvent[]> {
  const rows = await db
    .select({
      id: crewItemStatusActivities.id,
      crewItemId: crewItemStatusActivities.crewItemId,
      crewId: projectCrewItems.crewId,
      projectId: projectCrews.projectId,
      from: crewItemStatusActivities.fromStatus,
      to: crewItemStatusActivities.toStatus,
      action: crewItemStatusActivities.action,
      at: crewItemStatusActivities.at,
    })
    .from(crewItemStatusActivities)
    .innerJoin(projectCrewItems, eq(projectCrewItems.id, crewItemStatusActivities.crewItemId))
    .innerJoin(projectCrews, eq(projectCrews.id, projectCrewItems.crewId))
    .innerJoin(projects, eq(projects.id, projectCrews.projectId))
    .where(and(gt(crewItemStatusActivities.id, afterId), scopeCondition(scope)))
    .orderBy(asc(crewItemStatusActivities.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, at: formatTimestamp(row.at) }));
}

/** The newest activity id of the tenant (0 when none): a stream without a cursor starts after it. */
export async function latestChangeId(db: Db | Tx, tenantId: number): Promise<number> {
  const [row] = await db
    .select({ id: max(crewItemStatusActivities.id) })
    .from(crewItemStatusActivities)
    .where(eq(crewItemStatusActivities.tenantId, tenantId));
  return row?.id ?? 0;
}
