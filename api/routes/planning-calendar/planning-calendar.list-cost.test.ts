import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { persons } from '../../db/core.tables';
import type { Database } from '../../db/database';
import { createTestApi, testBackends } from '../../test/helpers';
import type { TestApi } from '../../test/helpers';
import { call } from '../../test/requests';
import { seedCrewItemsFixture } from '../../../scripts/bench/crew-items-fixture';
import type { CrewItemsFixture } from '../../../scripts/bench/crew-items-fixture';
import {
  planningCalendarDaysStatement,
  planningCalendarStatement,
} from './planning-calendar.repository';
import type { PlanningCalendarScope } from './planning-calendar.repository';
import { testNow } from '../../../machines/test-now';

// A season of 20,000 crew items is filtered by the database. The calendar's requests
// (a month, a week, a day, each filter, a client) are sent with the demo's few hundred items and
// again after the bench's fixture (scripts/bench/crew-items-fixture.ts) added 20,000: one statement
// each time, the same SQL, never more rows than the page; and EXPLAIN shows the crew items read
// through project_crew_items_tenant_starts, never a sequential scan of the table.

interface Sent {
  text: string;
  rows: number;
}
type Query = (...args: unknown[]) => Promise<{ rows?: unknown[] }>;

/** Every statement the driver runs, with the rows it returned (as projects.list-cost.test.ts). */
function recordStatements(database: Database, sent: Sent[]): void {
  const client = (database.db as unknown as { $client: { query: Query } }).$client;
  const query = client.query.bind(client);
  client.query = async (...args: unknown[]) => {
    const result = await query(...args);
    const [first] = args;
    sent.push({
      text: typeof first === 'string' ? first : String((first as { text?: string }).text),
      rows: result.rows?.length ?? 0,
    });
    return result;
  };
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe.each(testBackends())('the planning calendar’s cost on %s', (backend) => {
  const sent: Sent[] = [];
  let api: TestApi;
  let planner: string;
  let client: string;
  let fixture: CrewItemsFixture;
  let scope: PlanningCalendarScope;
  const requests: Array<{
    name: string;
    token: () => string;
    query: () => string;
    limit: number;
    days?: boolean;
  }> = [];

  beforeAll(async () => {
    api = await createTestApi({ backend, env: { RIGHTS_CACHE_TTL_MS: '60000' } });
    recordStatements(api.database, sent);
    planner = await api.signInAs('planner');
    client = await api.signInAs('client');
    const [person] = await api.database.db
      .select()
      .from(persons)
      .where(eq(persons.email, 'planner@demo.test'));
    if (!person) throw new Error('planner@demo.test missing');
    scope = {
      tenantId: person.tenantId,
      personId: person.id,
      companyId: null,
      ownOnly: false,
      spareFunctions: true,
    };
  }, 60_000);
  afterAll(() => api.close());

  const season = () => {
    const begin = Date.parse(`${fixture.seasonBegin}T00:00:00Z`);
    const month = { from: isoDay(begin + 28 * 86_400_000), to: isoDay(begin + 69 * 86_400_000) };
    const week = { from: isoDay(begin + 35 * 86_400_000), to: isoDay(begin + 41 * 86_400_000) };
    return { month, week };
  };

  /** Sends each request, returning per request the statements it ran (after a warm-up). */
  const measure = async () => {
    const outcome: Array<{ name: string; statements: Sent[]; total: number }> = [];
    for (const request of requests) {
      const path = request.days ? '/planningCalendarItems/days' : '/planningCalendarItems';
      await call(api.app, 'GET', `${path}?${request.query()}`, {
        token: request.token(),
      });
      sent.length = 0;
      const response = await call(api.app, 'GET', `${path}?${request.query()}`, {
        token: request.token(),
      });
      expect(response.statusCode, request.name).toBe(200);
      if (request.days) {
        // The month grid's summary (api/routes/planning-calendar/README.md, The month as day counts): one row per day, counted by the database.
        const body = response.json() as { days: Array<Record<string, number | string>> };
        expect(body.days.length, request.name).toBe(request.limit);
        const total = body.days.reduce(
          (sum, day) =>
            sum +
            Object.values(day).reduce<number>(
              (n, value) => n + (typeof value === 'number' ? value : 0),
              0,
            ),
          0,
        );
        outcome.push({ name: request.name, statements: [...sent], total });
        continue;
      }
      const body = response.json() as { items: unknown[]; total: number };
      expect(body.items.length, request.name).toBeLessThanOrEqual(request.limit);
      outcome.push({ name: request.name, statements: [...sent], total: body.total });
    }
    return outcome;
  };

  it('runs one statement per calendar request, the same with 20,000 crew items as with the demo’s, each returning at most the page', async () => {
    // The fixture's season decides the periods; seed it after the demo-only round, so both rounds
    // ask for the same days (computed from a throwaway fixture-free clock first).
    fixture = {
      crewItems: 0,
      seasonBegin: isoDay(testNow().getTime()),
      seasonEnd: '',
      projectIds: [],
      functionIds: [],
      personIds: [],
      crewItemIds: [],
    };
    const base = testNow().getTime();
    const monday =
      Date.UTC(
        new Date(base).getUTCFullYear(),
        new Date(base).getUTCMonth(),
        new Date(base).getUTCDate(),
      ) -
      ((new Date(base).getUTCDay() + 6) % 7) * 86_400_000;
    fixture.seasonBegin = isoDay(monday);
    const periods = () => season();
    const add = (name: string, token: () => string, query: () => string, limit = 1000) =>
      requests.push({ name, token, query, limit });
    add(
      'month',
      () => planner,
      () => `dateFrom=${periods().month.from}&dateTo=${periods().month.to}`,
    );
    add(
      'week',
      () => planner,
      () => `dateFrom=${periods().week.from}&dateTo=${periods().week.to}`,
    );
    add(
      'day',
      () => planner,
      () => `dateFrom=${periods().week.from}&dateTo=${periods().week.from}`,
    );
    add(
      'month, page 2 of 200',
      () => planner,
      () => `dateFrom=${periods().month.from}&dateTo=${periods().month.to}&limit=200&page=2`,
      200,
    );
    add(
      'week, a function',
      () => planner,
      () =>
        `dateFrom=${periods().week.from}&dateTo=${periods().week.to}&functionId=${fixture.functionIds[0] ?? 1}`,
    );
    add(
      'month, a project',
      () => planner,
      () =>
        `dateFrom=${periods().month.from}&dateTo=${periods().month.to}&projectId=${fixture.projectIds[0] ?? 1}`,
    );
    add(
      'month, a person',
      () => planner,
      () =>
        `dateFrom=${periods().month.from}&dateTo=${periods().month.to}&personId=${fixture.personIds[0] ?? 1}`,
    );
    add(
      'month, client',
      () => client,
      () => `dateFrom=${periods().month.from}&dateTo=${periods().month.to}`,
    );
    // The month grid's day summaries (GET /planningCalendarItems/days): 42 rows each, whatever the season.
    for (const [name, token, extra] of [
      ['month days', () => planner, () => ''],
      ['month days, a function', () => planner, () => `&functionId=${fixture.functionIds[0] ?? 1}`],
      ['month days, client', () => client, () => ''],
    ] as const)
      requests.push({
        name,
        token,
        query: () => `dateFrom=${periods().month.from}&dateTo=${periods().month.to}${extra()}`,
        limit: 42,
        days: true,
      });
    const small = await measure();
    fixture = await seedCrewItemsFixture(api.database, 20_000);
    expect(fixture.crewItems).toBe(20_000);
    const big = await measure();
    for (const [index, request] of requests.entries()) {
      const before = small[index];
      const after = big[index];
      // A page past the end (page 2 of the demo's few entries) asks for the total once more.
      if (before?.statements.length === 1)
        expect(
          after?.statements.map((statement) => statement.text),
          request.name,
        ).toEqual(before.statements.map((statement) => statement.text));
      expect(after?.statements, request.name).toHaveLength(1);
      for (const statement of after?.statements ?? [])
        expect(statement.rows, request.name).toBeLessThanOrEqual(request.limit);
    }
    // The fixture is really there: a month of the season holds thousands of entries, more than a page.
    expect(big[0]?.total).toBeGreaterThan(1000);
    const monthDays = requests.findIndex((request) => request.name === 'month days');
    expect(big[monthDays]?.total).toBeGreaterThan(3000);
  }, 300_000);

  it('reads the period’s crew items through project_crew_items_tenant_starts, never scanning the table', async () => {
    const { month, week } = season();
    for (const [name, query] of [
      ['month', { dateFrom: month.from, dateTo: month.to }],
      ['week', { dateFrom: week.from, dateTo: week.to }],
      [
        'week, a function',
        { dateFrom: week.from, dateTo: week.to, functionId: Number(fixture.functionIds[0]) },
      ],
    ] as const) {
      for (const statement of [
        planningCalendarStatement(scope, { limit: 1000, page: 1, ...query }),
        planningCalendarDaysStatement(scope, query),
      ]) {
        const plan = (
          (await api.database.db.execute(sql`EXPLAIN ${statement}`)) as unknown as {
            rows: Array<Record<string, string>>;
          }
        ).rows
          .map((row) => Object.values(row)[0])
          .join('\n');
        expect(plan, name).toContain('project_crew_items_tenant_starts');
        expect(plan, name).not.toMatch(/Seq Scan on project_crew_items/);
      }
    }
  }, 120_000);
});
