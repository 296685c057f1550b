import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { CrewShiftActor } from '../../../machines/crewShift.machine';
import type { Principal } from '../../auth/accounts';
import type { PermissionType } from '../../db/core.tables';
import type { Db, Tx } from '../../db/database';
import { permissionFor } from '../../auth/rights';
import { notFound } from '../../lib/errors';
import { idParam } from '../../lib/schemas';
import type { RouteContext } from '../../types';
import { projectCrews, projects } from '../../db/tables/projects.tables';
import { venueTimeZone } from '../../lib/venue-zone';

// Who the caller is to a crew (machines/crewShift.machine.ts CrewShiftActor), decided once here
// for every crews route: the crew's chief with crews EDIT, a planner with crews EDIT ALL, or a
// reader (a project session of the crew's project, a client of the project's company, anyone with
// crews READ ALL). Anyone else — a crew member who is not the chief included — meets 404, as for
// a crew that does not exist, so nothing tells them the crew is there.

/** The caller's crews rights, as the access hook and lookups.userRights found them. */
export interface CrewCaller {
  principal: Principal;
  read: PermissionType | undefined;
  edit: PermissionType | undefined;
}

/** The crew row with its project's company and its venue's zone (venueTimeZone). */
export type CrewRow = typeof projectCrews.$inferSelect & {
  projectCompanyId: number;
  timeZone: string;
};

export interface CrewAccess {
  crew: CrewRow;
  role: CrewShiftActor;
}

export const crewNotFound = () => notFound('Crew not found', 'CREW_NOT_FOUND');

/** The caller's role on this crew, or null when the caller may not see it at all. */
export function crewRoleOf(
  caller: CrewCaller,
  crew: Pick<CrewRow, 'projectId' | 'projectCompanyId' | 'crewChiefPersonId'>,
): CrewShiftActor | null {
  const { principal, read, edit } = caller;
  if (principal.type === 'project') {
    // A project session reads its own project's crews only, whatever its grants say.
    return read !== undefined && principal.projectId === crew.projectId ? 'reader' : null;
  }
  if (principal.type !== 'user') return null;
  if (edit === 'ALL') return 'planner';
  if (
    edit !== undefined &&
    principal.personId !== null &&
    crew.crewChiefPersonId === principal.personId
  )
    return 'crewChief';
  if (read === undefined) return null;
  if (read === 'ALL') return 'reader';
  if (principal.companyId !== null && principal.companyId === crew.projectCompanyId)
    return 'reader';
  return null;
}

const crewColumns = {
  id: projectCrews.id,
  tenantId: projectCrews.tenantId,
  projectId: projectCrews.projectId,
  caption: projectCrews.caption,
  locationId: projectCrews.locationId,
  startsAt: projectCrews.startsAt,
  endsAt: projectCrews.endsAt,
  crewChiefPersonId: projectCrews.crewChiefPersonId,
  contactOnSitePersonId: projectCrews.contactOnSitePersonId,
  venueVersion: projectCrews.venueVersion,
  projectCompanyId: projects.companyId,
  timeZone: venueTimeZone,
};

/** The crews of the caller's tenant with these ids (no access check: callers filter with crewRoleOf). */
export async function loadCrewRows(
  db: Db | Tx,
  tenantId: number,
  ids: number[],
): Promise<CrewRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(crewColumns)
    .from(projectCrews)
    .innerJoin(projects, eq(projects.id, projectCrews.projectId))
    .where(and(eq(projectCrews.tenantId, tenantId), inIds(ids)));
  return rows;
}

const inIds = (ids: number[]) =>
  ids.length === 1 ? eq(projectCrews.id, ids[0] as number) : inArray(projectCrews.id, ids);

/**
 * The crew and the caller's role on it; 404 CREW_NOT_FOUND when it is not in the caller's tenant or
 * the caller is nobody to it. With `lock`, the crew row is locked for the transaction and its venue
 * version bumped (sign-off, released documents, security checks: one writer per crew at a time, and
 * a venue action that read the crew before this change writes nothing; docs/decisions/242).
 */
export async function findCrewFor(
  db: Db | Tx,
  caller: CrewCaller,
  crewId: number,
  options: { lock?: boolean } = {},
): Promise<CrewAccess> {
  const tenantId = caller.principal.tenantId;
  // With `lock`, one statement locks the crew row, bumps its version and reads it (the project stays unlocked).
  const [crew] = options.lock
    ? await (db as Tx)
        .update(projectCrews)
        .set({ venueVersion: sql`${projectCrews.venueVersion} + 1` })
        .from(projects)
        .where(
          and(
            eq(projects.id, projectCrews.projectId),
            eq(projectCrews.tenantId, tenantId),
            eq(projectCrews.id, crewId),
          ),
        )
        .returning(crewColumns)
    : await loadCrewRows(db, tenantId, [crewId]);
  if (!crew) throw crewNotFound();
  const role = crewRoleOf(caller, crew);
  if (role === null) throw crewNotFound();
  return { crew, role };
}

export const crewsRead = { right: { resource: 'crews', action: 'READ' } } as const;
export const crewsEdit = { right: { resource: 'crews', action: 'EDIT' } } as const;
export const crewIdParams = z.strictObject({ id: idParam });

/** The caller's crews rights (READ and EDIT), from the cached look-ups. */
export async function crewCallerOf(
  request: FastifyRequest,
  lookups: RouteContext['lookups'],
): Promise<CrewCaller> {
  const principal = request.principal as Principal;
  const rights = await lookups.userRights(principal);
  return {
    principal,
    read: permissionFor(rights, { resource: 'crews', action: 'READ' }),
    edit: permissionFor(rights, { resource: 'crews', action: 'EDIT' }),
  };
}
