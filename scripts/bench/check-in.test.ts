import { describe, expect, it } from 'vitest';
import { checkInSequences, planCheckIns, verifyCheckIns, warmUpCount } from './check-in';
import type { CheckInCrew, CheckInFigures } from './check-in';
import { cpuPerUnit, processCpuMs, readCpu } from './cpu';
import { checkInCpuRows, checkInRows, warmUpText } from './report';
import { NOW_PLACEHOLDER } from './wrk';

const crews: CheckInCrew[] = [
  { crewId: '1', login: 'a@x', memberIds: ['11', '12', '13'] },
  { crewId: '2', login: 'b@x', memberIds: ['21', '22'] },
];
const tokens = new Map([
  ['a@x', 'token-a'],
  ['b@x', 'token-b'],
]);

/** A measured run's figures, which each test varies. */
const base = {
  crews: 2,
  membersPerCrew: 50,
  concurrency: 20,
  checkIns: 100,
  warmUpCheckIns: 10,
  errors: 0,
  firstError: null,
  perSecond: 800,
  p50Ms: 20,
  p95Ms: 40,
  p99Ms: 60,
  checkedInOnce: 100,
  missing: 0,
  duplicated: 0,
  cpuMsPerCheckIn: { api: null, gateway: null, postgres: null, load: null },
  loadGenerator: 'wrk' as const,
  path: 'gateway' as const,
};

