import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { personRoles, roleGrants, roles } from '../db/core.tables';
import type { GrantScope, PermissionType } from '../db/core.tables';
import type { Right } from '../../machines/rights.types';
import type { Principal } from './accounts';

/** resource → action → permission type, as GET /userRights answers it. */
export type Rights = Record<string, Record<string, PermissionType>>;

/** Project and plus-crew tokens take the rights of these built-in roles of their tenant. */
export const PROJECT_ROLE = 'project';
export const PLUS_CREW_ROLE = 'plusCrew';

/** The union of the principal's grants in one scope; ALL wins over OWN. */
export async function loadRights(db: Db, principal: Principal, scope: GrantScope): Promise<Rights> {
  const grantColumns = {
    resource: roleGrants.resource,
    action: roleGrants.action,
    permissionType: roleGrants.permissionType,
  };
  const rows =
    principal.type === 'user' && principal.personId !== null
      ? await db
          .select(grantColumns)
          .from(personRoles)
          .innerJoin(roleGrants, eq(roleGrants.roleId, personRoles.roleId))
          .where(
            and(
              eq(personRoles.tenantId, principal.tenantId),
              eq(personRoles.personId, principal.personId),
              eq(roleGrants.scope, scope),
            ),
          )
      : await db
          .select(grantColumns)
          .from(roles)
          .innerJoin(roleGrants, eq(roleGrants.roleId, roles.id))
          .where(
            and(
              eq(roles.tenantId, principal.tenantId),
              eq(roles.name, principal.type === 'project' ? PROJECT_ROLE : PLUS_CREW_ROLE),
              eq(roleGrants.scope, scope),
            ),
          );
  return mergeGrants(rows);
}

export function mergeGrants(
  grants: ReadonlyArray<{ resource: string; action: string; permissionType: PermissionType }>,
): Rights {
  const rights: Rights = {};
  for (const grant of grants) {
    const actions = (rights[grant.resource] ??= {});
    if (actions[grant.action] !== 'ALL') actions[grant.action] = grant.permissionType;
  }
  return rights;
}

export function permissionFor(rights: Rights, right: Right): PermissionType | undefined {
  return rights[right.resource]?.[right.action];
}
