import { describe, expect, it } from 'vitest';
import { mergeGrants, permissionFor } from './rights';

describe('mergeGrants', () => {
  it('unions grants and lets ALL win over OWN in either order', () => {
    const rights = mergeGrants([
      { resource: 'projects', action: 'READ', permissionType: 'OWN' },
      { resource: 'projects', action: 'READ', permissionType: 'ALL' },
      { resource: 'persons', action: 'READ', permissionType: 'ALL' },
      { resource: 'persons', action: 'READ', permissionType: 'OWN' },
      { resource: 'jobs', action: 'CONFIRM', permissionType: 'OWN' },
    ]);
    expect(rights).toEqual({
      projects: { READ: 'ALL' },
      persons: { READ: 'ALL' },
      jobs: { CONFIRM: 'OWN' },
    });
    expect(permissionFor(rights, { resource: 'jobs', action: 'CONFIRM' })).toBe('OWN');
    expect(permissionFor(rights, { resource: 'jobs', action: 'READ' })).toBeUndefined();
    expect(permissionFor(rights, { resource: 'payrolls', action: 'READ' })).toBeUndefined();
  });
});
