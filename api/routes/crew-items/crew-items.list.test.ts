import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { persons } from '../../db/core.tables';
import { createCompany, createTenant, dayAt } from '../../db/seed/factories';
import { createTestApi, testBackends } from '../../test/helpers';
import type { TestApi } from '../../test/helpers';
import { call } from '../../test/requests';
import { recordStatements } from '../../test/statements';
import type { SentStatement } from '../../test/statements';
import { projectCrewItems } from '../../db/tables/project-crew-items.tables';
import { createCrew, createFunction, createProject } from '../projects/projects.seed';
import { crewItemListStatements, LONGEST_LISTED_SHIFT_HOURS } from './crew-items.repository';
import type { CrewItem } from './crew-items.schemas';
import { testNow } from '../../../machines/test-now';

// GET /projectCrewItems, the crew item list across projects (api/routes/crew-items/README.md, The crew item list): rights
// per role, a client's company, another tenant, bad input, the filters, and its cost: the same two
// statements whatever the filters and the table's size, a page of rows at most, read in an index.

interface Page {
  items: CrewItem[];
  total: number;
  page: number;
  limit: number;
}

type Sent = SentStatement;

const BULK = 3000;
const LIMIT = 20;
const HOUR = 3_600_000;
/** An instant as the app sends it (+00:00, encoded for the query string: a bare + is a space). */
const instantParam = (at: Date) =>
  encodeURIComponent(at.toISOString().replace(/\.\d{3}Z$/, '+00:00'));

