import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedYesterdayNoon, testBackends } from '../../../api/test/helpers';
import { createGatewayHarness } from '../../test/helpers';
import type { GatewayHarness } from '../../test/helpers';

// crewsILead: the crews the caller leads as crew chief, in one upstream call.

const seedNow = seedYesterdayNoon();
const day = (offset: number) =>
  new Date(seedNow.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
const LED = `query Led($from: Date, $to: Date) {
  crewsILead(from: $from, to: $to) { id caption state membersCount checkedInCount startsAt project { number name } location { caption } }
}`;
interface Led {
  id: string;
  caption: string;
  state: string;
  membersCount: number;
  checkedInCount: number;
  startsAt: string;
  project: { number: string; name: string };
  location: { caption: string } | null;
}

describe.each(testBackends())('crews led on %s', (backend) => {
  let gateway: GatewayHarness;
  let chief: string;
  let crew: string;

  beforeAll(async () => {
    gateway = await createGatewayHarness(backend, {}, {}, seedNow);
    chief = await gateway.api.signInAs('chief');
    crew = await gateway.api.signInAs('crew');
  });
  afterAll(() => gateway.close());

  const led = async (
    token: string,
    variables: Record<string, unknown> = { from: day(-1), to: day(1) },
  ) => {
    const result = await gateway.execute<{ crewsILead: Led[] }>(LED, variables, { token });
    expect(result.errors).toBeUndefined();
    return result.data?.crewsILead ?? [];
  };

  it('lists the chief’s crews with their states in one upstream call', async () => {
    const before = gateway.upstream.calls.length;
    const crews = await led(chief);
    const calls = gateway.upstream.calls.slice(before);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatch(/^GET \/api\/v1\/projectCrews\?/);
    expect(crews[0]).toMatchObject({
      caption: 'Stage rigging',
      state: 'released',
      membersCount: 4,
    });
    const byCaption = new Map(crews.map((item) => [item.caption, item]));
    expect(byCaption.get('Foyer and bars')).toMatchObject({
      state: 'readyForSignOff',
      project: { number: '1001' },
      location: { caption: 'Ahoy Arena' },
    });
    expect(byCaption.get('Main stage build')).toMatchObject({
      state: 'onShift',
      membersCount: 8,
      checkedInCount: 6,
    });
  });

  it('lists nothing for a crew member who leads nothing', async () => {
    expect(await led(crew)).toEqual([]);
  });

  it('refuses a bad range', async () => {
    const result = await gateway.execute(LED, { from: day(1), to: day(-1) }, { token: chief });
    expect(result.errors?.length).toBeGreaterThan(0);
  });
});
