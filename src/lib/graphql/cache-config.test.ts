import { describe, expect, it } from 'vitest';
import { embeddedTypes } from './cache-config';

describe('embeddedTypes', () => {
  it('embeds the types without an id, read from the schema by codegen', () => {
    expect(Object.keys(embeddedTypes)).toEqual(
      expect.arrayContaining(['JobPage', 'LoginData', 'LoginType', 'Session', 'TenantSettings']),
    );
    for (const key of Object.values(embeddedTypes)) expect(key({ __typename: 'X' })).toBeNull();
  });

  it('leaves every type with an id to graphcache normalisation', () => {
    for (const typeWithId of [
      'Job',
      'Project',
      'Crew',
      'Location',
      'PlusCrew',
      'Person',
      'Company',
    ]) {
      expect(Object.keys(embeddedTypes)).not.toContain(typeWithId);
    }
  });
});
