import { getApi, idOf, itemsOf, postGraphql, restHeaders } from './client';
import { runLoad } from './load';
import type { LoadResult } from './load';
import type { AppOperation } from './operations';
import { rootFieldIntArgument } from './operations';
import { elapsedMs, median, percentile, round, sleep } from './stats';
import { loadGenerator, runWrk } from './wrk';
import type { LoadGenerator, WrkRequest, WrkResult } from './wrk';

export type JobsApproach = 'api-jobs' | 'graphql' | 'graphql-in-process' | 'rest';
export type JobsDatabase = 'pglite' | 'postgres';

export interface JobsResult {
  /** The database behind the api(s) of this row: each database has its own stack of servers. */
  database: JobsDatabase;
  approach: JobsApproach;
  description: string;
  /** What sent the load (decision 235): wrk where installed, else Node's fetch in the bench's process. */
  generator: LoadGenerator;
  /** Whole jobs screens loaded per second (one GraphQL request, or 1 + N REST calls). */
  screensPerSecond: number;
  httpRequestsPerSecond: number;
  /** HTTP requests per screen, from the client's side. */
  requestsPerScreen: number;
  /** One screen at a time, nothing else running: the floor under the loaded figures. */
  idleMedianMs: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  screens: number;
  errors: number;
  firstError: string | null;
  jobsPerScreen: number;
}

export interface JobsFigures {
  concurrency: number;
  durationSeconds: number;
  warmupSeconds: number;
  operation: { name: string; file: string; added: string[] };
  /** The databases measured, in order (PGlite always; PostgreSQL when configured). */
  databases: JobsDatabase[];
  /** Why PostgreSQL has no rows (not configured), or null. */
  postgresSkipped: string | null;
  results: JobsResult[];
}

export interface JobsContext {
  database: JobsDatabase;
  apiOrigin: string;
  gatewayOrigin: string;
  token: string;
  /** The one-process server (npm start) and a token of its own database. */
  combined: { origin: string; token: string };
  operation: AppOperation;
}

const MAX_ITERATIONS = 500_000;
const IDLE_SCREENS = 10;

function jobsOfAnswer(data: Record<string, unknown>, operationName: string): unknown[] {
  return itemsOf(data.jobs, `${operationName}.jobs`);
}

/** A row's load as measured, by either generator: screens are the good answers. */
interface MeasuredLoad extends Omit<WrkResult, 'requests'> {
  generator: LoadGenerator;
  screens: number;
  httpRequests: number;
}

function measuredByLoops(result: LoadResult): MeasuredLoad {
  return {
    generator: 'node',
    screens: result.latencies.length,
    httpRequests: result.httpRequests,
    elapsedMs: result.elapsedMs,
    p50Ms: percentile(result.latencies, 50),
    p95Ms: percentile(result.latencies, 95),
    p99Ms: percentile(result.latencies, 99),
    errors: result.errors,
    firstError: result.firstError,
  };
}

/** wrk's rows are one request a screen, every answer checked by its script. */
function measuredByWrk(result: WrkResult): MeasuredLoad {
  return {
    generator: 'wrk',
    screens: result.requests - result.errors,
    httpRequests: result.requests,
    ...result,
  };
}

function summarise(
  database: JobsDatabase,
  approach: JobsApproach,
  description: string,
  measured: MeasuredLoad,
  jobsPerScreen: number,
  idle: number[],
): JobsResult {
  const seconds = measured.elapsedMs / 1000;
  const { screens } = measured;
  return {
    database,
    approach,
    description,
    generator: measured.generator,
    screensPerSecond: round(screens / seconds, 1),
    httpRequestsPerSecond: round(measured.httpRequests / seconds, 1),
    requestsPerScreen: screens === 0 ? 0 : round(measured.httpRequests / screens, 1),
    idleMedianMs: round(median(idle), 1),
    p50Ms: round(measured.p50Ms, 1),
    p95Ms: round(measured.p95Ms, 1),
    p99Ms: round(measured.p99Ms, 1),
    screens,
    errors: measured.errors,
    firstError: measured.firstError,
    jobsPerScreen,
  };
}

/**
 * The jobs screen under load on one database: GET /api/v1/jobs alone (the api's own throughput), the
 * app's jobs query (with each job's crew chief) through the gateway, versus the same data straight
 * from /api/v1 (GET /jobs, then GET /jobs/{id}/crewChief for every job, in parallel, as a REST client
 * would). No simulated latency here: this measures the servers.
 */
