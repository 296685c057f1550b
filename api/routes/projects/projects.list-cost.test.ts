import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '../../auth/accounts';
import { persons } from '../../db/core.tables';
import { createTestApi, testBackends } from '../../test/helpers';
import type { TestApi } from '../../test/helpers';
import { call } from '../../test/requests';
import { recordStatements } from '../../test/statements';
import type { SentStatement } from '../../test/statements';
import { seedProjectsFixture } from '../../../scripts/bench/projects-fixture';
import type { ProjectsFixture } from '../../../scripts/bench/projects-fixture';
import { projectListStatements } from './projects.repository';
import type { ProjectListQuery } from './projects.repository';

// A list of 5,000 projects is filtered, sorted and paged by the database. The same list
// requests (each filter of the screen, a later page, all at once) are sent with the demo's few
// dozen projects and again after the bench's fixture added 5,000 (scripts/bench/projects-fixture.ts):
// the same statements each time, and no statement returns more rows than the page holds.

const BULK = 5000;
const LIMIT = 20;

type Sent = SentStatement;

/** The rows of db.execute's answer (both drivers answer `{ rows }`; Drizzle types it loosely). */
async function rowsOf(answer: Promise<unknown>): Promise<Array<Record<string, unknown>>> {
  return ((await answer) as { rows: Array<Record<string, unknown>> }).rows;
}

