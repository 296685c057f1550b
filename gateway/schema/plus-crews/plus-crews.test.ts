import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../../../api/test/helpers';
import { createGatewayHarness, errorCode } from '../../test/helpers';
import type { GatewayHarness } from '../../test/helpers';

const PLUS_CREW = /* GraphQL */ `
  query PlusCrew($number: String!) {
    plusCrew(number: $number) {
      id
      number
      name
      beginDate
      endDate
    }
  }
`;

interface PlusCrewData {
  plusCrew: { id: string; number: string; name: string } | null;
}

describe.each(testBackends())('plus crews on %s', (backend) => {
  let gateway: GatewayHarness;

  beforeAll(async () => {
    gateway = await createGatewayHarness(backend);
  });
  afterAll(() => gateway.close());

  it('lets a plus-crew session read its own plus crew', async () => {
    const token = await gateway.api.signInAs('plusCrew');
    const result = await gateway.execute<PlusCrewData>(PLUS_CREW, { number: '7001' }, { token });
    expect(result.errors).toBeUndefined();
    expect(result.data?.plusCrew).toMatchObject({
      id: expect.any(String),
      number: '7001',
      name: expect.any(String),
    });
  });

  it('answers null for an unknown plus crew', async () => {
    const token = await gateway.api.signInAs('plusCrew');
    const result = await gateway.execute<PlusCrewData>(PLUS_CREW, { number: '9999' }, { token });
    expect(result.errors).toBeUndefined();
    expect(result.data?.plusCrew).toBeNull();
  });

  it('lets a planner (plusCrews READ ALL) read it too', async () => {
    const token = await gateway.api.signInAs('planner');
    const result = await gateway.execute<PlusCrewData>(PLUS_CREW, { number: '7001' }, { token });
    expect(result.data?.plusCrew?.number).toBe('7001');
  });

  it('refuses a crew member without the plusCrews right as FORBIDDEN', async () => {
    const token = await gateway.api.signInAs('crew');
    const result = await gateway.execute<PlusCrewData>(PLUS_CREW, { number: '7001' }, { token });
    expect(errorCode(result)).toBe('FORBIDDEN');
  });
});
