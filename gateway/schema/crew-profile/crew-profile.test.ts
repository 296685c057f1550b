import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../../../api/test/helpers';
import { createGatewayHarness, errorCode } from '../../test/helpers';
import type { GatewayHarness } from '../../test/helpers';

const FIELDS = /* GraphQL */ `
  id
  name
  functions {
    caption
    sinceYear
  }
  tags {
    caption
  }
  ratings {
    average
    count
    items {
      rating
      project
    }
  }
  documentBasedSkills {
    name
    document
    validUntil
  }
  contact {
    phone
    email
  }
  pictureUrl
`;
const PROFILE = `query Profile($personId: ID!) { crewProfile(personId: $personId) { ${FIELDS} } }`;
const PUBLIC = `query Public($personId: ID!) { publicCrewProfile(personId: $personId) { ${FIELDS} } }`;

type Profile = {
  id: string;
  name: string;
  tags: { caption: string }[];
  ratings: { count: number; items: unknown[] };
  contact: { email: string | null } | null;
  pictureUrl: string | null;
};

describe.each(testBackends())('crew profiles on %s', (backend) => {
  let gateway: GatewayHarness;
  let crewId: string;

  beforeAll(async () => {
    gateway = await createGatewayHarness(backend);
    // crew@'s person id, from the login data in their token.
    const token = await gateway.api.signInAs('crew');
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
      loginData: { person: { id: string } };
    };
    crewId = String(claims.loginData.person.id);
  });
  afterAll(() => gateway.close());

  it('reads a profile with its four api calls side by side, contact only with crewProfile CONTACT', async () => {
    const planner = await gateway.api.signInAs('planner');
    const before = gateway.upstream.calls.length;
    const result = await gateway.execute<{ crewProfile: Profile }>(
      PROFILE,
      { personId: crewId },
      { token: planner },
    );
    expect(result.errors).toBeUndefined();
    expect(gateway.upstream.calls.slice(before).sort()).toEqual(
      ['crewFunctions', 'crewRatings', 'crewTags', 'documentBasedSkills'].map(
        (path) => `GET /api/v1/crewMember/${crewId}/${path}`,
      ),
    );
    expect(result.data?.crewProfile).toMatchObject({
      id: crewId,
      name: 'Alex Janssen',
      contact: null,
    });
    expect(result.data?.crewProfile.tags.map((tag) => tag.caption)).toEqual([
      'Festival experience',
      'Own car',
      'Speaks German',
    ]);
    const office = await gateway.execute<{ crewProfile: Profile }>(
      PROFILE,
      { personId: crewId },
      { token: await gateway.api.signInAs('office') },
    );
    expect(office.data?.crewProfile.contact).toMatchObject({ email: 'crew@demo.test' });
  });

  it('answers null for a profile the caller may not read, and BAD_USER_INPUT for a bad id', async () => {
    const client = await gateway.execute<{ crewProfile: Profile | null }>(
      PROFILE,
      { personId: crewId },
      { token: await gateway.api.signInAs('client') },
    );
    expect(client.errors).toBeUndefined();
    expect(client.data?.crewProfile).toBeNull();
    expect(
      errorCode(
        await gateway.execute(
          PROFILE,
          { personId: 'x1' },
          { token: await gateway.api.signInAs('planner') },
        ),
      ),
    ).toBe('BAD_USER_INPUT');
  });

  it('reads a public profile without sign-in in one call, without contact or rating list', async () => {
    const before = gateway.upstream.calls.length;
    const result = await gateway.execute<{ publicCrewProfile: Profile }>(PUBLIC, {
      personId: crewId,
    });
    expect(result.errors).toBeUndefined();
    expect(gateway.upstream.calls.slice(before)).toEqual([
      `GET /api/v1/public/crewProfile/${crewId}`,
    ]);
    expect(result.data?.publicCrewProfile).toMatchObject({
      name: 'Alex Janssen',
      contact: null,
      ratings: { items: [] },
    });
    const chief = await gateway.execute<{ publicCrewProfile: Profile | null }>(PUBLIC, {
      personId: String(Number(crewId) + 1),
    });
    expect(chief.data?.publicCrewProfile ?? null).toBeNull();
  });

  it('names the approved picture of a profile (none for a pending one), fetched where it says', async () => {
    const planner = await gateway.api.signInAs('planner');
    const chiefToken = await gateway.api.signInAs('chief');
    const chiefId = JSON.parse(Buffer.from(chiefToken.split('.')[1] ?? '', 'base64url').toString())
      .loginData.person.id as string;
    const chief = await gateway.execute<{ crewProfile: Profile }>(
      PROFILE,
      { personId: String(chiefId) },
      { token: planner },
    );
    const url = chief.data?.crewProfile.pictureUrl ?? '';
    expect(url).toMatch(new RegExp(`^/api/v1/crewMember/${chiefId}/picture\\?v=\\d+$`));
    const crew = await gateway.execute<{ crewProfile: Profile }>(
      PROFILE,
      { personId: crewId },
      { token: planner },
    );
    // crew@'s picture waits for approval: not shown to others.
    expect(crew.data?.crewProfile.pictureUrl).toBeNull();
  });
});
