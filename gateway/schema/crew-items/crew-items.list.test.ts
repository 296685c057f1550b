import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../../../api/test/helpers';
import { createGatewayHarness, errorCode } from '../../test/helpers';
import type { GatewayHarness } from '../../test/helpers';
import { testNow } from '../../../machines/test-now';

// The crew item list's query (api/routes/crew-items/README.md, The crew item list): one page is one upstream call whatever it
// holds (the api joins project, function and person), the audit trails of the whole page one more,
// the filter options one call each; a client sees their company's items only.

const LIST = /* GraphQL */ `
  query List($filter: CrewItemFilter, $limit: Int, $page: Int, $withOptions: Boolean!) {
    crewItems(filter: $filter, limit: $limit, page: $page) {
      total
      page
      limit
      items {
        id
        status
        startsAt
        endsAt
        project {
          id
          caption
        }
        function {
          id
          caption
        }
        person {
          caption
        }
        activities {
          to
        }
      }
    }
    crewItemFilterOptions @include(if: $withOptions) {
      projects {
        id
        caption
      }
      functions {
        id
        caption
      }
    }
  }
`;

interface ListData {
  crewItems: {
    total: number;
    page: number;
    limit: number;
    items: Array<{
      id: string;
      status: string;
      startsAt: string;
      endsAt: string;
      project: { id: string; caption: string };
      function: { caption: string };
      person: { caption: string } | null;
      activities: Array<{ to: string }>;
    }>;
  };
  crewItemFilterOptions?: {
    projects: Array<{ id: string; caption: string }>;
    functions: Array<{ id: string; caption: string }>;
  };
}

describe.each(testBackends())('the crew item list through the gateway on %s', (backend) => {
  let gateway: GatewayHarness;
  let planner: string;
  let client: string;
  let crew: string;

  beforeAll(async () => {
    gateway = await createGatewayHarness(backend);
    planner = await gateway.api.signInAs('planner');
    client = await gateway.api.signInAs('client');
    crew = await gateway.api.signInAs('crew');
  });
  afterAll(() => gateway.close());

  const list = (token: string, variables: Record<string, unknown> = {}) =>
    gateway.execute<ListData>(
      LIST,
      { limit: 30, page: 1, withOptions: false, ...variables },
      { token },
    );

  it('answers a page with its projects, functions, people and audit trails in two upstream calls', async () => {
    const before = gateway.upstream.calls.length;
    // The demo's items not needed: some carry an audit trail (crew-items.seed.ts).
    const result = await list(planner, { limit: 50, filter: { status: 'notNeeded' } });
    expect(result.errors).toBeUndefined();
    const page = result.data?.crewItems;
    expect(page?.items.length).toBeGreaterThan(0);
    expect(
      page?.items.every((item) => item.project.caption !== '' && item.function.caption !== ''),
    ).toBe(true);
    // Some demo items have an audit trail: it came in the page's one batch.
    expect(page?.items.some((item) => item.activities.length > 0)).toBe(true);
    const calls = gateway.upstream.calls.slice(before);
    expect(calls.filter((call) => call.startsWith('GET /api/v1/projectCrewItems?'))).toHaveLength(
      1,
    );
    expect(
      calls.filter((call) => call.startsWith('GET /api/v1/projectCrewItemActivities')),
    ).toHaveLength(1);
    expect(calls).toHaveLength(2);
  });

  it('asks for the filter options once each, and filters by status and project', async () => {
    const before = gateway.upstream.calls.length;
    const result = await list(planner, { withOptions: true, filter: { status: 'notNeeded' } });
    expect(result.errors).toBeUndefined();
    expect(result.data?.crewItems.items.every((item) => item.status === 'notNeeded')).toBe(true);
    expect(result.data?.crewItemFilterOptions?.projects.length).toBeGreaterThan(0);
    expect(result.data?.crewItemFilterOptions?.functions.length).toBeGreaterThan(0);
    expect(gateway.upstream.calls.length - before).toBe(4);
    const project = result.data?.crewItems.items[0]?.project;
    if (project) {
      const one = await list(planner, { filter: { projectId: project.id } });
      expect(one.data?.crewItems.items.every((item) => item.project.id === project.id)).toBe(true);
    }
  });

  it('shows a client their company’s items only and refuses crew@', async () => {
    const [company] = (
      (await gateway.api.database.db.execute(
        sql`select company_id from persons where email = 'client@demo.test'`,
      )) as unknown as { rows: Array<{ company_id: number }> }
    ).rows;
    const own = (
      (await gateway.api.database.db.execute(
        sql`select id::text from projects where company_id = ${company?.company_id ?? -1}`,
      )) as unknown as { rows: Array<{ id: string }> }
    ).rows.map((row) => row.id);
    const result = await list(client, { limit: 200 });
    expect(result.errors).toBeUndefined();
    expect(result.data?.crewItems.items.length).toBeGreaterThan(0);
    for (const item of result.data?.crewItems.items ?? []) expect(own).toContain(item.project.id);
    expect(errorCode(await list(crew))).toBe('FORBIDDEN');
  });

  it('passes endsAfter on to the api with the other filters: the running shift is listed, whatever day it began', async () => {
    const now = testNow()
      .toISOString()
      .replace(/\.\d{3}Z$/, '+00:00');
    const before = gateway.upstream.calls.length;
    const result = await list(planner, {
      limit: 200,
      filter: { endsAfter: now, status: 'confirmed' },
    });
    expect(result.errors).toBeUndefined();
    const [call, ...more] = gateway.upstream.calls
      .slice(before)
      .filter((sent) => sent.startsWith('GET /api/v1/projectCrewItems?'));
    expect(more).toHaveLength(0);
    const query = new URL(call ?? '', 'http://upstream').searchParams;
    expect(query.get('endsAfter')).toBe(now);
    expect(query.get('status')).toBe('confirmed');
    expect(query.has('dateFrom')).toBe(false);
    const items = result.data?.crewItems.items ?? [];
    expect(items.every((item) => item.status === 'confirmed')).toBe(true);
    expect(items.every((item) => Date.parse(item.endsAt) > Date.parse(now))).toBe(true);
    // The demo's main stage build began two hours before the seed's hour: running, and listed.
    expect(items.some((item) => Date.parse(item.startsAt) < Date.parse(now))).toBe(true);
    expect(errorCode(await list(planner, { filter: { endsAfter: 'now' } }))).toBe('BAD_USER_INPUT');
  });

  it('refuses a bad page, limit or id with BAD_USER_INPUT', async () => {
    expect(errorCode(await list(planner, { limit: 0 }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await list(planner, { page: 0 }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await list(planner, { filter: { projectId: 'abc' } }))).toBe('BAD_USER_INPUT');
    expect(
      errorCode(await list(planner, { filter: { dateFrom: '2026-03-02', dateTo: '2026-03-01' } })),
    ).toBe('BAD_USER_INPUT');
  });
});
