import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { personRightAdjustments, personRoles, roleGrants, roles } from '../db/core.tables';
import type { GrantScope, PermissionType } from '../db/core.tables';
import type { Right } from '../../machines/rights.types';
import type { Principal } from './accounts';

/** resource → action → permission type, as GET /userRights answers it. */
export type Rights = Record<string, Record<string, PermissionType>>;

/** Project and plus-crew tokens take the rights of these built-in roles of their tenant. */
export const PROJECT_ROLE = 'project';
export const PLUS_CREW_ROLE = 'plusCrew';

/**
 * The union of the principal's grants in one scope (ALL wins over OWN), then, for a person's user
 * rights, the administrator's adjustments of that person (person_right_adjustments): each sets its
 * right's permission type, or withholds it.
 */
export async function loadRights(db: Db, principal: Principal, scope: GrantScope): Promise<Rights> {
  const rights = mergeGrants(await loadGrants(db, principal, scope));
  if (scope !== 'user' || principal.type !== 'user' || principal.personId === null) return rights;
  const adjustments = await db
    .select({
      resource: personRightAdjustments.resource,
      action: personRightAdjustments.action,
      permissionType: personRightAdjustments.permissionType,
    })
    .from(personRightAdjustments)
    .where(
      and(
        eq(personRightAdjustments.tenantId, principal.tenantId),
        eq(personRightAdjustments.personId, principal.personId),
      ),
    );
  return applyAdjustments(rights, adjustments);
}

/** Rights with a person's adjustments applied: a permission type sets the right, null removes it. */
export function applyAdjustments(
  rights: Rights,
  adjustments: ReadonlyArray<{
    resource: string;
    action: string;
    permissionType: PermissionType | null;
  }>,
): Rights {
  const adjusted: Rights = Object.fromEntries(
    Object.entries(rights).map(([resource, actions]) => [resource, { ...actions }]),
  );
  for (const { resource, action, permissionType } of adjustments) {
    if (permissionType !== null) {
      (adjusted[resource] ??= {})[action] = permissionType;
      continue;
    }
    const actions = adjusted[resource];
    if (!actions) continue;
    delete actions[action];
    if (Object.keys(actions).length === 0) delete adjusted[resource];
  }
  return adjusted;
}

async function loadGrants(db: Db, principal: Principal, scope: GrantScope) {
  const grantColumns = {
    resource: roleGrants.resource,
    action: roleGrants.action,
    permissionType: roleGrants.permissionType,
  };
  return principal.type === 'user' && principal.personId !== null
    ? db
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
    : db
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
