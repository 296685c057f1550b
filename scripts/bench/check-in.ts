/**
 * The festival peak: N crew chiefs check in M members each through the gateway at
 * once, with the app's own CheckInCrewMember mutation, one idempotency key per check-in; then every
 * member must have exactly one member.checkIn event. The data comes from check-in-fixture.ts.
 */
import { Pool } from 'undici';
import { assertLoopback, graphqlRequest, restHeaders, signIn, postGraphqlPooled } from './client';
import { cpuPerUnit, readCpu } from './cpu';
import type { CpuParts } from './cpu';
import { loadFigures, runLoad } from './load';
import type { LoadFigures } from './load';
import type { AppOperation } from './operations';
import { NOW_PLACEHOLDER, loadGenerator, runWrkSequences, wrkFigures } from './wrk';
import type { LoadGenerator, WrkRequest } from './wrk';

export interface CheckInCrew {
  crewId: string;
  /** The crew chief's login (demo password). */
  login: string;
  /** The members' ids (crew items), none checked in yet. */
  memberIds: string[];
}

export interface CheckInCount {
  memberId: string;
  events: number;
}

export interface CheckInFigures {
  operation: string;
  concurrency: number;
  results: CheckInResult[];
  /** Why PostgreSQL was not measured, or null. */
  postgresSkipped: string | null;
}

export interface CheckInJob {
  token: string;
  crewId: string;
  memberId: string;
  idempotencyKey: string;
}

/**
 * Where the check-ins go: through the gateway (the app's mutation, what the budget is about), or
 * straight to the api's own call (POST /projectCrews/{id}/projectCrewItemStatus): the floor that no
 * gateway in front of this api can go below (decision 244).
 */
export type CheckInPath = 'gateway' | 'api';

export interface CheckInResult extends Omit<LoadFigures, 'sent'> {
  database: 'pglite' | 'postgres';
  path: CheckInPath;
  crews: number;
  membersPerCrew: number;
  concurrency: number;
  /** The check-ins measured, after the warm-up's. */
  checkIns: number;
  /** The check-ins sent first, off the clock (warmUpCount); every member is counted in the checks below. */
  warmUpCheckIns: number;
  /** Members with exactly one member.checkIn event / without one / with more than one. */
  checkedInOnce: number;
  missing: number;
  duplicated: number;
  /** CPU ms per check-in of each process during the load (cpu.ts); null parts were not readable. */
  cpuMsPerCheckIn: CpuParts;
  /** What sent the measured check-ins: wrk, a thread per chief, or the Node loops (loadGenerator). */
  loadGenerator: LoadGenerator;
}

/**
 * The check-ins in the order they are fired: round-robin over the crews, so that every chief is
 * busy at once as at a festival gate, not one crew after the other.
 */
export function planCheckIns(
  crews: readonly CheckInCrew[],
  tokens: ReadonlyMap<string, string>,
  run: string,
): CheckInJob[] {
  const jobs: CheckInJob[] = [];
  const longest = Math.max(0, ...crews.map((crew) => crew.memberIds.length));
  for (let m = 0; m < longest; m += 1) {
    for (const crew of crews) {
      const memberId = crew.memberIds[m];
      if (memberId === undefined) continue;
      const token = tokens.get(crew.login);
      if (token === undefined) throw new Error(`no token for ${crew.login}`);
      jobs.push({
        token,
        crewId: crew.crewId,
        memberId,
        idempotencyKey: `bench-${run}-${crew.crewId}-${memberId}`,
      });
    }
  }
  return jobs;
}

/** A tenth of the check-ins warm the servers up before the clock starts; at least one is measured. */
export function warmUpCount(checkIns: number): number {
  return Math.max(0, Math.min(checkIns - 1, Math.floor(checkIns / 10)));
}

/**
 * The measured check-ins as wrk sequences: one per chief, in the order planned, each sent after the
 * previous one's answer as a chief taps through the list; the instant is filled in as each leaves.
 * Through the gateway each is the app's mutation; to the api alone, the call the gateway makes.
 */
