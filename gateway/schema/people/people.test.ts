import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../../../api/test/helpers';
import { createGatewayHarness, errorCode } from '../../test/helpers';
import type { GatewayHarness } from '../../test/helpers';

const LIST = /* GraphQL */ `
  query People($q: String, $loginType: LoginKind) {
    administeredPeople(q: $q, loginType: $loginType) {
      total
      items {
        id
        name
        loginTypes
        functions {
          name
        }
        invitation
      }
    }
    functionUsages {
      id
      name
    }
  }
`;

const FORM = /* GraphQL */ `
  query Form($id: ID!) {
    personAccount(id: $id) {
      id
      name
      rolePresets
      effectiveRights {
        resource
        action
        permission
      }
      rightAdjustments {
        permission
      }
    }
    rolePresets {
      name
      grants {
        permission
      }
    }
  }
`;

const CREATE = /* GraphQL */ `
  mutation Create($input: PersonInput!) {
    createPerson(input: $input) {
      id
      email
      functions {
        id
      }
      rightAdjustments {
        resource
        action
        permission
      }
      effectiveRights {
        resource
        action
        permission
      }
    }
  }
`;

const DELETE_FUNCTION = /* GraphQL */ `
  mutation Delete($id: ID!) {
    deleteFunction(id: $id)
  }
`;

interface ListData {
  administeredPeople: {
    total: number;
    items: Array<{ id: string; name: string; loginTypes: string[]; invitation: string }>;
  };
  functionUsages: Array<{ id: string; name: string }>;
}

describe.each(testBackends())('people on %s', (backend) => {
  let gateway: GatewayHarness;

  beforeAll(async () => {
    gateway = await createGatewayHarness(backend);
  });
  afterAll(() => gateway.close());

  it('lists people and functions for the list screen in one operation, two upstream calls', async () => {
    const token = await gateway.api.signInAs('office');
    gateway.upstream.calls.length = 0;
    const result = await gateway.execute<ListData>(LIST, { q: 'crew@demo' }, { token });
    expect(result.errors).toBeUndefined();
    expect(result.data?.administeredPeople.items[0]).toMatchObject({
      name: 'Alex Janssen',
      loginTypes: ['crew'],
      invitation: 'active',
    });
    expect(gateway.upstream.count('GET /api/v1/persons')).toBe(1);
    expect(gateway.upstream.count('GET /api/v1/functionUsage')).toBe(1);
  });

  it('reads the form with the rights as permission, and null for an unknown person', async () => {
    const token = await gateway.api.signInAs('office');
    const list = await gateway.execute<ListData>(LIST, { q: 'crew@demo' }, { token });
    const id = list.data?.administeredPeople.items[0]?.id;
    const result = await gateway.execute<{
      personAccount: { effectiveRights: Array<{ permission: string }> } | null;
    }>(FORM, { id }, { token });
    expect(result.errors).toBeUndefined();
    expect(result.data?.personAccount?.effectiveRights.length).toBeGreaterThan(5);
    const missing = await gateway.execute<{ personAccount: unknown }>(
      FORM,
      { id: '999999' },
      { token },
    );
    expect(missing.data?.personAccount).toBeNull();
  });

  it('creates a person with ids and adjustments turned into the api body', async () => {
    const token = await gateway.api.signInAs('office');
    const list = await gateway.execute<ListData>(LIST, {}, { token });
    const fn = list.data?.functionUsages[0];
    const result = await gateway.execute<{
      createPerson: { email: string; functions: Array<{ id: string }> };
    }>(
      CREATE,
      {
        input: {
          name: 'Gateway Person',
          email: `Gateway-${backend}@Example.test`,
          functionIds: [fn?.id],
          rolePresets: ['crew'],
          rightAdjustments: [{ resource: 'receipts', action: 'READ', permission: null }],
        },
      },
      { token },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.createPerson).toMatchObject({
      email: `gateway-${backend}@example.test`,
      functions: [{ id: fn?.id }],
      rightAdjustments: [{ resource: 'receipts', action: 'READ', permission: null }],
    });
  });

  it('passes the refused field and the reasons on', async () => {
    const token = await gateway.api.signInAs('office');
    const bad = await gateway.execute(CREATE, { input: { name: 'X', email: 'nope' } }, { token });
    expect(errorCode(bad)).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(bad.errors?.[0]?.extensions)).toContain('body.email');
    const taken = await gateway.execute(
      CREATE,
      { input: { name: 'X', email: 'crew@demo.test' } },
      { token },
    );
    expect(taken.errors?.[0]?.extensions?.['reason']).toBe('EMAIL_TAKEN');
    const list = await gateway.execute<ListData>(LIST, {}, { token });
    const used = list.data?.functionUsages.find((fn) => fn.name === 'Stagehand');
    const refused = await gateway.execute(DELETE_FUNCTION, { id: used?.id }, { token });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ reason: 'STILL_REFERENCED' });
  });

  it('refuses a crew member as FORBIDDEN', async () => {
    const token = await gateway.api.signInAs('crew');
    const result = await gateway.execute(LIST, {}, { token });
    expect(errorCode(result)).toBe('FORBIDDEN');
  });
});