describe.each(testBackends())('the projects list’s cost on %s', (backend) => {
  const sent: Sent[] = [];
  let api: TestApi;
  let token: string;
  let fixture: ProjectsFixture;
  let planner: Principal;

  beforeAll(async () => {
    // The caller's session and rights are looked up once and cached for RIGHTS_CACHE_TTL_MS (5 s by
    // default): on a loaded machine that can lapse between the warm-up and the measured request.
    api = await createTestApi({ backend, env: { RIGHTS_CACHE_TTL_MS: '60000' } });
    recordStatements(api.database, sent);
    token = await api.signInAs('planner');
    const [person] = await api.database.db
      .select()
      .from(persons)
      .where(eq(persons.email, 'planner@demo.test'));
    if (!person) throw new Error('planner@demo.test missing');
    planner = {
      type: 'user',
      tenantId: person.tenantId,
      subject: `person:${person.id}`,
      personId: person.id,
      companyId: person.companyId,
      projectId: null,
      projectNumber: null,
      plusCrewId: null,
      plusCrewNumber: null,
    };
  }, 60_000);
  afterAll(() => api.close());

  /** The screen's requests: each filter alone, a later page, and every filter at once. */
  const requests = (ids: { company: string; branch: string }): Array<[string, string]> => [
    ['no filter', ''],
    ['text', 'q=jazz'],
    ['status', 'status=option'],
    ['company', `companyId=${ids.company}`],
    ['begin dates', 'beginDateFrom=2024-01-01&beginDateTo=2024-03-31'],
    ['mine', 'mine=true'],
    ['later page', 'page=2'],
    [
      'all at once',
      `q=a&status=confirmed&companyId=${ids.company}&branchId=${ids.branch}&beginDateFrom=2019-01-01&beginDateTo=2027-12-31&mine=true&sort=name`,
    ],
  ];

  /** One list request after an unmeasured one (the caller's session and rights are then cached). */
  const measure = async (query: string) => {
    const url = `/projects?limit=${LIMIT}${query ? `&${query}` : ''}`;
    expect((await call(api.app, 'GET', url, { token })).statusCode).toBe(200);
    sent.length = 0;
    const response = await call(api.app, 'GET', url, { token });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ items: Array<{ number: string }>; total: number }>();
    // The page and the count run side by side: their order is the driver's, not the route's.
    const isCount = (statement: Sent) => statement.text.startsWith('select count(*)');
    const statements = [
      ...sent.filter(isCount),
      ...sent.filter((statement) => !isCount(statement)),
    ];
    return { statements, items: body.items, total: body.total };
  };

  it(`sends the same two statements and fetches at most a page, with ${BULK} more projects as with a few dozen`, async () => {
    const tenantIds = async (table: 'companies' | 'branches') => {
      const rows = await rowsOf(
        api.database.db.execute(
          sql`select min(id)::int as id from ${sql.identifier(table)} where tenant_id = ${planner.tenantId}`,
        ),
      );
      return String(rows[0]?.id);
    };
    const ids = { company: await tenantIds('companies'), branch: await tenantIds('branches') };
    const few = [];
    for (const [name, query] of requests(ids)) few.push({ name, ...(await measure(query)) });

    fixture = await seedProjectsFixture(api.database, BULK);
    expect(fixture.companyIds).toContain(ids.company);
    const many = [];
    for (const [name, query] of requests(ids)) many.push({ name, ...(await measure(query)) });

    for (const [index, large] of many.entries()) {
      const small = few[index];
      if (!small) throw new Error(`no small measure for ${large.name}`);
      // The same statements whatever the table holds: a page and a count, nothing per row.
      expect(
        large.statements.map((statement) => statement.text),
        large.name,
      ).toEqual(small.statements.map((statement) => statement.text));
      expect(large.statements, large.name).toHaveLength(2);
      const [count, page] = large.statements;
      expect(count?.text, large.name).toMatch(/^select count\(\*\) from "projects" where/);
      expect(count?.rows, large.name).toBe(1);
      // The database returns the page and nothing more: no row is filtered or cut in JavaScript.
      expect(page?.rows, large.name).toBe(large.items.length);
      expect(page?.rows, large.name).toBeLessThanOrEqual(LIMIT);
      expect(large.total, large.name).toBeGreaterThanOrEqual(small.total);
      // Every internal sickness / vacation project of the fixture stays out.
      expect(
        large.items.filter((item) => item.number.startsWith('I')),
        large.name,
      ).toEqual([]);
    }
    const byName = new Map(many.map((measured) => [measured.name, measured]));
    const fewByName = new Map(few.map((measured) => [measured.name, measured]));
    // The fixture's client projects all begin from 2018: the unfiltered list counts every one of them.
    expect(byName.get('no filter')?.total).toBe((fewByName.get('no filter')?.total ?? 0) + BULK);
    for (const name of [
      'no filter',
      'text',
      'status',
      'company',
      'begin dates',
      'mine',
      'later page',
    ])
      expect(byName.get(name)?.items, name).toHaveLength(LIMIT);
    expect(byName.get('later page')?.items[0]?.number).not.toBe(
      byName.get('no filter')?.items[0]?.number,
    );
  });

  it('counts a text search from the trigram indexes, not by reading every project (decision 237)', async () => {
    const base: ProjectListQuery = {
      beginDateFrom: '2018-01-01',
      mine: false,
      sort: 'beginDateDesc',
      limit: LIMIT,
      page: 1,
    };
    for (const q of [fixture.commonWord, fixture.sampleNumber]) {
      const { count } = projectListStatements(api.database.db, planner, 'ALL', { ...base, q });
      const plan = await rowsOf(api.database.db.execute(sql`explain ${count}`));
      const text = plan.map((row) => Object.values(row).join(' ')).join('\n');
      for (const column of ['number', 'name', 'client_mark', 'reference']) {
        expect(text, q).toContain(`Bitmap Index Scan on projects_${column}_trgm_idx`);
      }
      expect(text, q).not.toMatch(/Seq Scan on projects/);
    }
  });

  it('reads the page from an index in the list’s order, without sorting the rows', async () => {
    const base: ProjectListQuery = {
      beginDateFrom: '2018-01-01',
      mine: false,
      sort: 'beginDateDesc',
      limit: LIMIT,
      page: 1,
    };
    // The screen's first page, a later one, a word many names share, a status, "mine", a quarter,
    // the earliest first. (A text that matches a handful of rows, e.g. a project number, cannot
    // use these btree indexes: the database reads the tenant's rows and sorts only the matches.)
    const queries: ProjectListQuery[] = [
      base,
      { ...base, page: 10 },
      { ...base, q: fixture.commonWord },
      { ...base, status: ['option'] },
      { ...base, mine: true },
      { ...base, beginDateFrom: '2024-01-01', beginDateTo: '2024-03-31' },
      { ...base, sort: 'beginDateAsc' },
    ];
    for (const query of queries) {
      const { page } = projectListStatements(api.database.db, planner, 'ALL', query);
      const plan = await rowsOf(api.database.db.execute(sql`explain ${page}`));
      const text = plan.map((row) => Object.values(row).join(' ')).join('\n');
      expect(text, JSON.stringify(query)).toMatch(
        /Index Scan( Backward)? using projects_tenant_begin_date_idx on projects/,
      );
      expect(text, JSON.stringify(query)).not.toMatch(/Seq Scan on projects|Sort Key/);
    }
    // A company's list (a client's, or the company filter) reads the company's index.
    const { page } = projectListStatements(api.database.db, planner, 'ALL', {
      ...base,
      companyId: Number(fixture.companyIds[0]),
    });
    const text = JSON.stringify(await rowsOf(api.database.db.execute(sql`explain ${page}`)));
    expect(text).toMatch(
      /Index Scan( Backward)? using projects_tenant_(company_)?begin_date_idx on projects/,
    );
    expect(text).not.toMatch(/Seq Scan on projects|Sort Key/);
  });
});