export function checkInSequences(
  jobs: readonly CheckInJob[],
  operation: Pick<AppOperation, 'name' | 'query' | 'variables'>,
  path: CheckInPath = 'gateway',
): WrkRequest[][] {
  const byCrew = new Map<string, WrkRequest[]>();
  for (const job of jobs) {
    const sequence = byCrew.get(job.crewId) ?? [];
    sequence.push(path === 'gateway' ? gatewayCheckIn(job, operation) : apiCheckIn(job));
    byCrew.set(job.crewId, sequence);
  }
  return [...byCrew.values()];
}

function gatewayCheckIn(
  job: CheckInJob,
  operation: Pick<AppOperation, 'name' | 'query' | 'variables'>,
): WrkRequest {
  const { headers, body } = graphqlRequest(
    { ...operation, variables: checkInVariables(job, NOW_PLACEHOLDER) },
    job.token,
  );
  return { method: 'POST', path: '/graphql', headers, body };
}

/** The api's own call, as the gateway's checkInCrewMember resolver sends it (crews.upstream.ts). */
function apiCheckIn(job: CheckInJob): WrkRequest {
  return {
    method: 'POST',
    path: `/api/v1/projectCrews/${job.crewId}/projectCrewItemStatus`,
    headers: {
      ...restHeaders(job.token),
      'content-type': 'application/json',
      'idempotency-key': job.idempotencyKey,
    },
    body: JSON.stringify({
      crewItemId: Number(job.memberId),
      action: 'checkIn',
      at: NOW_PLACEHOLDER,
      recordedAt: NOW_PLACEHOLDER,
    }),
  };
}

/** A warm-up check-in straight to the api; anything but 200 is an error. */
async function postApiCheckIn(pool: Pool, job: CheckInJob): Promise<void> {
  const request = apiCheckIn(job);
  const now = instant(new Date());
  const answer = await pool.request({
    method: 'POST',
    path: request.path,
    headers: request.headers,
    body: (request.body ?? '').replaceAll(NOW_PLACEHOLDER, now),
  });
  const text = await answer.body.text();
  if (answer.statusCode !== 200)
    throw new Error(`check-in to the api: HTTP ${answer.statusCode} ${text.slice(0, 300)}`);
}

/** What every answer must hold, and must not, on each path. */
const EXPECTED_ANSWER: Record<CheckInPath, { expect: string; refuse: string }> = {
  gateway: { expect: '"checkInCrewMember"', refuse: '"errors"' },
  api: { expect: '"member"', refuse: '"reason"' },
};

function checkInVariables(job: CheckInJob, now: string) {
  return {
    crewId: job.crewId,
    memberId: job.memberId,
    at: now,
    recordedAt: now,
    idempotencyKey: job.idempotencyKey,
  };
}

/** How many members were checked in exactly once, not at all, or more than once. */
export function verifyCheckIns(crews: readonly CheckInCrew[], counts: readonly CheckInCount[]) {
  const byMember = new Map(counts.map((row) => [row.memberId, row.events]));
  let checkedInOnce = 0;
  let missing = 0;
  let duplicated = 0;
  for (const memberId of crews.flatMap((crew) => crew.memberIds)) {
    const events = byMember.get(memberId) ?? 0;
    if (events === 1) checkedInOnce += 1;
    else if (events === 0) missing += 1;
    else duplicated += 1;
  }
  return { checkedInOnce, missing, duplicated };
}

/** An instant as the app sends it (seconds, +00:00). */
function instant(date: Date): string {
  return `${date.toISOString().slice(0, 19)}+00:00`;
}

