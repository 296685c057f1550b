import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../../../api/test/helpers';
import { createGatewayHarness, errorCode } from '../../test/helpers';
import type { GatewayHarness } from '../../test/helpers';
import { testNow } from '../../../machines/test-now';

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

const DASHBOARD = /* GraphQL */ `
  query Dashboard($number: String!, $date: Date!) {
    plusCrewValueTypes {
      id
      caption
    }
    plusCrew(number: $number) {
      id
      name
      values {
        typeId
        date
        amount
      }
      month(date: $date) {
        dateFrom
        dateTo
        turnover {
          date
          amount
        }
        hours {
          date
          hours
        }
        target {
          date
          amount
        }
      }
    }
  }
`;

const SAVE_DAY = /* GraphQL */ `
  mutation SaveDay($number: String!, $input: PlusCrewDayInput!, $key: String) {
    savePlusCrewDay(number: $number, input: $input, idempotencyKey: $key) {
      date
      turnover
      hours
    }
  }
`;

interface DashboardData {
  plusCrewValueTypes: Array<{ id: string; caption: string }>;
  plusCrew: {
    values: Array<{ typeId: string; amount: number }>;
    month: {
      dateFrom: string;
      dateTo: string;
      turnover: Array<{ date: string; amount: number }>;
      hours: Array<{ date: string; hours: number }>;
      target: Array<{ date: string; amount: number }>;
    };
  } | null;
}

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

  it('loads the dashboard month in one operation: six upstream calls, the three lists in parallel', async () => {
    const token = await gateway.api.signInAs('plusCrew');
    const today = testNow().toISOString().slice(0, 10);
    gateway.upstream.calls.length = 0;
    gateway.upstream.resetPeak();
    const result = await gateway.execute<DashboardData>(
      DASHBOARD,
      { number: '7001', date: today },
      { token },
    );
    expect(result.errors).toBeUndefined();
    const month = result.data!.plusCrew!.month;
    expect(month.dateFrom).toBe(`${today.slice(0, 7)}-01`);
    expect(month.target.length).toBeGreaterThan(20);
    expect(result.data!.plusCrew!.values).toEqual([
      { typeId: expect.any(String), date: expect.any(String), amount: 5 },
    ]);
    // The plus crew, the value types (once, though four fields read them), its values, three lists.
    expect(gateway.upstream.count('GET /api/v1/plusCrews/7001')).toBe(2);
    expect(gateway.upstream.count('GET /api/v1/plusCrewValueTypes')).toBe(1);
    expect(gateway.upstream.count('GET /api/v1/plusCrewData')).toBe(3);
    expect(gateway.upstream.peakInFlight()).toBeGreaterThanOrEqual(3);
  });

  it('refuses a malformed month date as BAD_USER_INPUT', async () => {
    const token = await gateway.api.signInAs('plusCrew');
    const result = await gateway.execute<DashboardData>(
      DASHBOARD,
      { number: '7001', date: '2026-02-30' },
      { token },
    );
    expect(errorCode(result)).toBe('BAD_USER_INPUT');
  });

  it("saves a day's turnover once per key and shows it in the month", async () => {
    const token = await gateway.api.signInAs('plusCrew');
    const today = testNow().toISOString().slice(0, 10);
    const input = { date: today, turnover: 2468.5, hours: 12 };
    const saved = await gateway.execute(
      SAVE_DAY,
      { number: '7001', input, key: 'gw-day' },
      { token },
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data).toEqual({ savePlusCrewDay: input });
    const result = await gateway.execute<DashboardData>(
      DASHBOARD,
      { number: '7001', date: today },
      { token },
    );
    expect(result.data!.plusCrew!.month.turnover.find((row) => row.date === today)?.amount).toBe(
      2468.5,
    );
  });

  it('answers BAD_USER_INPUT for negative hours and FORBIDDEN for a planner without plusCrews EDIT', async () => {
    const today = testNow().toISOString().slice(0, 10);
    const negative = await gateway.execute(
      SAVE_DAY,
      { number: '7001', input: { date: today, hours: -2 } },
      { token: await gateway.api.signInAs('plusCrew') },
    );
    expect(errorCode(negative)).toBe('BAD_USER_INPUT');
    const planner = await gateway.execute(
      SAVE_DAY,
      { number: '7001', input: { date: today, hours: 2 } },
      { token: await gateway.api.signInAs('planner') },
    );
    expect(errorCode(planner)).toBe('FORBIDDEN');
  });
});