export async function benchJobs(
  context: JobsContext,
  options: {
    concurrency: number;
    durationSeconds: number;
    warmupSeconds: number;
    /** Default: wrk where installed (loadGenerator). */
    generator?: LoadGenerator;
  },
): Promise<JobsResult[]> {
  const { apiOrigin, gatewayOrigin, token, operation } = context;
  const limit = rootFieldIntArgument(operation, 'jobs', 'limit') ?? 1000;
  const page = rootFieldIntArgument(operation, 'jobs', 'page') ?? 1;

  const graphqlScreen = (origin: string, bearer: string) => async () => {
    const data = await postGraphql(fetch, origin, operation, bearer);
    return jobsOfAnswer(data, operation.name).length;
  };
  const query = `${operation.name}${operation.added.length > 0 ? ' + crewChief' : ''}`;
  const jobsList = async () =>
    itemsOf(await getApi(fetch, apiOrigin, `/jobs?limit=${limit}&page=${page}`, token), 'GET /jobs')
      .length;
  const restScreen = async () => {
    const jobs = itemsOf(
      await getApi(fetch, apiOrigin, `/jobs?limit=${limit}&page=${page}`, token),
      'GET /jobs',
    );
    await Promise.all(
      jobs.map((job) => getApi(fetch, apiOrigin, `/jobs/${idOf(job)}/crewChief`, token, true)),
    );
    return jobs.length;
  };

  // What wrk sends for a one-request screen: the same request as the Node loops, and what the
  // answer must hold (a GraphQL answer with errors is an error, as postGraphql treats it).
  const apiJobsRequest: WrkRequest = {
    method: 'GET',
    path: `/api/v1/jobs?limit=${limit}&page=${page}`,
    headers: restHeaders(token),
  };
  const graphqlRequest = (bearer: string): WrkRequest => ({
    method: 'POST',
    path: '/graphql',
    headers: {
      ...restHeaders(bearer),
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
      // As a browser asks: the gateway compresses its answers (decision 070).
      'accept-encoding': 'br, gzip',
    },
    body: JSON.stringify({
      query: operation.query,
      variables: operation.variables,
      operationName: operation.name,
    }),
  });
  const generator = options.generator ?? loadGenerator();
  const byWrk = (origin: string, request: WrkRequest, expect: string, refuse?: string) =>
    generator === 'wrk' ? { origin, request, expect, refuse } : undefined;

  const approaches: Array<{
    approach: JobsApproach;
    description: string;
    screen: () => Promise<number>;
    /** Set when wrk sends this row's load (one request a screen); the Node loops otherwise. */
    wrk?: { origin: string; request: WrkRequest; expect: string; refuse?: string };
  }> = [
    {
      approach: 'api-jobs',
      description: `/api/v1: GET /jobs?limit=${limit}&page=${page} alone (one request)`,
      screen: jobsList,
      wrk: byWrk(apiOrigin, apiJobsRequest, '"items"'),
    },
    {
      approach: 'graphql',
      description: `gateway → api over HTTP: ${query}`,
      screen: graphqlScreen(gatewayOrigin, token),
      wrk: byWrk(gatewayOrigin, graphqlRequest(token), '"jobs"', '"errors"'),
    },
    {
      approach: 'graphql-in-process',
      description: `gateway, api in-process (npm start): ${query}`,
      screen: graphqlScreen(context.combined.origin, context.combined.token),
      wrk: byWrk(
        context.combined.origin,
        graphqlRequest(context.combined.token),
        '"jobs"',
        '"errors"',
      ),
    },
    {
      // Several requests a screen, each after the first answer: only the Node loops can send it.
      approach: 'rest',
      description: '/api/v1: GET /jobs + GET /jobs/{id}/crewChief each',
      screen: restScreen,
    },
  ];

  const results: JobsResult[] = [];
  for (const { approach, description, screen, wrk } of approaches) {
    // One screen first: a broken approach fails here with its real error, not as N timeouts.
    const jobsPerScreen = await screen();
    const idle: number[] = [];
    for (let index = 0; index < IDLE_SCREENS; index += 1) {
      const startedAt = process.hrtime.bigint();
      await screen();
      idle.push(elapsedMs(startedAt));
    }
    if (wrk) {
      const run = (durationSeconds: number) =>
        runWrk({
          origin: wrk.origin,
          requests: [wrk.request],
          connections: options.concurrency,
          durationSeconds,
          expect: wrk.expect,
          refuse: wrk.refuse,
        });
      await run(options.warmupSeconds);
      await sleep(200);
      const result = await run(options.durationSeconds);
      results.push(
        summarise(
          context.database,
          approach,
          description,
          measuredByWrk(result),
          jobsPerScreen,
          idle,
        ),
      );
      continue;
    }
    const requestsFor = (jobs: number) => (approach === 'rest' ? 1 + jobs : 1);
    const iteration = async () => requestsFor(await screen());
    await runLoad({
      concurrency: options.concurrency,
      durationMs: options.warmupSeconds * 1000,
      maxIterations: MAX_ITERATIONS,
      iteration,
    });
    await sleep(200);
    const result = await runLoad({
      concurrency: options.concurrency,
      durationMs: options.durationSeconds * 1000,
      maxIterations: MAX_ITERATIONS,
      iteration,
    });
    results.push(
      summarise(
        context.database,
        approach,
        description,
        measuredByLoops(result),
        jobsPerScreen,
        idle,
      ),
    );
  }
  return results;
}