export interface CheckInContext {
  database: 'pglite' | 'postgres';
  apiOrigin: string;
  gatewayOrigin: string;
  operation: AppOperation;
  crews: CheckInCrew[];
  password: string;
  concurrency: number;
  /** The servers' processes, for the CPU a check-in costs each. */
  pids: { api?: number; gateway?: number };
  /** Default: wrk where installed (loadGenerator). */
  generator?: LoadGenerator;
  /** Default: through the gateway. The api alone needs wrk (the Node loops speak GraphQL only). */
  path?: CheckInPath;
  /** The member.checkIn counts after the run, from the api's database. */
  count(): Promise<CheckInCount[]>;
}

export async function benchCheckIn(context: CheckInContext): Promise<CheckInResult> {
  // Each chief signs in once, before the clock starts.
  const tokens = new Map<string, string>();
  for (const crew of context.crews)
    tokens.set(crew.login, await signIn(context.apiOrigin, crew.login, context.password));
  const jobs = planCheckIns(
    context.crews,
    tokens,
    `${context.database}-${Date.now().toString(36)}`,
  );
  const path = context.path ?? 'gateway';
  const origin = path === 'gateway' ? context.gatewayOrigin : context.apiOrigin;
  assertLoopback(origin);
  const pool = new Pool(origin, { connections: context.concurrency });
  const checkIn = async (job: CheckInJob) => {
    if (path === 'api') await postApiCheckIn(pool, job);
    else
      await postGraphqlPooled(
        pool,
        { ...context.operation, variables: checkInVariables(job, instant(new Date())) },
        job.token,
      );
    return 1;
  };
  // The first check-ins warm the servers up (JIT, connection pools, plan caches) off the clock, as
  // the gates open on servers that ran all day; they are checked with the others afterwards.
  const warmUp = warmUpCount(jobs.length);
  let next = 0;
  const nextJob = () => {
    const job = jobs[next];
    next += 1;
    if (!job) throw new Error('no check-in left');
    return job;
  };
  const warmed = await runLoad({
    concurrency: context.concurrency,
    durationMs: 10 * 60_000,
    maxIterations: warmUp,
    iteration: () => checkIn(nextJob()),
  });
  if (warmed.errors > 0)
    throw new Error(`the warm-up's check-ins failed: ${warmed.firstError ?? ''}`);
  const generator = context.generator ?? loadGenerator();
  if (path === 'api' && generator !== 'wrk')
    throw new Error('the check-ins to the api alone are sent by wrk only (/usr/bin/wrk)');
  const cpuBefore = readCpu(context.pids, context.database === 'postgres');
  let figures: LoadFigures;
  let wrkCpuMs: number | null = null;
  if (generator === 'wrk') {
    // The load's own CPU is taken from the two cores it measures: wrk costs a tenth of the pool's.
    const result = await runWrkSequences({
      origin,
      sequences: checkInSequences(jobs.slice(warmUp), context.operation, path),
      timeoutSeconds: 600,
      ...EXPECTED_ANSWER[path],
    });
    figures = wrkFigures(result);
    wrkCpuMs = result.loadCpuMs;
  } else {
    figures = loadFigures(
      await runLoad({
        concurrency: context.concurrency,
        durationMs: 10 * 60_000,
        maxIterations: jobs.length - warmUp,
        iteration: () => checkIn(nextJob()),
      }),
    );
  }
  const cpuAfter = readCpu(context.pids, context.database === 'postgres');
  // With wrk the load is wrk's own CPU: this process only writes its script and waits meanwhile.
  if (generator === 'wrk')
    cpuAfter.load = wrkCpuMs === null || cpuBefore.load === null ? null : cpuBefore.load + wrkCpuMs;
  await pool.close();
  const verified = verifyCheckIns(context.crews, await context.count());
  const { sent, ...rates } = figures;
  return {
    database: context.database,
    path,
    crews: context.crews.length,
    membersPerCrew: context.crews[0]?.memberIds.length ?? 0,
    concurrency: generator === 'wrk' ? context.crews.length : context.concurrency,
    ...rates,
    checkIns: sent,
    warmUpCheckIns: warmUp,
    ...verified,
    cpuMsPerCheckIn: cpuPerUnit(cpuBefore, cpuAfter, sent),
    loadGenerator: generator,
  };
}
