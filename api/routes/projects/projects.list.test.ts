import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '../../auth/accounts';
import { companies, persons } from '../../db/core.tables';
import { createCompany, createTenant } from '../../db/seed/factories';
import { createTestApi, testBackends } from '../../test/helpers';
import type { TestApi } from '../../test/helpers';
import { call } from '../../test/requests';
import { projectListStatements } from './projects.repository';
import { createProject } from './projects.seed';
import { projects } from '../../db/tables/projects.tables';

interface Page {
  items: Array<{
    number: string;
    name: string;
    status: string;
    beginDate: string;
    company: { caption: string };
    branch: { caption: string } | null;
    manager: { caption: string } | null;
  }>;
  total: number;
  page: number;
  limit: number;
}

/** How many projects the speed test adds to the demo tenant. */
const BULK = 4000;

describe.each(testBackends())('the projects list on %s', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ backend });
    // Another tenant with a project that every filter below would match: it must never show.
    await api.database.transaction(async (tx) => {
      const tenant = await createTenant(tx, { name: 'Other Staffing', frameAncestors: [] });
      const company = await createCompany(tx, tenant.id, 'Eventful Ltd');
      await createProject(tx, tenant.id, {
        number: '2401',
        name: 'New Year Gala',
        companyId: company.id,
        beginDate: '2024-01-02',
        endDate: '2024-01-02',
      });
    });
  });
  afterAll(() => api.close());

  const list = async (account: Parameters<TestApi['signInAs']>[0], query = '') => {
    const response = await call(api.app, 'GET', `/projects${query}`, {
      token: await api.signInAs(account),
    });
    return { statusCode: response.statusCode, body: response.json<Page>() };
  };

  it('shows a planner the tenant’s projects, latest first, without internal or pre-2018 projects', async () => {
    const { statusCode, body } = await list('planner', '?limit=200');
    expect(statusCode).toBe(200);
    const numbers = body.items.map((item) => item.number);
    expect(body.total).toBe(body.items.length);
    expect(numbers).toEqual(
      expect.arrayContaining(['0999', '1000', '1001', '1002', '1003', '2401', '2707']),
    );
    expect(numbers).not.toContain('9001'); // sickness
    expect(numbers).not.toContain('9002'); // vacation
    expect(numbers).not.toContain('1701'); // begins 2017
    expect(numbers.filter((n) => n === '2401')).toHaveLength(1); // not the other tenant's
    const days = body.items.map((item) => item.beginDate);
    expect(days).toEqual([...days].sort().reverse());
    expect(new Set(body.items.map((item) => item.company.caption))).toEqual(
      new Set(['Eventful Ltd', 'Harbour Concerts BV', 'Northern Expo GmbH']),
    );
    const gala = body.items.find((item) => item.number === '2401');
    expect(gala).toMatchObject({
      name: 'New Year Gala',
      status: 'completed',
      branch: { caption: 'Rotterdam' },
      manager: { caption: 'Priya Shah' },
    });
  });

  it('shows a client only their own company’s projects, even when asked for another company', async () => {
    const { body } = await list('client', '?limit=200');
    expect(body.items.length).toBeGreaterThan(5);
    expect(new Set(body.items.map((item) => item.company.caption))).toEqual(
      new Set(['Eventful Ltd']),
    );
    const [harbour] = await api.database.db
      .select()
      .from(companies)
      .where(eq(companies.name, 'Harbour Concerts BV'));
    const other = await list('client', `?companyId=${harbour?.id}`);
    expect(other.body).toMatchObject({ items: [], total: 0 });
    const companiesAnswer = await call(api.app, 'GET', '/companies', {
      token: await api.signInAs('client'),
    });
    expect(companiesAnswer.json()).toEqual({
      items: [{ id: expect.any(Number), caption: 'Eventful Ltd' }],
      total: 1,
      page: 1,
      limit: 1000,
    });
  });

  it('refuses a caller without the projects right', async () => {
    expect((await list('office')).statusCode).toBe(403);
    expect(
      (await call(api.app, 'GET', '/branches', { token: await api.signInAs('office') })).statusCode,
    ).toBe(403);
    expect((await call(api.app, 'GET', '/projects')).statusCode).toBe(401);
  });

  it('filters by text over number, name, client mark and reference', async () => {
    const byName = await list('planner', '?q=boat%20show');
    expect(byName.body.items.map((item) => item.number)).toEqual(['2702', '2602', '2502', '2402']);
    expect((await list('planner', '?q=evt-kd')).body.items.map((item) => item.number)).toEqual([
      '2604',
      '2404',
    ]);
    expect((await list('planner', '?q=Q-2301')).body.items.map((item) => item.number)).toEqual([
      '2607',
    ]);
    expect((await list('planner', '?q=2503')).body.items.map((item) => item.number)).toEqual([
      '2503',
    ]);
    // LIKE's wildcards are plain characters.
    expect((await list('planner', '?q=%25')).body.total).toBe(0);
  });

  it('filters by status, company, branch, begin dates and "mine", and sorts', async () => {
    const inquiries = await list('planner', '?status=inquiry');
    expect(inquiries.body.items.map((item) => item.number).sort()).toEqual([
      '2702',
      '2703',
      '2704',
      '2706',
    ]);
    const branchList = await call(api.app, 'GET', '/branches', {
      token: await api.signInAs('planner'),
    });
    const utrecht = branchList
      .json<{ items: Array<{ id: number; caption: string }> }>()
      .items.find((b) => b.caption === 'Utrecht');
    const inUtrecht = await list(
      'planner',
      `?branchId=${utrecht?.id}&beginDateFrom=2025-01-01&beginDateTo=2025-12-31`,
    );
    expect(inUtrecht.body.items.map((item) => item.number)).toEqual(['2504', '2503']);
    const [northern] = await api.database.db
      .select()
      .from(companies)
      .where(eq(companies.name, 'Northern Expo GmbH'));
    const northernAll = (await list('planner', `?companyId=${northern?.id}&limit=200`)).body.items;
    expect(northernAll.length).toBeGreaterThan(5);
    expect(northernAll.every((item) => item.company.caption === 'Northern Expo GmbH')).toBe(true);
    const mine = (await list('planner', '?mine=true&limit=200')).body.items;
    const all = (await list('planner', '?limit=200')).body.items;
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.length).toBeLessThan(all.length);
    expect(mine.every((item) => item.manager?.caption === 'Priya Shah')).toBe(true);
    const byNumber = (await list('planner', '?sort=number&limit=3')).body.items.map(
      (item) => item.number,
    );
    expect(byNumber).toEqual(['0999', '1000', '1001']);
    const earliest = (await list('planner', '?sort=beginDateAsc&limit=1')).body.items[0];
    expect(earliest?.number).toBe('2401');
    const pageTwo = await list('planner', '?limit=5&page=2');
    expect(pageTwo.body.items.map((item) => item.number)).toEqual(
      all.slice(5, 10).map((item) => item.number),
    );
    expect(pageTwo.body).toMatchObject({ page: 2, limit: 5, total: all.length });
  });

  it.each([
    ['?status=lost', 'status'],
    ['?beginDateFrom=2025-02-30', 'beginDateFrom'],
    ['?beginDateFrom=2025-02-01&beginDateTo=2025-01-01', undefined],
    ['?limit=0', 'limit'],
    ['?sort=random', 'sort'],
    ['?mine=yes', 'mine'],
    ['?companyId=abc', 'companyId'],
    ['?colour=red', undefined],
  ])('answers 400 with a message to %s', async (query, path) => {
    const before = await api.database.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(projects);
    const { statusCode, body } = await list('planner', query);
    expect(statusCode).toBe(400);
    const error = body as unknown as { message: string; details?: Array<{ path: string }> };
    expect(error.message.length).toBeGreaterThan(0);
    if (path) expect(error.details?.map((detail) => detail.path)).toContain(`querystring.${path}`);
    const after = await api.database.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(projects);
    expect(after).toEqual(before);
  });

  it(`stays fast with ${BULK} more projects: index scans and a page well within a second`, async () => {
    const [planner] = await api.database.db
      .select()
      .from(persons)
      .where(eq(persons.email, 'planner@demo.test'));
    const [client] = await api.database.db
      .select()
      .from(persons)
      .where(eq(persons.email, 'client@demo.test'));
    if (!planner || !client) throw new Error('demo accounts missing');
    const tenantId = planner.tenantId;
    const companyIds = (
      await api.database.db.select().from(companies).where(eq(companies.tenantId, tenantId))
    ).map((c) => c.id);
    const rows = Array.from({ length: BULK }, (_, i) => {
      const day = new Date(Date.UTC(2018, 0, 1) + (i % 3000) * 86_400_000)
        .toISOString()
        .slice(0, 10);
      return {
        tenantId,
        number: `B${String(i).padStart(5, '0')}`,
        name: `Bulk project ${i}`,
        companyId: companyIds[i % companyIds.length] ?? 0,
        beginDate: day,
        endDate: day,
        clientMark: `BLK-${i}`,
      };
    });
    for (let i = 0; i < rows.length; i += 500)
      await api.database.db.insert(projects).values(rows.slice(i, i + 500));
    await api.database.db.execute(sql`analyze projects`);

    const principal = (person: typeof planner): Principal => ({
      type: 'user',
      tenantId,
      subject: `person:${person.id}`,
      personId: person.id,
      companyId: person.companyId,
      projectId: null,
      projectNumber: null,
      plusCrewId: null,
      plusCrewNumber: null,
    });
    const query = {
      beginDateFrom: '2018-01-01',
      mine: false,
      sort: 'beginDateDesc' as const,
      limit: 50,
      page: 1,
    };
    for (const [who, permission] of [
      [planner, 'ALL'],
      [client, 'OWN'],
    ] as const) {
      const { page } = projectListStatements(api.database.db, principal(who), permission, query);
      const plan = await api.database.db.execute(sql`explain ${page}`);
      const text = JSON.stringify(plan);
      expect(text).toMatch(/Index Scan[^"]*projects_tenant_(company_)?begin_date_idx/);
      expect(text).not.toMatch(/Seq Scan on projects/);
    }

    const token = await api.signInAs('planner');
    for (const pageNumber of [1, 40]) {
      const started = performance.now();
      const response = await call(api.app, 'GET', `/projects?page=${pageNumber}&limit=50`, {
        token,
      });
      const elapsed = performance.now() - started;
      expect(response.statusCode).toBe(200);
      expect(response.json<Page>().items).toHaveLength(50);
      expect(response.json<Page>().total).toBeGreaterThan(BULK);
      expect(elapsed).toBeLessThan(1500);
    }
  });
});
