/**
 * The projects list with thousands of projects: planner@ pages through the list with
 * the app's own ProjectsPage query through the gateway, `concurrency` requests in flight, rotating
 * the filters the screen offers. The data comes from projects-fixture.ts; the database filters,
 * sorts and pages (api/routes/projects/projects.list-cost.test.ts asserts it).
 */
import { postGraphql, restHeaders, signIn } from './client';
import { loadFigures, runLoad } from './load';
import type { LoadFigures } from './load';
import type { AppOperation } from './operations';
import type { ProjectsFixture } from './projects-fixture';
import { PROJECTS_FIXTURE_LOGINS } from './projects-fixture';
import { percentile, round } from './stats';
import { loadGenerator, runWrk, wrkFigures } from './wrk';
import type { LoadGenerator } from './wrk';

/** The list's page size: the screen's (PROJECTS_PAGE_SIZE of src/features/projects/ProjectsPage.tsx). */
export const PROJECTS_PAGE_SIZE = 20;

/** One list request of the rotation: a name for the report and the query's variables. */
export interface ProjectsRequest {
  name: string;
  variables: {
    filter: Record<string, string | boolean> | null;
    sort: 'beginDateDesc';
    limit: number;
    page: number;
    /** The filter sheet's options: the screen asks for them with its first list only. */
    withOptions: boolean;
  };
}

export interface ProjectsFilterResult {
  name: string;
  lists: number;
  p50Ms: number;
  p95Ms: number;
  /** The answer's total: how many projects the filter matched. */
  total: number;
}

export interface ProjectsResult extends Omit<LoadFigures, 'sent'> {
  database: 'pglite' | 'postgres';
  /** Projects the fixture added (the list holds the demo's few dozen too). */
  projects: number;
  /** What sent the measured load (decision 235); the by-filter figures always come from the Node loops. */
  generator: LoadGenerator;
  concurrency: number;
  lists: number;
  byFilter: ProjectsFilterResult[];
}

export interface ProjectsFigures {
  operation: string;
  file: string;
  projects: number;
  concurrency: number;
  durationSeconds: number;
  pageSize: number;
  results: ProjectsResult[];
  /** Why PostgreSQL was not measured, or null. */
  postgresSkipped: string | null;
}

/**
 * The filter sets the bench rotates, as the screen sends them (filterOf of project-list-params.ts):
 * the first page, a word, a status, a company, a quarter of this year, "mine", a later page, and a
 * project's number (a search with one match).
 */
export function projectRequests(fixture: ProjectsFixture): ProjectsRequest[] {
  const request = (
    name: string,
    filter: ProjectsRequest['variables']['filter'],
    page = 1,
  ): ProjectsRequest => ({
    name,
    // As the screen does: the options with the list it opens with (no filter, page 1), not after.
    variables: {
      filter,
      sort: 'beginDateDesc',
      limit: PROJECTS_PAGE_SIZE,
      page,
      withOptions: filter === null && page === 1,
    },
  });
  const companyId = fixture.companyIds[0];
  if (companyId === undefined) throw new Error('projects fixture: no company');
  return [
    request('first page', null),
    request('text: a word', { q: fixture.commonWord }),
    request('text: a number', { q: fixture.sampleNumber }),
    request('status', { status: 'option' }),
    request('company', { companyId }),
    request('begin dates', {
      beginDateFrom: `${fixture.year}-04-01`,
      beginDateTo: `${fixture.year}-06-30`,
    }),
    request('mine', { mine: true }),
    request('page 10', null, 10),
  ];
}

interface ListAnswer {
  total: number;
  items: Array<{ number: string }>;
}

/** The answer's page, checked: at most a page, no internal project, the fixture visible. */
export function checkedPage(data: Record<string, unknown>, request: ProjectsRequest): ListAnswer {
  const page = data.projects as ListAnswer | undefined;
  if (!page || !Array.isArray(page.items) || typeof page.total !== 'number')
    throw new Error(`${request.name}: no projects page in ${JSON.stringify(data).slice(0, 200)}`);
  if (page.items.length > request.variables.limit)
    throw new Error(
      `${request.name}: ${page.items.length} items for a page of ${request.variables.limit}`,
    );
  const internal = page.items.find((item) => item.number.startsWith('I'));
  if (internal) throw new Error(`${request.name}: internal project ${internal.number} listed`);
  return page;
}

