import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../../../api/test/helpers';
import { createGatewayHarness, errorCode } from '../../test/helpers';
import type { GatewayHarness } from '../../test/helpers';

// The projects screen's one operation: a page of the list and the filter options.
const PROJECTS_SCREEN = /* GraphQL */ `
  query ProjectsScreen($filter: ProjectFilter, $sort: ProjectSort, $limit: Int, $page: Int) {
    projects(filter: $filter, sort: $sort, limit: $limit, page: $page) {
      total
      page
      limit
      items {
        id
        number
        name
        clientMark
        reference
        status
        beginDate
        endDate
        company {
          id
          caption
        }
        branch {
          id
          caption
        }
        manager {
          id
          caption
        }
      }
    }
    projectFilterOptions {
      companies {
        id
        caption
      }
      branches {
        id
        caption
      }
    }
  }
`;

interface ScreenData {
  projects: {
    total: number;
    page: number;
    limit: number;
    items: Array<{
      number: string;
      status: string;
      company: { caption: string };
      branch: { caption: string } | null;
      manager: { caption: string } | null;
    }>;
  };
  projectFilterOptions: {
    companies: Array<{ id: string; caption: string }>;
    branches: Array<{ id: string; caption: string }>;
  };
}

describe.each(testBackends())('the projects list through the gateway on %s', (backend) => {
  let gateway: GatewayHarness;
  beforeAll(async () => {
    gateway = await createGatewayHarness(backend);
  });
  afterAll(() => gateway.close());

  it('answers a page with companies, branches and managers in one upstream list call (no N+1)', async () => {
    const token = await gateway.api.signInAs('planner');
    const before = gateway.upstream.calls.length;
    const result = await gateway.execute<ScreenData>(PROJECTS_SCREEN, { limit: 30 }, { token });
    expect(result.errors).toBeUndefined();
    const calls = gateway.upstream.calls.slice(before);
    expect(calls.filter((call) => call.startsWith('GET /api/v1/projects'))).toEqual([
      'GET /api/v1/projects?sort=beginDateDesc&limit=30&page=1',
    ]);
    expect(calls).toHaveLength(3); // the page, /companies, /branches: whatever the page's size
    const { projects, projectFilterOptions } = result.data!;
    expect(projects.items).toHaveLength(30);
    expect(projects.total).toBeGreaterThan(30);
    expect(
      projects.items.some(
        (item) => item.branch?.caption === 'Rotterdam' && item.manager?.caption === 'Priya Shah',
      ),
    ).toBe(true);
    expect(projectFilterOptions.companies.map((company) => company.caption)).toEqual([
      'Eventful Ltd',
      'Harbour Concerts BV',
      'Northern Expo GmbH',
    ]);
    expect(projectFilterOptions.branches.map((branch) => branch.caption)).toEqual([
      'Düsseldorf',
      'Rotterdam',
      'Utrecht',
    ]);
  });

  it('passes the filters on, and a client sees their company only', async () => {
    const planner = await gateway.api.signInAs('planner');
    const filtered = await gateway.execute<ScreenData>(
      PROJECTS_SCREEN,
      { filter: { q: 'boat show', status: 'inquiry' } },
      { token: planner },
    );
    expect(filtered.data?.projects.items.map((item) => item.number)).toEqual(['2702']);
    const client = await gateway.api.signInAs('client');
    const own = await gateway.execute<ScreenData>(
      PROJECTS_SCREEN,
      { limit: 200 },
      { token: client },
    );
    expect(own.errors).toBeUndefined();
    expect(new Set(own.data?.projects.items.map((item) => item.company.caption))).toEqual(
      new Set(['Eventful Ltd']),
    );
    expect(own.data?.projectFilterOptions.companies.map((company) => company.caption)).toEqual([
      'Eventful Ltd',
    ]);
  });

  it('refuses bad input and a caller without the projects right', async () => {
    const planner = await gateway.api.signInAs('planner');
    expect(
      errorCode(await gateway.execute(PROJECTS_SCREEN, { limit: 500 }, { token: planner })),
    ).toBe('BAD_USER_INPUT');
    const badDate = await gateway.execute(
      PROJECTS_SCREEN,
      { filter: { beginDateFrom: '2025-02-30' } },
      { token: planner },
    );
    expect(errorCode(badDate)).toBe('BAD_USER_INPUT');
    const office = await gateway.api.signInAs('office');
    expect(errorCode(await gateway.execute(PROJECTS_SCREEN, {}, { token: office }))).toBe(
      'FORBIDDEN',
    );
  });
});
