import { describe, expect, it } from 'vitest';
import { applyAdjustments, mergeGrants, permissionFor } from './rights';

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

describe('applyAdjustments', () => {
  const presets = mergeGrants([
    { resource: 'projects', action: 'READ', permissionType: 'OWN' },
    { resource: 'jobs', action: 'READ', permissionType: 'OWN' },
    { resource: 'jobs', action: 'CONFIRM', permissionType: 'OWN' },
  ]);

  it('sets, raises and withholds single rights on top of the presets, leaving the presets as they were', () => {
    const adjusted = applyAdjustments(presets, [
      { resource: 'projects', action: 'READ', permissionType: 'ALL' },
      { resource: 'jobs', action: 'CONFIRM', permissionType: null },
      { resource: 'receipts', action: 'READ', permissionType: 'OWN' },
    ]);
    expect(adjusted).toEqual({
      projects: { READ: 'ALL' },
      jobs: { READ: 'OWN' },
      receipts: { READ: 'OWN' },
    });
    expect(presets.jobs).toEqual({ READ: 'OWN', CONFIRM: 'OWN' });
  });

  it('drops a resource whose last right is withheld, and ignores withholding what was never granted', () => {
    const adjusted = applyAdjustments(presets, [
      { resource: 'projects', action: 'READ', permissionType: null },
      { resource: 'payrolls', action: 'READ', permissionType: null },
    ]);
    expect(adjusted).toEqual({ jobs: { READ: 'OWN', CONFIRM: 'OWN' } });
    expect(permissionFor(adjusted, { resource: 'projects', action: 'READ' })).toBeUndefined();
  });
});
