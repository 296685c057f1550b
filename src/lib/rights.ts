import type { Action, PermissionType, Resource } from '../../machines/rights.types';
import type { RightsMap } from '../../machines/session.types';

/**
 * The actions granted on a resource. Own properties only: rights arrive as parsed JSON, and a
 * resource named like an Object.prototype member ('constructor') must not look granted.
 */
function actionsOf(rights: RightsMap, resource: string): Record<string, string> | undefined {
  return Object.hasOwn(rights, resource) ? rights[resource] : undefined;
}

/** True when the rights grant any action on `resource` ("the X right" in SPEC.md §2, §6). */
export function hasResource(rights: RightsMap, resource: Resource): boolean {
  const actions = actionsOf(rights, resource);
  return actions !== undefined && Object.keys(actions).length > 0;
}

/**
 * True when the rights grant `action` on `resource` ("X READ" in SPEC.md §2), and, when
 * `permissionType` is given, with exactly that permission type (e.g. bankTransfers READ OWN).
 */
export function hasAction(
  rights: RightsMap,
  resource: Resource,
  action: Action,
  permissionType?: PermissionType,
): boolean {
  const actions = actionsOf(rights, resource);
  if (actions === undefined || !Object.hasOwn(actions, action)) return false;
  return permissionType === undefined || actions[action] === permissionType;
}

/** Alias of {@link hasResource} ("the X right"), for callers that read better with it. */
export const hasRight: (rights: RightsMap, resource: Resource) => boolean = hasResource;
