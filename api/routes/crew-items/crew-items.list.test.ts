import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { persons } from '../../db/core.tables';
import { createCompany, createTenant, dayAt } from '../../db/seed/factories';
import { createTestApi, testBackends } from '../../test/helpers';
import type { TestApi } from '../../test/helpers';
import { call } from '../../test/requests';
import { recordStatements } from '../../test/statements';
import type { SentStatement } from '../../test/statements';
import { projectCrewItems } from '../jobs/jobs.tables';
import { createCrew, createFunction, createProject } from '../projects/projects.seed';
import { crewItemListStatements } from './crew-items.repository';
import type { CrewItem } from './crew-items.schemas';

// GET /projectCrewItems, the crew item list across projects (issue 12 §2, §4; decision 179): rights
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
  };
  const day = (offset: number) => dayAt(new Date(), offset, 8).toISOString().slice(0, 10);

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
    const startsAt = dayAt(new Date(), dayOffset, 8);
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
      const startsAt = dayAt(new Date(), 3, 8);
      const endsAt = dayAt(new Date(), 3, 16);
      return {
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

  it('answers bad input with 400 and a message', async () => {
    for (const query of [
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

  it(`sends the same two statements and fetches at most a page, with ${BULK} more items as with the demo’s`, async () => {
    const requests = () => [
      '',
      `dateFrom=${day(0)}&dateTo=${day(30)}`,
      `projectId=${ids.own}`,
      `functionId=${ids.fn}`,
      'status=pending',
      'page=3',
      `dateFrom=${day(0)}&projectId=${ids.own}&functionId=${ids.fn}&status=pending`,
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
    // Decision 221: the planner's count reads the crew items alone unless a project filter needs
    // the crew; a client's company always joins crew and project.
    const countOf = (index: number) => many[index]?.statements[0]?.text ?? '';
    expect(countOf(0)).not.toMatch(/ join /i);
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
      { from: dayAt(new Date(), 0, 0), limit: LIMIT, page: 1 },
      { from: dayAt(new Date(), 0, 0), status: 'pending' as const, limit: LIMIT, page: 2 },
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
    }
  });
});
