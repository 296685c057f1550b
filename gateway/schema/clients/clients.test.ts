import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../../../api/test/helpers';
import { createGatewayHarness, errorCode } from '../../test/helpers';
import type { GatewayHarness } from '../../test/helpers';

const COMPANIES = /* GraphQL */ `
  query Companies($search: String) {
    adminCompanies(search: $search) {
      id
      name
      contactCount
    }
  }
`;

const COMPANY = /* GraphQL */ `
  query Company($id: ID!) {
    adminCompany(id: $id) {
      id
      name
      contacts {
        id
        name
        email
        phone
      }
    }
  }
`;

const LOCATIONS = /* GraphQL */ `
  query Locations {
    adminLocations {
      id
      name
      crewCount
      latitude
      timeZone
    }
  }
`;

const CREATE_LOCATION = /* GraphQL */ `
  mutation CreateLocation($input: AdminLocationInput!) {
    createLocation(input: $input) {
      id
      name
      latitude
      longitude
      routeNotes
      timeZone
      crewCount
    }
  }
`;

const DELETE_LOCATION = /* GraphQL */ `
  mutation DeleteLocation($id: ID!) {
    deleteLocation(id: $id)
  }
`;

const BRANCHES_AND_RENAME = /* GraphQL */ `
  mutation Rename($id: ID!, $name: String!) {
    renameBranch(id: $id, name: $name) {
      id
      name
      projectCount
    }
  }
`;

type Company = { id: string; name: string; contactCount: number };
type Location = { id: string; name: string; crewCount: number };

describe.each(testBackends())('clients gateway on %s', (backend) => {
  let gateway: GatewayHarness;
  let token = '';

  beforeAll(async () => {
    gateway = await createGatewayHarness(backend);
    token = await gateway.api.signInAs('office');
  });
  afterAll(() => gateway.close());

  it('lists and searches the companies in one upstream call, and reads one with its contacts', async () => {
    const before = gateway.upstream.calls.length;
    const all = await gateway.execute<{ adminCompanies: Company[] }>(COMPANIES, {}, { token });
    expect(all.errors).toBeUndefined();
    expect(gateway.upstream.calls.slice(before)).toEqual(['GET /api/v1/administration/companies']);
    expect(all.data?.adminCompanies.length).toBeGreaterThan(1);

    const first = all.data?.adminCompanies[0] as Company;
    const found = await gateway.execute<{ adminCompanies: Company[] }>(
      COMPANIES,
      { search: first.name.slice(0, 5) },
      { token },
    );
    expect(found.data?.adminCompanies).toContainEqual(first);

    const one = await gateway.execute<{ adminCompany: { contacts: unknown[] } | null }>(
      COMPANY,
      { id: first.id },
      { token },
    );
    expect(one.data?.adminCompany?.contacts).toHaveLength(first.contactCount);
    const none = await gateway.execute<{ adminCompany: unknown }>(
      COMPANY,
      { id: '999999' },
      { token },
    );
    expect(none.errors).toBeUndefined();
    expect(none.data?.adminCompany).toBeNull();
  });

  it('refuses a planner (no administration right)', async () => {
    const planner = await gateway.api.signInAs('planner');
    const result = await gateway.execute(COMPANIES, {}, { token: planner });
    expect(errorCode(result)).toBe('FORBIDDEN');
  });

  it('refuses a bad id before any upstream call', async () => {
    const before = gateway.upstream.calls.length;
    const result = await gateway.execute(DELETE_LOCATION, { id: '0x1' }, { token });
    expect(errorCode(result)).toBe('BAD_USER_INPUT');
    expect(gateway.upstream.calls.length).toBe(before);
  });

  it('creates a location, refuses a bad latitude, and deletes it; a used one is refused with its counts', async () => {
    const input = {
      name: 'Gateway Hall',
      address: 'Kade 1',
      city: 'Utrecht',
      latitude: 52.09,
      longitude: 5.12,
      routeNotes: 'Back door',
      timeZone: null,
    };
    const created = await gateway.execute<{ createLocation: Location }>(
      CREATE_LOCATION,
      { input },
      { token },
    );
    expect(created.errors).toBeUndefined();
    expect(created.data?.createLocation).toMatchObject({ name: 'Gateway Hall', crewCount: 0 });

    const bad = await gateway.execute(
      CREATE_LOCATION,
      { input: { ...input, name: 'Bad Hall', latitude: 95 } },
      { token },
    );
    expect(errorCode(bad)).toBe('BAD_USER_INPUT');

    const list = await gateway.execute<{ adminLocations: Location[] }>(LOCATIONS, {}, { token });
    expect(list.data?.adminLocations.map((l) => l.name)).not.toContain('Bad Hall');
    const used = list.data?.adminLocations.find((l) => l.crewCount > 0);
    expect(used).toBeDefined();
    const refused = await gateway.execute(DELETE_LOCATION, { id: used?.id }, { token });
    expect(errorCode(refused)).toBe('CONFLICT');
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      reason: 'STILL_REFERENCED',
      facts: { crews: used?.crewCount },
    });

    const id = created.data?.createLocation.id;
    const deleted = await gateway.execute<{ deleteLocation: string }>(
      DELETE_LOCATION,
      { id },
      { token },
    );
    expect(deleted.data?.deleteLocation).toBe(id);
  });

  it('passes a name refusal on with its reason', async () => {
    const branches = await gateway.api.app.inject({
      method: 'GET',
      url: '/api/v1/administration/branches',
      headers: { host: 'localhost', type: 'MOBILE', authorization: `Bearer ${token}` },
    });
    const [first, second] = branches.json<{ items: Array<{ id: number; name: string }> }>().items;
    const result = await gateway.execute(
      BRANCHES_AND_RENAME,
      { id: String(second?.id), name: first?.name },
      { token },
    );
    expect(result.errors?.[0]?.extensions).toMatchObject({ reason: 'BRANCH_NAME_TAKEN' });
  });
});
