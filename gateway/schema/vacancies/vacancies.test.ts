import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../../../api/test/helpers';
import { createGatewayHarness, errorCode } from '../../test/helpers';
import type { GatewayHarness } from '../../test/helpers';

const LIST = /* GraphQL */ `
  {
    vacancies {
      id
      status
      project {
        id
        caption
      }
      crewCaption
      function {
        caption
      }
      startsAt
      endsAt
      place {
        name
        city
      }
      taken
      applied
      clashes {
        kind
        caption
        beginDate
        endDate
      }
    }
  }
`;
const APPLY = /* GraphQL */ `
  mutation Apply($id: ID!, $key: String!) {
    applyToVacancy(crewItemId: $id, idempotencyKey: $key) {
      id
      status
      appliedAt
    }
  }
`;

type Vacancy = {
  id: string;
  crewCaption: string;
  project: { caption: string };
  place: { name: string; city: string } | null;
  taken: boolean;
  applied: boolean;
  clashes: { kind: string; caption: string }[];
};

describe.each(testBackends())('vacancies on %s', (backend) => {
  let gateway: GatewayHarness;
  let crewToken: string;

  beforeAll(async () => {
    gateway = await createGatewayHarness(backend);
    crewToken = await gateway.api.signInAs('crew');
  });
  afterAll(() => gateway.close());

  it('lists the open positions with their place and clashes in one upstream call', async () => {
    const before = gateway.upstream.calls.length;
    const result = await gateway.execute<{ vacancies: Vacancy[] }>(LIST, {}, { token: crewToken });
    expect(result.errors).toBeUndefined();
    expect(gateway.upstream.calls.slice(before)).toEqual(['GET /api/v1/vacancies?isActive=true']);
    const preBuild = result.data?.vacancies.find(
      (vacancy) => vacancy.crewCaption === 'Booth pre-build',
    );
    expect(preBuild).toMatchObject({
      project: { caption: 'Spring Expo' },
      place: { name: 'Messe Düsseldorf Hall 8', city: 'Düsseldorf' },
      taken: false,
      applied: false,
      clashes: [{ kind: 'blockDate', caption: 'Family wedding' }],
    });
  });

  it('shows an application on the next read, and refuses the list without a vacancies right', async () => {
    const list = await gateway.execute<{ vacancies: Vacancy[] }>(LIST, {}, { token: crewToken });
    const id = list.data?.vacancies.find(
      (vacancy) => vacancy.crewCaption === 'Booth pre-build',
    )?.id;
    const applied = await gateway.execute<{ applyToVacancy: { id: string; status: string } }>(
      APPLY,
      { id, key: `gw-${backend}` },
      { token: crewToken },
    );
    expect(applied.errors).toBeUndefined();
    expect(applied.data?.applyToVacancy).toMatchObject({ id, status: 'pending' });
    const after = await gateway.execute<{ vacancies: Vacancy[] }>(LIST, {}, { token: crewToken });
    expect(after.data?.vacancies.find((vacancy) => vacancy.id === id)).toMatchObject({
      taken: true,
      applied: true,
    });
    expect(
      errorCode(await gateway.execute(LIST, {}, { token: await gateway.api.signInAs('client') })),
    ).toBe('FORBIDDEN');
  });
});
