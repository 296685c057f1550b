import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, testBackends } from '../../test/helpers';
import type { TestApi } from '../../test/helpers';
import { monthRange, shiftMonth } from '../../../machines/plusCrewDashboard.rules';
import { plusCrewData, plusCrewValueTypes } from './plus-crews.tables';
import { plusCrews } from '../../db/tables/plus-crews.tables';
import { testNow } from '../../../machines/test-now';

const today = testNow().toISOString().slice(0, 10);
const thisMonth = monthRange(today);

describe.each(testBackends())('plus-crew service on %s', (backend) => {
  let api: TestApi;
  let plusCrewToken: string;
  let plannerToken: string;
  let types: Record<string, number>;
  let north: { id: number; number: string; beginDate: string; endDate: string };
  let south: { id: number };

  const get = (url: string, token: string, base = '/api') =>
    api.app.inject({
      method: 'GET',
      url: `${base}${url}`,
      headers: { host: 'localhost', type: 'MOBILE', authorization: `Bearer ${token}` },
    });
  const post = (
    url: string,
    token: string,
    payload: unknown,
    headers: Record<string, string> = {},
  ) =>
    api.app.inject({
      method: 'POST',
      url: `/api${url}`,
      headers: { host: 'localhost', type: 'MOBILE', authorization: `Bearer ${token}`, ...headers },
      payload: payload as object,
    });
  const dataOf = async (
    plusCrewId: number,
    valueTypeId: number,
    range = thisMonth,
    token = plusCrewToken,
  ) => {
    const response = await get(
      `/plusCrewData?plusCrewId=${plusCrewId}&valueTypeId=${valueTypeId}&dateFrom=${range.dateFrom}&dateTo=${range.dateTo}`,
      token,
    );
    expect(response.statusCode).toBe(200);
    return response.json<{
      items: Array<{ date: string; amount: number | null; hours: number | null }>;
    }>().items;
  };
  const rowCount = async () =>
    (await api.database.db.select({ n: count() }).from(plusCrewData))[0]!.n;

  beforeAll(async () => {
    api = await createTestApi({ backend });
    plusCrewToken = await api.signInAs('plusCrew');
    plannerToken = await api.signInAs('planner');
    const valueTypes = (await get('/plusCrewValueTypes', plusCrewToken)).json<{
      items: Array<{ id: number; caption: string }>;
    }>().items;
    types = Object.fromEntries(valueTypes.map((type) => [type.caption, type.id]));
    north = (await get('/plusCrews/7001', plusCrewToken)).json();
    const [row] = await api.database.db
      .select({ id: plusCrews.id })
      .from(plusCrews)
      .where(eq(plusCrews.number, '7002'));
    south = row!;
  });
  afterAll(() => api.close());

  it('answers under /api and /api/v1 alike', async () => {
    const v1 = await get('/plusCrews/7001', plusCrewToken, '/api/v1');
    expect(v1.statusCode).toBe(200);
    expect(v1.json()).toEqual(north);
    expect(north).toMatchObject({
      number: '7001',
      name: 'Plus Crew North',
      beginDate: shiftMonth(today, -2),
    });
  });

  it('lists the four value types with id and caption', async () => {
    expect(Object.keys(types).sort()).toEqual([
      'Actual Turnover',
      'Staff Hours',
      'Target Turnover',
      'Team Bonus',
    ]);
  });

  it('gives the values by number: the team bonus rate with its type and date', async () => {
    const response = await get('/plusCrews/7001/values', plusCrewToken);
    expect(response.json()).toEqual({
      items: [
        {
          id: expect.any(Number),
          type: { id: types['Team Bonus'] },
          date: north.beginDate,
          amount: 5,
        },
      ],
    });
  });

  it('gives daily rows per value type for a month: turnover, staff hours and targets', async () => {
    const lastMonth = monthRange(shiftMonth(today, -1));
    const turnover = await dataOf(north.id, types['Actual Turnover']!, lastMonth);
    const target = await dataOf(north.id, types['Target Turnover']!, lastMonth);
    const hours = await dataOf(north.id, types['Staff Hours']!, lastMonth);
    expect(turnover.length).toBeGreaterThan(15);
    // Closed on Mondays; one open day nobody entered.
    expect(turnover.some((row) => new Date(`${row.date}T00:00:00Z`).getUTCDay() === 1)).toBe(false);
    expect(target.length - turnover.length).toBe(1);
    expect(hours.map((row) => row.date)).toEqual(turnover.map((row) => row.date));
    // Exactly one day over its target.
    const targetOf = new Map(target.map((row) => [row.date, row.amount]));
    expect(turnover.filter((row) => row.amount! > targetOf.get(row.date)!)).toHaveLength(1);
    expect(hours.every((row) => row.amount === null && row.hours! > 0)).toBe(true);
  });

  it('answers 404 to a plus-crew login for another plus crew, by number and by id', async () => {
    expect((await get('/plusCrews/7002', plusCrewToken)).statusCode).toBe(404);
    expect((await get('/plusCrews/7002/values', plusCrewToken)).statusCode).toBe(404);
    const data = await get(
      `/plusCrewData?plusCrewId=${south.id}&valueTypeId=${types['Actual Turnover']}&dateFrom=${thisMonth.dateFrom}&dateTo=${thisMonth.dateTo}`,
      plusCrewToken,
    );
    expect(data.statusCode).toBe(404);
    expect(
      (await post('/plusCrews/7002/days', plusCrewToken, { date: today, turnover: 10, hours: 1 }))
        .statusCode,
    ).toBe(404);
    expect(
      (await get('/plusCrews', plusCrewToken))
        .json<{ items: Array<{ number: string }> }>()
        .items.map((p) => p.number),
    ).toEqual(['7001']);
  });

  it('lets a planner (READ ALL) read every plus crew but not enter data; a crew member gets 403', async () => {
    expect(
      (await get('/plusCrews', plannerToken))
        .json<{ items: Array<{ number: string }> }>()
        .items.map((p) => p.number),
    ).toEqual(['7001', '7002']);
    expect(
      (await post('/plusCrews/7001/days', plannerToken, { date: today, turnover: 10, hours: 1 }))
        .statusCode,
    ).toBe(403);
    const crew = await api.signInAs('crew');
    expect((await get('/plusCrews', crew)).statusCode).toBe(403);
    expect((await get('/plusCrewValueTypes', crew)).statusCode).toBe(403);
    expect((await get('/plusCrews', '')).statusCode).toBe(401);
  });

  it('lists the members of a plus crew', async () => {
    expect(
      (await get('/plusCrews/7001/members', plannerToken))
        .json<{ items: Array<{ name: string }> }>()
        .items.map((m) => m.name),
    ).toEqual(['Mila Bakker', 'Noah Visser']);
  });

  it("enters and corrects a day's turnover and staff hours, once per Idempotency-Key", async () => {
    const date = thisMonth.dateFrom < north.beginDate ? north.beginDate : today;
    const first = await post(
      '/plusCrews/7001/days',
      plusCrewToken,
      { date, turnover: 4321.5, hours: 30 },
      { 'idempotency-key': 'day-1' },
    );
    expect(first.statusCode).toBe(200);
    const row = async () =>
      (await dataOf(north.id, types['Actual Turnover']!)).find((r) => r.date === date);
    expect(await row()).toEqual({ date, amount: 4321.5, hours: null });
    // The same key again: the first answer, nothing written twice.
    const before = await rowCount();
    const repeat = await post(
      '/plusCrews/7001/days',
      plusCrewToken,
      { date, turnover: 4321.5, hours: 30 },
      { 'idempotency-key': 'day-1' },
    );
    expect(repeat.json()).toEqual(first.json());
    expect(await rowCount()).toBe(before);
    // A correction of the turnover only leaves the hours as they were.
    await post('/plusCrews/7001/days', plusCrewToken, { date, turnover: 100, hours: null });
    expect((await row())?.amount).toBe(100);
    expect(
      (await dataOf(north.id, types['Staff Hours']!)).find((r) => r.date === date)?.hours,
    ).toBe(30);
  });

  it('refuses negative hours, a day outside the period and malformed input with a 400 that writes nothing', async () => {
    const before = await rowCount();
    const cases: Array<[unknown, string | null]> = [
      [{ date: today, turnover: 10, hours: -1 }, 'Staff hours cannot be negative'],
      [{ date: today, turnover: -10, hours: 1 }, 'An amount cannot be negative'],
      [
        { date: '2000-01-03', turnover: 10, hours: 1 },
        "The date is outside the plus crew's period",
      ],
      [{ date: today, turnover: null, hours: null }, 'Enter a turnover or staff hours'],
      [{ date: today, turnover: 1.234, hours: 1 }, null],
      [{ date: 'today', turnover: 1, hours: 1 }, null],
      [{ date: today, turnover: 1 }, null],
    ];
    for (const [payload, message] of cases) {
      const response = await post('/plusCrews/7001/days', plusCrewToken, payload);
      expect(response.statusCode).toBe(400);
      if (message) expect(response.json<{ message: string }>().message).toBe(message);
    }
    expect(
      (await post('/plusCrews/7001/targets', plusCrewToken, { month: '1999-01', amount: 5 }))
        .statusCode,
    ).toBe(400);
    expect(
      (await post('/plusCrews/7001/targets', plusCrewToken, { month: '2026-13', amount: 5 }))
        .statusCode,
    ).toBe(400);
    expect(await rowCount()).toBe(before);
  });

  it("sets a month's target spread over its days, for months of every length, twice the same", async () => {
    // This month and the next three: 28 to 31 days in any year (the demo period runs ~10 months).
    for (const offset of [0, 1, 2, 3]) {
      const month = shiftMonth(today, offset).slice(0, 7);
      for (const amount of [30000, 41000]) {
        const response = await post('/plusCrews/7001/targets', plusCrewToken, { month, amount });
        expect(response.statusCode, `${month} ${response.body}`).toBe(200);
        const rows = await dataOf(north.id, types['Target Turnover']!, monthRange(`${month}-01`));
        // Replaced, not added to: the month's rows sum to the latest amount.
        expect(rows).toHaveLength(response.json<{ days: number }>().days);
        expect(Math.round(rows.reduce((t, r) => t + r.amount!, 0))).toBe(amount);
      }
    }
  });

  it('answers 400 with a range that ends before it begins', async () => {
    const response = await get(
      `/plusCrewData?plusCrewId=${north.id}&valueTypeId=${types['Actual Turnover']}&dateFrom=2026-02-01&dateTo=2026-01-01`,
      plusCrewToken,
    );
    expect(response.statusCode).toBe(400);
  });

  it('keeps every tenant to its own value types', async () => {
    const rows = await api.database.db
      .select({ n: count() })
      .from(plusCrewValueTypes)
      .where(and(eq(plusCrewValueTypes.caption, 'Team Bonus')));
    expect(rows[0]!.n).toBeGreaterThanOrEqual(1);
  });
});