export interface ProjectsContext {
  database: 'pglite' | 'postgres';
  apiOrigin: string;
  gatewayOrigin: string;
  operation: AppOperation;
  fixture: ProjectsFixture;
  password: string;
  concurrency: number;
  durationSeconds: number;
  /** Default: wrk where installed (loadGenerator). */
  generator?: LoadGenerator;
}

export async function benchProjects(context: ProjectsContext): Promise<ProjectsResult> {
  const token = await signIn(context.apiOrigin, PROJECTS_FIXTURE_LOGINS.planner, context.password);
  const requests = projectRequests(context.fixture);
  const latencies = new Map(requests.map((request) => [request.name, [] as number[]]));
  const totals = new Map<string, number>();
  let next = 0;
  const list = async (measured: boolean) => {
    const request = requests[next % requests.length];
    next += 1;
    if (!request) throw new Error('no request');
    const startedAt = performance.now();
    const data = await postGraphql(
      fetch,
      context.gatewayOrigin,
      { ...context.operation, variables: request.variables },
      token,
    );
    const page = checkedPage(data, request);
    if (request.name === 'first page' && page.total < context.fixture.projects)
      throw new Error(
        `the list counts ${page.total} projects, fewer than the fixture's ${context.fixture.projects}`,
      );
    if (measured) {
      latencies.get(request.name)?.push(performance.now() - startedAt);
      totals.set(request.name, page.total);
    }
    return 1;
  };
  const measureWithLoops = async () =>
    loadFigures(
      await runLoad({
        concurrency: context.concurrency,
        durationMs: context.durationSeconds * 1000,
        maxIterations: 500_000,
        iteration: () => list(true),
      }),
    );
  // Unmeasured: every filter a few times per loop (the servers' JIT and caches, PostgreSQL's buffers).
  await runLoad({
    concurrency: context.concurrency,
    durationMs: 60_000,
    maxIterations: context.concurrency * requests.length,
    iteration: () => list(false),
  });
  const generator = context.generator ?? loadGenerator();
  const { sent, ...measured } =
    generator === 'wrk' ? await measureWithWrk(context, token, requests) : await measureWithLoops();
  if (generator === 'wrk') {
    // The figures per filter need each answer's own time, which wrk's script cannot take: a round of
    // every filter per loop through the Node loops, each answer checked as above.
    await runLoad({
      concurrency: context.concurrency,
      durationMs: 60_000,
      maxIterations: context.concurrency * requests.length,
      iteration: () => list(true),
    });
  }
  return {
    database: context.database,
    projects: context.fixture.projects,
    generator,
    concurrency: context.concurrency,
    lists: sent,
    ...measured,
    byFilter: requests.map((request) => {
      const sample = latencies.get(request.name) ?? [];
      return {
        name: request.name,
        lists: sample.length,
        p50Ms: round(percentile(sample, 50)),
        p95Ms: round(percentile(sample, 95)),
        total: totals.get(request.name) ?? 0,
      };
    }),
  };
}

/**
 * The measured load from wrk: the same eight requests in turn on every connection; an answer without
 * a projects page, or with GraphQL errors, is an error (the Node rounds check each page in detail).
 */
async function measureWithWrk(
  context: ProjectsContext,
  token: string,
  requests: ProjectsRequest[],
) {
  const result = await runWrk({
    origin: context.gatewayOrigin,
    requests: requests.map((request) => ({
      method: 'POST',
      path: '/graphql',
      headers: {
        ...restHeaders(token),
        'content-type': 'application/json',
        accept: 'application/graphql-response+json, application/json',
        'accept-encoding': 'br, gzip',
      },
      body: JSON.stringify({
        query: context.operation.query,
        variables: request.variables,
        operationName: context.operation.name,
      }),
    })),
    connections: context.concurrency,
    durationSeconds: context.durationSeconds,
    expect: '"projects"',
    refuse: '"errors"',
  });
  return wrkFigures(result);
}