describe.each(testBackends())('the crew item list on %s', (backend) => {
  let api: TestApi;
  const tokens: Record<string, string> = {};
  const sent: Sent[] = [];
  let ids: {
    own: number;
    other: number;
    foreign: number;
    foreignTenant: number;
    fn: number;
    ownCrew: number;
    otherCrew: number;
    foreignCrew: number;
    mila: number;
    night: number;
    nightCrew: number;
    nightFn: number;
  };
  /** The night project's items (api/routes/crew-items/README.md, Running shifts first), around the moment the file started. */
  let night: { long: number; running: number; ended: number; later: number };
  const now = testNow();
  const day = (offset: number) => dayAt(testNow(), offset, 8).toISOString().slice(0, 10);

  const get = (role: string, query = '') =>
    call(api.app, 'GET', `/projectCrewItems${query ? `?${query}` : ''}`, {
      token: tokens[role] ?? '',
    });
  const page = async (role: string, query = '') => {
    const response = await get(role, query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Page>();
  };
  const insertItems = async (
    crewId: number,
    tenantId: number,
    n: number,
    status: 'pending' | 'notNeeded' = 'pending',
    dayOffset = 3,
  ) => {
    const startsAt = dayAt(testNow(), dayOffset, 8);
    const values = Array.from({ length: n }, (_, index) => ({
      tenantId,
      crewId,
      functionId: ids.fn,
      personId: index % 2 === 0 ? ids.mila : null,
      status,
      startsAt: new Date(startsAt.getTime() + index * 60_000),
      endsAt: new Date(startsAt.getTime() + 8 * 3_600_000),
    }));
    for (let start = 0; start < values.length; start += 500)
      await api.database.db.insert(projectCrewItems).values(values.slice(start, start + 500));
  };

  beforeAll(async () => {
    api = await createTestApi({ backend, env: { RIGHTS_CACHE_TTL_MS: '60000' } });
    for (const role of ['planner', 'client', 'crew', 'office'] as const)
      tokens[role] = await api.signInAs(role);
    recordStatements(api.database, sent);
    const [clientRow] = await api.database.db
      .select({ companyId: persons.companyId })
      .from(persons)
      .where(eq(persons.email, 'client@demo.test'));
    const [mila] = await api.database.db
      .select({ id: persons.id })
      .from(persons)
      .where(eq(persons.email, 'mila.bakker@demo.test'));
    ids = await api.database.transaction(async (tx) => {
      const fn = (await createFunction(tx, 1, `List tester ${backend}`)).id;
      const elsewhere = await createCompany(tx, 1, `List elsewhere ${backend}`);
      const own = await createProject(tx, 1, {
        number: `L${backend}1`,
        name: 'Listed own',
        companyId: clientRow?.companyId ?? -1,
        beginDate: '2026-01-01',
        endDate: '2027-12-31',
      });
      const other = await createProject(tx, 1, {
        number: `L${backend}2`,
        name: 'Listed other',
        companyId: elsewhere.id,
        beginDate: '2026-01-01',
        endDate: '2027-12-31',
      });
      const foreignTenant = await createTenant(tx, { name: `List foreign ${backend}` });
      const foreignCompany = await createCompany(tx, foreignTenant.id, 'Foreign Co');
      const foreign = await createProject(tx, foreignTenant.id, {
        number: 'LF1',
        name: 'Foreign',
        companyId: foreignCompany.id,
        beginDate: '2026-01-01',
        endDate: '2027-12-31',
      });
      const nightProject = await createProject(tx, 1, {
        number: `L${backend}3`,
        name: 'Listed night',
        companyId: clientRow?.companyId ?? -1,
        beginDate: '2026-01-01',
        endDate: '2027-12-31',
      });
      const startsAt = dayAt(testNow(), 3, 8);
      const endsAt = dayAt(testNow(), 3, 16);
      return {
        night: nightProject.id,
        nightFn: (await createFunction(tx, 1, `Night tester ${backend}`)).id,
        nightCrew: (
          await createCrew(tx, 1, {
            projectId: nightProject.id,
            caption: 'Night',
            startsAt: dayAt(now, -1, 22),
            endsAt: new Date(now.getTime() + HOUR),
          })
        ).id,
        own: own.id,
        other: other.id,
        foreign: foreign.id,
        fn,
        mila: mila?.id ?? -1,
        foreignTenant: foreignTenant.id,
        ownCrew: (await createCrew(tx, 1, { projectId: own.id, caption: 'Own', startsAt, endsAt }))
          .id,
        otherCrew: (
          await createCrew(tx, 1, { projectId: other.id, caption: 'Other', startsAt, endsAt })
        ).id,
        foreignCrew: (
          await createCrew(tx, foreignTenant.id, {
            projectId: foreign.id,
            caption: 'Foreign',
            startsAt,
            endsAt,
          })
        ).id,
      };
    });
    await insertItems(ids.ownCrew, 1, 3);
    await insertItems(ids.otherCrew, 1, 2, 'notNeeded');
    await insertItems(ids.foreignCrew, ids.foreignTenant, 2);
    // The night project: a shift begun yesterday (22:00 UTC) that ends in an hour, one begun then
    // that ended an hour ago, one as long as the list reckons with (begun 47 hours ago, confirmed),
    // and one tomorrow.
    const nightItem = async (
      startsAt: Date,
      endsAt: Date,
      status: 'pending' | 'confirmed' = 'pending',
    ) => {
      const [row] = await api.database.db
        .insert(projectCrewItems)
        .values({
          tenantId: 1,
          crewId: ids.nightCrew,
          functionId: ids.nightFn,
          personId: ids.mila,
          status,
          startsAt,
          endsAt,
        })
        .returning({ id: projectCrewItems.id });
      if (!row) throw new Error('no night item');
      return row.id;
    };
    night = {
      long: await nightItem(
        new Date(now.getTime() - 47 * HOUR),
        new Date(now.getTime() + HOUR),
        'confirmed',
      ),
      running: await nightItem(dayAt(now, -1, 22), new Date(now.getTime() + HOUR)),
      ended: await nightItem(dayAt(now, -1, 22), new Date(now.getTime() - HOUR)),
      later: await nightItem(
        new Date(now.getTime() + 24 * HOUR),
        new Date(now.getTime() + 32 * HOUR),
      ),
    };
  }, 60_000);
  afterAll(() => api.close());

  it('answers planner and client; crew, office and nobody signed in may not list', async () => {
    expect((await get('crew')).statusCode).toBe(403);
    expect((await get('office')).statusCode).toBe(403);
    expect((await call(api.app, 'GET', '/projectCrewItems', { token: '' })).statusCode).toBe(401);
    const planner = await page('planner', `projectId=${ids.own}`);
    expect(planner.total).toBe(3);
    expect(planner.items[0]).toMatchObject({
      project: { id: ids.own, caption: 'Listed own' },
      function: { id: ids.fn },
      status: 'pending',
    });
  });

  it('shows a client their company’s items only; another company’s project answers none', async () => {
    expect((await page('client', `projectId=${ids.own}`)).total).toBe(3);
    expect((await page('client', `projectId=${ids.other}`)).total).toBe(0);
    expect((await page('planner', `projectId=${ids.other}`)).total).toBe(2);
    const all = await page('client', 'limit=200');
    expect(all.items.length).toBeGreaterThan(0);
    expect(all.items.map((item) => item.projectId)).not.toContain(ids.other);
  });

  it('never shows another tenant’s items', async () => {
    expect((await page('planner', `projectId=${ids.foreign}`)).total).toBe(0);
    const all = await page('planner', `dateFrom=${day(3)}&dateTo=${day(3)}&limit=200`);
    expect(all.items.map((item) => item.projectId)).not.toContain(ids.foreign);
  });

  it('filters by date range, function and status, earliest first, and pages', async () => {
    const ranged = await page(
      'planner',
      `dateFrom=${day(3)}&dateTo=${day(3)}&functionId=${ids.fn}`,
    );
    expect(ranged.total).toBe(5);
    const starts = ranged.items.map((item) => item.startsAt);
    expect(starts).toEqual([...starts].sort());
    expect(
      (await page('planner', `functionId=${ids.fn}&status=notNeeded`)).items.map(
        (item) => item.projectId,
      ),
    ).toEqual([ids.other, ids.other]);
    expect((await page('planner', `dateFrom=${day(4)}&functionId=${ids.fn}`)).total).toBe(0);
    const second = await page('planner', `functionId=${ids.fn}&limit=2&page=2`);
    expect(second).toMatchObject({ page: 2, limit: 2, total: 5 });
    expect(second.items).toHaveLength(2);
  });

  it('lists with endsAfter the shifts that end after it: the one begun yesterday and running, not the one that ended', async () => {
    expect(LONGEST_LISTED_SHIFT_HOURS).toBeGreaterThan(47);
    const ids_ = (body: Page) => body.items.map((item) => item.id);
    const running = await page(
      'planner',
      `endsAfter=${instantParam(now)}&functionId=${ids.nightFn}`,
    );
    expect(ids_(running)).toEqual([night.long, night.running, night.later]);
    expect(running.total).toBe(3);
    // The default before running shifts came first (api/routes/crew-items/README.md, Running shifts
    // first), from the start of today (UTC): the running shift is missing.
    const fromToday = await page('planner', `dateFrom=${day(0)}&functionId=${ids.nightFn}`);
    expect(ids_(fromToday)).toEqual([night.later]);
    expect(ids_(fromToday)).not.toContain(night.running);
    // Every shift of the night crew ended or ends after 1970.
    const all = await page('planner', `endsAfter=1970-01-01T00:00:00Z&functionId=${ids.nightFn}`);
    expect(ids_(all)).toEqual([night.long, night.running, night.ended, night.later]);
  });

  it('combines endsAfter with the status, the days, the project, the count and the pages', async () => {
    const after = `endsAfter=${instantParam(now)}`;
    const idsOf = async (role: string, query: string) => {
      const body = await page(role, query);
      return { ids: body.items.map((item) => item.id), total: body.total };
    };
    expect(await idsOf('planner', `${after}&functionId=${ids.nightFn}&status=pending`)).toEqual({
      ids: [night.running, night.later],
      total: 2,
    });
    expect(await idsOf('planner', `${after}&functionId=${ids.nightFn}&status=confirmed`)).toEqual({
      ids: [night.long],
      total: 1,
    });
    // Both bounds on the start hold: begun today and ending after now is tomorrow's only.
    expect(await idsOf('planner', `${after}&dateFrom=${day(0)}&functionId=${ids.nightFn}`)).toEqual(
      { ids: [night.later], total: 1 },
    );
    expect(await idsOf('planner', `${after}&dateTo=${day(0)}&functionId=${ids.nightFn}`)).toEqual({
      ids: [night.long, night.running],
      total: 2,
    });
    // The client's company owns the night project; the count is the filtered one, page by page.
    expect(await idsOf('client', `${after}&projectId=${ids.night}&limit=1&page=2`)).toEqual({
      ids: [night.running],
      total: 3,
    });
    expect(
      await idsOf('planner', `${after}&projectId=${ids.other}&functionId=${ids.nightFn}`),
    ).toEqual({
      ids: [],
      total: 0,
    });
    // An instant with another offset is the same instant.
    const plusTwo = new Date(now.getTime() + 2 * HOUR).toISOString().slice(0, 19) + '+02:00';
    expect(
      await idsOf('planner', `endsAfter=${encodeURIComponent(plusTwo)}&functionId=${ids.nightFn}`),
    ).toEqual({ ids: [night.long, night.running, night.later], total: 3 });
  });

  it('documents endsAfter in the OpenAPI document, from the route’s zod schema', async () => {
    const document = (await call(api.app, 'GET', '/openapi.json')).json<{
      paths: Record<string, { get: { parameters: Array<Record<string, unknown>> } }>;
    }>();
    const parameters = document.paths['/api/v1/projectCrewItems']?.get.parameters ?? [];
    expect(parameters.find((parameter) => parameter['name'] === 'endsAfter')).toMatchObject({
      in: 'query',
      required: false,
      schema: { type: 'string', format: 'date-time' },
    });
  });

  it('answers bad input with 400 and a message', async () => {
    for (const query of [
      'endsAfter=now',
      'endsAfter=2026-12-01',
      'endsAfter=2026-12-01T10:00:00',
      // A + not encoded is a space.
      'endsAfter=2026-12-01T10:00:00+00:00',
      'endsAfter=0000-01-01T00:00:00Z',
      `endsAfter=${encodeURIComponent('9999-12-31T23:59:00-23:59')}`,
      'endsAfter=1969-12-31T23:59:59Z',
      'dateFrom=2026-02-30',
      'dateFrom=2026-03-02&dateTo=2026-03-01',
      'dateFrom=2026-01-01&dateTo=2027-06-01',
      'projectId=abc',
      'functionId=0',
      'status=done',
      'limit=0',
      'limit=201',
      'page=0',
      'foo=1',
    ]) {
      const response = await get('planner', query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ message: string }>().message, query).not.toBe('');
    }
  });

  it('answers an impossible or out-of-range day or instant with 400 naming the field, never 500 (decision 247)', async () => {
    const realDay = 'must be a real day (YYYY-MM-DD)';
    const dayRange = 'must lie between 1970-01-01 and 9999-12-30';
    const realInstant = 'must be a real date-time (its day, time and offset as written)';
    const instantRange = 'must lie between 1970-01-01T00:00:00Z and 9999-12-30T23:59:59Z';
    for (const [query, path, message] of [
      // Before: 2026-02-30 refused, 0000-01-01 and 9999-12-31 a 500 (no such PostgreSQL timestamp).
      ['dateFrom=2026-02-30', 'dateFrom', realDay],
      ['dateTo=2026-02-29', 'dateTo', realDay],
      ['dateFrom=2026-13-01', 'dateFrom', realDay],
      ['dateFrom=0000-01-01', 'dateFrom', dayRange],
      ['dateTo=0000-01-02', 'dateTo', dayRange],
      ['dateTo=9999-12-31', 'dateTo', dayRange],
      ['dateFrom=9999-12-31&dateTo=2026-12-24', 'dateFrom', dayRange],
      ['dateFrom=1969-12-31', 'dateFrom', dayRange],
      // Before: Date read these as 2 March and as the next midnight.
      ['endsAfter=2026-02-30T10:00:00Z', 'endsAfter', realInstant],
      ['endsAfter=2026-12-01T24:00:00Z', 'endsAfter', realInstant],
      [`endsAfter=${encodeURIComponent('2026-12-01T10:00:00+24:00')}`, 'endsAfter', realInstant],
      ['endsAfter=0000-01-01T00:00:00Z', 'endsAfter', instantRange],
      [`endsAfter=${encodeURIComponent('9999-12-31T23:59:00-23:59')}`, 'endsAfter', instantRange],
      ['endsAfter=9999-12-31T00:00:00Z', 'endsAfter', instantRange],
    ] as const) {
      const response = await get('planner', query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({
        code: 'BAD_USER_INPUT',
        details: [{ path: `querystring.${path}`, message }],
      });
    }
    // The ends of the range are real days and instants: listed (none lies there), not refused.
    for (const query of [
      'dateFrom=1970-01-01',
      'dateTo=9999-12-30',
      'dateFrom=9999-12-30&dateTo=9999-12-30',
      'dateFrom=2028-02-29&dateTo=2028-02-29',
      'endsAfter=1970-01-01T00:00:00Z',
      'endsAfter=9999-12-30T23:59:59Z',
      `endsAfter=${encodeURIComponent('9999-12-31T10:00:00+12:00')}`,
      'endsAfter=2026-12-01T10:00:00.5Z',
    ]) {
      expect((await get('planner', query)).statusCode, query).toBe(200);
    }
  });

  it(`sends the same two statements and fetches at most a page, with ${BULK} more items as with the demo’s`, async () => {
    const requests = () => [
      '',
      `dateFrom=${day(0)}&dateTo=${day(30)}`,
      `projectId=${ids.own}`,
      `functionId=${ids.fn}`,
      'status=pending',
      'page=3',
      `dateFrom=${day(0)}&projectId=${ids.own}&functionId=${ids.fn}&status=pending`,
      `endsAfter=${instantParam(now)}`,
      `endsAfter=${instantParam(now)}&dateFrom=${day(0)}&status=pending&page=2`,
      `endsAfter=${instantParam(now)}&projectId=${ids.own}`,
    ];
    const measure = async (role: string, query: string) => {
      const q = `limit=${LIMIT}${query ? `&${query}` : ''}`;
      await page(role, q);
      sent.length = 0;
      const body = await page(role, q);
      const isCount = (statement: Sent) => statement.text.startsWith('select count(*)');
      return {
        statements: [...sent.filter(isCount), ...sent.filter((statement) => !isCount(statement))],
        body,
      };
    };
    const few = [];
    for (const query of requests()) few.push(await measure('planner', query));
    for (const query of requests()) few.push(await measure('client', query));
    await insertItems(ids.ownCrew, 1, BULK);
    const many: Array<Awaited<ReturnType<typeof measure>>> = [];
    for (const query of requests()) many.push(await measure('planner', query));
    for (const query of requests()) many.push(await measure('client', query));
    for (const [index, large] of many.entries()) {
      const small = few[index];
      expect(large.statements.map((statement) => statement.text)).toEqual(
        small?.statements.map((statement) => statement.text),
      );
      expect(large.statements).toHaveLength(2);
      const [counted, listed] = large.statements;
      expect(counted?.rows).toBe(1);
      expect(listed?.rows).toBe(large.body.items.length);
      expect(listed?.rows).toBeLessThanOrEqual(LIMIT);
    }
    expect(many[0]?.body.total).toBe((few[0]?.body.total ?? 0) + BULK);
    // api/routes/crew-items/README.md, Counting without joins: the planner's count reads the crew items alone unless a project filter needs
    // the crew; a client's company always joins crew and project.
    const countOf = (index: number) => many[index]?.statements[0]?.text ?? '';
    expect(countOf(0)).not.toMatch(/ join /i);
    // endsAfter's count is the crew items alone too, bounded on the start and filtered on the end.
    const endsAfterCount = countOf(7);
    expect(endsAfterCount).not.toMatch(/ join /i);
    expect(endsAfterCount).toMatch(
      /"starts_at" >= \$\d+ and "project_crew_items"\."ends_at" > \$\d+/,
    );
    expect(countOf(2)).toMatch(/inner join "project_crews"/);
    expect(countOf(2)).not.toMatch(/inner join "projects"/);
    expect(countOf(requests().length)).toMatch(/inner join "projects"/);
  }, 120_000);

  it('reads the page in the start-time index, without sorting the rows', async () => {
    const [{ n } = { n: 0 }] = await api.database.db.select({ n: count() }).from(projectCrewItems);
    // The planner has the whole tenant; a client's company filter joins the project on each row.
    expect(n).toBeGreaterThan(BULK);
    await api.database.db.execute(sql`analyze project_crew_items`);
    const scope = { tenantId: 1, companyId: null, ownOnly: false };
    for (const query of [
      { limit: LIMIT, page: 1 },
      { from: dayAt(testNow(), 0, 0), limit: LIMIT, page: 1 },
      { from: dayAt(testNow(), 0, 0), status: 'pending' as const, limit: LIMIT, page: 2 },
      // api/routes/crew-items/README.md, Running shifts first: a shift's end is a filter on a range of the index, bounded on the start.
      { endsAfter: testNow(), limit: LIMIT, page: 1 },
      { endsAfter: testNow(), status: 'pending' as const, limit: LIMIT, page: 2 },
      { endsAfter: testNow(), from: dayAt(testNow(), 0, 0), limit: LIMIT, page: 1 },
    ]) {
      const { page: statement } = crewItemListStatements(api.database.db, scope, query);
      const plan = (await api.database.db.execute(sql`explain ${statement}`)) as unknown as {
        rows: Array<Record<string, unknown>>;
      };
      const text = plan.rows.map((row) => Object.values(row).join(' ')).join('\n');
      expect(text, JSON.stringify(query)).toMatch(
        /Index Scan using project_crew_items_tenant_starts on project_crew_items/,
      );
      expect(text, JSON.stringify(query)).not.toMatch(/Seq Scan on project_crew_items|Sort Key/);
      if ('endsAfter' in query) {
        expect(text, JSON.stringify(query)).toMatch(/Index Cond: .*starts_at >= /);
        expect(text, JSON.stringify(query)).toMatch(/Filter: .*ends_at > /);
      }
    }
  });
});
