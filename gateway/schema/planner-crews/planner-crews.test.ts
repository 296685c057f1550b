import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../../../api/test/helpers';
import { createGatewayHarness, errorCode } from '../../test/helpers';
import type { GatewayHarness, GraphQLResult } from '../../test/helpers';

const PLANNER_CREWS = /* GraphQL */ `
  {
    plannerCrews {
      id
      name
      typeCaption
      memberCount
      members {
        person {
          id
          caption
        }
        days {
          date
          state
        }
      }
    }
  }
`;
const MEMBERSHIP_CREWS = /* GraphQL */ `
  {
    membershipCrews {
      id
      name
      memberCount
      members {
        id
        caption
      }
    }
  }
`;
const MEMBERSHIP_CREW = /* GraphQL */ `
  query Crew($id: ID!) {
    membershipCrew(id: $id) {
      id
      name
      members {
        id
        caption
        email
        phone
      }
    }
  }
`;
const CREATE = /* GraphQL */ `
  mutation Create($name: String!) {
    createMembershipCrew(name: $name) {
      id
      name
      memberCount
    }
  }
`;
const CANDIDATES = /* GraphQL */ `
  query Candidates($crewId: ID!, $search: String!) {
    membershipCrewCandidates(crewId: $crewId, search: $search) {
      id
      caption
    }
  }
`;
const ADD = /* GraphQL */ `
  mutation Add($crewId: ID!, $personId: ID!) {
    addCrewMember(crewId: $crewId, personId: $personId) {
      id
      memberCount
      members {
        id
        caption
      }
    }
  }
`;
const REMOVE = /* GraphQL */ `
  mutation Remove($crewId: ID!, $personId: ID!) {
    removeCrewMember(crewId: $crewId, personId: $personId) {
      id
      memberCount
      members {
        id
      }
    }
  }
`;

type Crew = {
  id: string;
  name: string;
  memberCount: number;
  members: { id: string; caption: string }[];
};
const reasonOf = (result: GraphQLResult<unknown>) => result.errors?.[0]?.extensions?.['reason'];

describe.each(testBackends())('planner crews on %s', (backend) => {
  let gateway: GatewayHarness;
  let planner: string;

  beforeAll(async () => {
    gateway = await createGatewayHarness(backend);
    planner = await gateway.api.signInAs('planner');
  });
  afterAll(() => gateway.close());

  it('loads the planner crews with their members’ availability in one upstream call', async () => {
    const before = gateway.upstream.calls.length;
    const result = await gateway.execute<{
      plannerCrews: { name: string; members: { person: { caption: string }; days: unknown[] }[] }[];
    }>(PLANNER_CREWS, {}, { token: planner });
    expect(result.errors).toBeUndefined();
    expect(result.data?.plannerCrews.map((crew) => crew.name)).toEqual([
      'Stage hands A-team',
      'Warehouse and logistics',
    ]);
    expect(result.data?.plannerCrews[0]?.members[0]?.days).toHaveLength(14);
    expect(gateway.upstream.calls.slice(before)).toEqual(['GET /api/v1/pCrews?limit=1000&page=1']);
  });

  it('reads each listed crew’s members once per crew, never the list twice', async () => {
    const before = gateway.upstream.calls.length;
    const result = await gateway.execute<{ membershipCrews: Crew[] }>(
      MEMBERSHIP_CREWS,
      {},
      { token: planner },
    );
    expect(result.errors).toBeUndefined();
    const pool = result.data?.membershipCrews.find((crew) => crew.name === 'Festival season pool');
    expect(pool?.members.map((member) => member.caption)).toEqual(['Alex Janssen', 'Noah Visser']);
    const calls = gateway.upstream.calls.slice(before);
    expect(calls.filter((call) => call.startsWith('GET /api/v1/plannerCrews?'))).toHaveLength(1);
    expect(calls.filter((call) => call.startsWith('GET /api/v1/plannerCrews/'))).toHaveLength(
      result.data?.membershipCrews.length ?? -1,
    );
  });

  it('creates a crew, adds a member found by search, refuses them twice and removes them', async () => {
    const created = await gateway.execute<{ createMembershipCrew: Crew }>(
      CREATE,
      { name: 'Gateway pool' },
      { token: planner },
    );
    expect(created.errors).toBeUndefined();
    const crewId = created.data?.createMembershipCrew.id ?? '';
    const found = await gateway.execute<{
      membershipCrewCandidates: { id: string; caption: string }[];
    }>(CANDIDATES, { crewId, search: 'noah' }, { token: planner });
    const noah = found.data?.membershipCrewCandidates[0];
    expect(noah?.caption).toBe('Noah Visser');
    const added = await gateway.execute<{ addCrewMember: Crew }>(
      ADD,
      { crewId, personId: noah?.id },
      { token: planner },
    );
    expect(added.data?.addCrewMember).toMatchObject({
      memberCount: 1,
      members: [{ caption: 'Noah Visser' }],
    });
    const twice = await gateway.execute(ADD, { crewId, personId: noah?.id }, { token: planner });
    expect(errorCode(twice)).toBe('CONFLICT');
    expect(reasonOf(twice)).toBe('PLANNER_CREW_ALREADY_MEMBER');
    const removed = await gateway.execute<{ removeCrewMember: Crew }>(
      REMOVE,
      { crewId, personId: noah?.id },
      { token: planner },
    );
    expect(removed.data?.removeCrewMember).toMatchObject({ memberCount: 0, members: [] });
    const read = await gateway.execute<{ membershipCrew: Crew }>(
      MEMBERSHIP_CREW,
      { id: crewId },
      { token: planner },
    );
    expect(read.data?.membershipCrew).toMatchObject({ name: 'Gateway pool', members: [] });
  });

  it('answers null for a crew the caller may not see, forbidden without the right', async () => {
    const client = await gateway.api.signInAs('client');
    const own = await gateway.execute<{ membershipCrews: Crew[] }>(
      MEMBERSHIP_CREWS,
      {},
      { token: client },
    );
    expect(own.data?.membershipCrews.map((crew) => crew.name)).toEqual(['Festival season pool']);
    const created = await gateway.execute<{ createMembershipCrew: Crew }>(
      CREATE,
      { name: 'Not for clients' },
      { token: planner },
    );
    const hidden = await gateway.execute<{ membershipCrew: Crew | null }>(
      MEMBERSHIP_CREW,
      { id: created.data?.createMembershipCrew.id },
      { token: client },
    );
    expect(hidden.errors).toBeUndefined();
    expect(hidden.data?.membershipCrew).toBeNull();
    expect(errorCode(await gateway.execute(CREATE, { name: 'x' }, { token: client }))).toBe(
      'FORBIDDEN',
    );
    expect(
      errorCode(
        await gateway.execute(PLANNER_CREWS, {}, { token: await gateway.api.signInAs('office') }),
      ),
    ).toBe('FORBIDDEN');
  });
});
