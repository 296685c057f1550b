import { describe, expect, it } from 'vitest';
import type { Action, PermissionType, Resource } from '../../machines/rights.types';
import type { RightsMap } from '../../machines/session.types';
import { hasAction, hasResource, hasRight } from './rights';

// Names outside the typed vocabulary ('empty', 'constructor', 'Projects') stand for what a wire
// answer may carry; the casts below let the tests ask about them.
const asResource = (name: string) => name as Resource;

const rights: RightsMap = {
  projects: { READ: 'OWN' },
  bankTransfers: { READ: 'OWN' },
  planningCalendar: { READ: 'ALL', READSPAREFUNCTION: 'ALL' },
  empty: {},
};

describe('hasResource', () => {
  it.each<[string, RightsMap, string, boolean]>([
    ['a resource with one action', rights, 'projects', true],
    ['a resource with several actions', rights, 'planningCalendar', true],
    ['a resource with no actions', rights, 'empty', false],
    ['a missing resource', rights, 'payrolls', false],
    ['an empty map', {}, 'projects', false],
    ['a prototype member name', rights, 'constructor', false],
    ['a differently cased name', rights, 'Projects', false],
  ])('%s → %s', (_, map, resource, expected) => {
    expect(hasResource(map, asResource(resource))).toBe(expected);
  });
});

describe('hasAction', () => {
  it.each<[string, string, string, string | undefined, boolean]>([
    ['granted action, any permission type', 'projects', 'READ', undefined, true],
    ['granted action, matching permission type', 'bankTransfers', 'READ', 'OWN', true],
    ['granted action, other permission type', 'bankTransfers', 'READ', 'ALL', false],
    ['second action of a resource', 'planningCalendar', 'READSPAREFUNCTION', undefined, true],
    ['action not granted', 'projects', 'EDIT', undefined, false],
    ['missing resource', 'persons', 'READ', undefined, false],
    ['resource without actions', 'empty', 'READ', undefined, false],
    ['prototype member as resource', 'constructor', 'name', undefined, false],
    ['prototype member as action', 'projects', 'toString', undefined, false],
  ])('%s', (_, resource, action, permissionType, expected) => {
    expect(
      hasAction(
        rights,
        asResource(resource),
        action as Action,
        permissionType as PermissionType | undefined,
      ),
    ).toBe(expected);
  });
});

describe('hasRight', () => {
  it.each<[string, boolean]>([
    ['projects', true],
    ['empty', false],
    ['payrolls', false],
  ])('agrees with hasResource for %s', (resource, expected) => {
    expect(hasRight(rights, asResource(resource))).toBe(expected);
  });
});