describe('the festival peak bench', () => {
  it('fires every member once, round-robin over the crews, each with its own chief and key', () => {
    const jobs = planCheckIns(crews, tokens, 'run');
    expect(jobs.map((job) => job.memberId)).toEqual(['11', '21', '12', '22', '13']);
    expect(jobs.find((job) => job.memberId === '22')?.token).toBe('token-b');
    expect(new Set(jobs.map((job) => job.idempotencyKey)).size).toBe(jobs.length);
  });

  it('sends the measured check-ins through wrk as one sequence per chief, in order, the instant left to wrk', () => {
    const jobs = planCheckIns(crews, tokens, 'run').slice(1);
    const sequences = checkInSequences(jobs, {
      name: 'CheckInCrewMember',
      query: 'mutation M { x }',
      variables: {},
    });
    const variablesOf = (body: string | undefined) =>
      (JSON.parse(body ?? '{}') as { variables: Record<string, string> }).variables;
    expect(
      sequences.map((sequence) => sequence.map((request) => variablesOf(request.body).memberId)),
    ).toEqual([
      ['21', '22'],
      ['12', '13'],
    ]);
    const [first] = sequences[0] ?? [];
    expect(first?.headers.authorization).toBe('Bearer token-b');
    expect(first?.path).toBe('/graphql');
    expect(variablesOf(first?.body)).toMatchObject({
      crewId: '2',
      at: NOW_PLACEHOLDER,
      recordedAt: NOW_PLACEHOLDER,
    });
  });

  it('warms up with a tenth of the check-ins and measures the rest, at least one', () => {
    expect(warmUpCount(1000)).toBe(100);
    expect(warmUpCount(15)).toBe(1);
    expect(warmUpCount(5)).toBe(0);
    expect(warmUpCount(1)).toBe(0);
    expect(warmUpCount(0)).toBe(0);
  });

  it('refuses a crew whose chief did not sign in', () => {
    expect(() => planCheckIns(crews, new Map([['a@x', 't']]), 'run')).toThrow(/b@x/);
  });

  it('counts members checked in once, not at all and twice', () => {
    const counts = [
      { memberId: '11', events: 1 },
      { memberId: '12', events: 2 },
      { memberId: '21', events: 1 },
      { memberId: '99', events: 1 },
    ];
    expect(verifyCheckIns(crews, counts)).toEqual({ checkedInOnce: 2, missing: 2, duplicated: 1 });
  });

  it('judges only PostgreSQL against the budget, and fails it on a missing check-in', () => {
    const figures: CheckInFigures = {
      operation: 'CheckInCrewMember',
      concurrency: 20,
      postgresSkipped: null,
      results: [
        { ...base, database: 'pglite', perSecond: 100 },
        { ...base, database: 'postgres' },
        { ...base, database: 'postgres', checkedInOnce: 99, missing: 1 },
      ],
    };
    expect(warmUpText(figures)).toBe(
      'measured by wrk (a connection per chief, each check-in after the previous answer) after 10 warm-up check-ins off the clock',
    );
    const rows = checkInRows(figures);
    expect(rows.map((row) => row.at(-1))).toEqual(['', 'ok', 'over']);
    expect(rows[2]?.[7]).toBe('99 once, 1 missing, 0 twice or more');
  });

  it('names the api-alone rows and leaves them out of the budget, which is about the gateway', () => {
    const figures: CheckInFigures = {
      operation: 'CheckInCrewMember',
      concurrency: 20,
      postgresSkipped: null,
      results: [
        { ...base, database: 'postgres', perSecond: 100 },
        { ...base, database: 'postgres', path: 'api', perSecond: 900 },
      ],
    };
    expect(checkInRows(figures).map((row) => [row[0], row.at(-1)])).toEqual([
      ['postgres', 'over'],
      ['postgres, api alone', ''],
    ]);
  });

  it('sends the api alone the call the gateway makes: the crew in the path, the key in a header, the instant left to wrk', () => {
    const jobs = planCheckIns(crews, tokens, 'run');
    const [first] =
      checkInSequences(
        jobs,
        { name: 'CheckInCrewMember', query: 'mutation M { x }', variables: {} },
        'api',
      )[0] ?? [];
    expect(first?.path).toBe('/api/v1/projectCrews/1/projectCrewItemStatus');
    expect(first?.headers).toMatchObject({
      authorization: 'Bearer token-a',
      'idempotency-key': jobs[0]?.idempotencyKey,
      'content-type': 'application/json',
    });
    expect(JSON.parse(first?.body ?? '{}')).toEqual({
      crewItemId: 11,
      action: 'checkIn',
      at: NOW_PLACEHOLDER,
      recordedAt: NOW_PLACEHOLDER,
    });
  });

  it('divides each process’s CPU time by the check-ins, and leaves out a run whose processes could not be read', () => {
    const before = { api: 1_000, gateway: 500, postgres: 2_000, load: 100 };
    const after = { api: 3_000, gateway: 1_500, postgres: null, load: 400 };
    const perCheckIn = cpuPerUnit(before, after, 400);
    expect(perCheckIn).toEqual({ api: 5, gateway: 2.5, postgres: null, load: 0.75 });
    const figures: CheckInFigures = {
      operation: 'CheckInCrewMember',
      concurrency: 20,
      postgresSkipped: null,
      results: [
        {
          ...base,
          database: 'pglite',
          cpuMsPerCheckIn: { api: null, gateway: null, postgres: null, load: 1 },
        },
        { ...base, database: 'postgres', cpuMsPerCheckIn: perCheckIn },
        {
          ...base,
          database: 'postgres',
          path: 'api',
          cpuMsPerCheckIn: { ...perCheckIn, gateway: null },
        },
      ],
    };
    expect(checkInCpuRows(figures)).toEqual([
      ['postgres', '5.00', '2.50', '–', '0.75', '8.25'],
      ['postgres, api alone', '5.00', '–', '–', '0.75', '5.75'],
    ]);
  });

  it.runIf(process.platform === 'linux')(
    'reads a live process’s CPU time from /proc, and null for one that is gone',
    () => {
      const start = processCpuMs(process.pid);
      expect(start).not.toBeNull();
      // Burn a little CPU of our own: the reading cannot go down and moves in 10 ms ticks.
      const until = performance.now() + 60;
      while (performance.now() < until) Math.sqrt(Math.random());
      expect(processCpuMs(process.pid) ?? 0).toBeGreaterThanOrEqual(start ?? 0);
      expect(processCpuMs(2 ** 22 + 7)).toBeNull();
      expect(readCpu({ api: process.pid }, false).api).not.toBeNull();
    },
  );
});
