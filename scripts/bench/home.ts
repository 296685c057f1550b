import { delayedFetch, getApi, itemsOf, postGraphql } from './client';
import type { Fetch, RoundTripCounter } from './client';
import type { AppOperation } from './operations';
import { elapsedMs, median, round } from './stats';

export type HomeApproach =
  'graphql' | 'rest-sequential' | 'rest-parallel' | 'graphql+session' | 'rest+session';

export interface HomeResult {
  approach: HomeApproach;
  description: string;
  /** HTTP round trips the app makes for the home screen's data (counted, not assumed). */
  roundTrips: number;
  medianMs: number;
  minMs: number;
  maxMs: number;
  /** Jobs waiting for confirmation that the screen shows: the same on every approach. */
  jobsToConfirm: number;
}

export interface HomeFigures {
  latencyMs: number;
  runs: number;
  operation: { name: string; file: string; rootFields: string[] };
  results: HomeResult[];
}

interface HomeContext {
  apiOrigin: string;
  gatewayOrigin: string;
  token: string;
  operation: AppOperation;
  /** The app's session renewal (RefreshSession): rights, mailbox rights and tenant in one answer. */
  refreshOperation: AppOperation;
}

/** What the original product's client loaded for its home screen, one /api/v1 call per list. */
const REST_HOME_PATHS = [
  '/userRights',
  '/mailboxUserRights',
  '/tenant',
  '/jobs?limit=1000&page=1',
] as const;

function pendingJobs(jobsPage: unknown): number {
  return itemsOf(jobsPage, 'GET /jobs').filter(
    (job) => typeof job === 'object' && job !== null && 'status' in job && job.status === 'pending',
  ).length;
}

const loaders: Record<
  HomeApproach,
  { description: string; load(context: HomeContext, fetchImpl: Fetch): Promise<number> }
> = {
  graphql: {
    description: 'gateway: one GraphQL request',
    async load({ gatewayOrigin, token, operation }, fetchImpl) {
      const data = await postGraphql(fetchImpl, gatewayOrigin, operation, token);
      const jobs = data.jobsToConfirm;
      if (!Array.isArray(jobs))
        throw new Error(`${operation.name}: no jobsToConfirm list in the answer`);
      return jobs.length;
    },
  },
  'rest-sequential': {
    description: '/api/v1, one call per list, in turn',
    async load({ apiOrigin, token }, fetchImpl) {
      const answers: unknown[] = [];
      for (const path of REST_HOME_PATHS)
        answers.push(await getApi(fetchImpl, apiOrigin, path, token));
      return pendingJobs(answers[REST_HOME_PATHS.length - 1]);
    },
  },
  'rest-parallel': {
    description: '/api/v1, one call per list, all at once',
    async load({ apiOrigin, token }, fetchImpl) {
      const answers = await Promise.all(
        REST_HOME_PATHS.map((path) => getApi(fetchImpl, apiOrigin, path, token)),
      );
      return pendingJobs(answers[REST_HOME_PATHS.length - 1]);
    },
  },
  // Opening the app with a stored session: renew it first, then load the home screen.
  'graphql+session': {
    description: 'app start: refreshSession, then the home query',
    async load(context, fetchImpl) {
      const data = await postGraphql(
        fetchImpl,
        context.gatewayOrigin,
        context.refreshOperation,
        context.token,
      );
      if (typeof data.refreshSession !== 'object' || data.refreshSession === null) {
        throw new Error(`${context.refreshOperation.name}: no refreshSession in the answer`);
      }
      return loaders.graphql.load(context, fetchImpl);
    },
  },
  'rest+session': {
    description: 'app start: /auth/refresh, then the four calls in turn',
    async load(context, fetchImpl) {
      await getApi(fetchImpl, context.apiOrigin, '/auth/refresh', context.token);
      return loaders['rest-sequential'].load(context, fetchImpl);
    },
  },
};

/**
 * Loads the home screen's data `runs` times per approach, interleaved so that drift (GC, JIT, the
 * database's caches) spreads evenly, after one unmeasured warm-up each.
 */
export async function benchHome(
  context: HomeContext,
  options: { runs: number; latencyMs: number },
): Promise<HomeFigures> {
  const approaches = Object.keys(loaders) as HomeApproach[];
  const samples = new Map<HomeApproach, number[]>(approaches.map((approach) => [approach, []]));
  const counters = new Map<HomeApproach, RoundTripCounter>(
    approaches.map((approach) => [approach, { roundTrips: 0 }]),
  );
  const jobCounts = new Map<HomeApproach, number>();

  for (const approach of approaches) await loaders[approach].load(context, fetch);
  for (let run = 0; run < options.runs; run += 1) {
    for (const approach of approaches) {
      const counter = counters.get(approach) ?? { roundTrips: 0 };
      const startedAt = process.hrtime.bigint();
      const jobs = await loaders[approach].load(context, delayedFetch(options.latencyMs, counter));
      samples.get(approach)?.push(elapsedMs(startedAt));
      jobCounts.set(approach, jobs);
    }
  }

  return {
    latencyMs: options.latencyMs,
    runs: options.runs,
    operation: {
      name: context.operation.name,
      file: context.operation.file,
      rootFields: context.operation.rootFields,
    },
    results: approaches.map((approach) => {
      const times = samples.get(approach) ?? [];
      return {
        approach,
        description: loaders[approach].description,
        roundTrips: round((counters.get(approach)?.roundTrips ?? 0) / options.runs, 1),
        medianMs: round(median(times), 1),
        minMs: round(Math.min(...times), 1),
        maxMs: round(Math.max(...times), 1),
        jobsToConfirm: jobCounts.get(approach) ?? 0,
      };
    }),
  };
}
