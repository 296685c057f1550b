import { describe, expect, it } from 'vitest';
import { atLeast, budgets, throughputBudget, verdict } from './budgets';
import type { JobsDatabase, JobsFigures, JobsResult } from './jobs';
import type { LighthouseFigures } from './lighthouse';
import { parseOptions } from './options';
import { renderMarkdown, renderReport, type BenchReport } from './report';
import { benchPostgresServer } from './servers';

const lighthouse: LighthouseFigures = {
  lighthouseVersion: '12.8.2',
  chromium: 'Chrome/156.0.0.0',
  pages: [
    {
      name: 'login (first visit)',
      path: '/login',
      runs: 3,
      score: 93,
      fcpMs: 1200,
      lcpMs: 2100,
      tbtMs: 150,
      cls: 0,
      scriptTransferKiB: 150,
    },
    {
      name: 'crew home (stored session)',
      path: '/',
      runs: 3,
      score: 72,
      fcpMs: 2900,
      lcpMs: 3700,
      tbtMs: 420,
      cls: 0.2,
      scriptTransferKiB: 260,
    },
  ],
};

const skipped = { status: 'skipped', reason: 'not in --only' } as const;
const report: BenchReport = {
  date: '2026-11-23T05:30:00.000Z',
  machine: {
    node: 'v20.20.2',
    platform: 'linux',
    arch: 'x64',
    cpus: 2,
    cpuModel: 'test',
    loadAverage: 0.5,
  },
  setup: null,
  bundle: skipped,
  home: skipped,
  jobs: skipped,
  lighthouse: { status: 'ok', figures: lighthouse },
  checkIn: skipped,
};

describe('bench budgets', () => {
  it('judges a ceiling and a floor', () => {
    expect(verdict(200, 200)).toBe('ok');
    expect(verdict(201, 200)).toBe('over');
    expect(atLeast(90, budgets.lighthouseScore)).toBe('ok');
    expect(atLeast(89, budgets.lighthouseScore)).toBe('under');
  });
});

describe('the Lighthouse section of the report', () => {
  it('prints each page with its figures and verdicts', () => {
    const text = renderReport(report);
    const login = text.slice(text.indexOf('login (first visit)'), text.indexOf('crew home'));
    const home = text.slice(text.indexOf('crew home'));
    expect(login).toMatch(/performance score\s+93\s+≥ 90\s+ok/);
    expect(login).toMatch(/largest contentful paint\s+2\.10 s\s+≤ 2\.5 s\s+ok/);
    expect(home).toMatch(/performance score\s+72\s+≥ 90\s+under/);
    expect(home).toMatch(/total blocking time\s+420 ms\s+≤ 200 ms\s+over/);
    expect(home).toMatch(/cumulative layout shift\s+0\.200\s+≤ 0\.1\s+over/);
    expect(home).toMatch(/JavaScript transferred\s+260\.0 KiB\s+≤ 200 KiB\s+over/);
  });

  it('gives docs/performance.md one table row per page and the budgets', () => {
    const markdown = renderMarkdown(report);
    expect(markdown).toContain(
      '| login (first visit) | 93 | 1.20 s | 2.10 s | 150 ms | 0.000 | 150.0 KiB |',
    );
    expect(markdown).toContain('| budget | ≥ 90 | | ≤ 2.5 s | ≤ 200 ms | ≤ 0.1 | ≤ 200 KiB |');
  });

  it('says why when it was not measured', () => {
    const failed = renderReport({
      ...report,
      lighthouse: { status: 'failed', reason: 'no chromium' },
    });
    expect(failed).toContain('FAILED: no chromium');
  });
});

describe('bench options', () => {
  it('selects the Lighthouse section and its runs', () => {
    const options = parseOptions(['--only', 'lighthouse', '--lighthouse-runs', '5']);
    expect([...options.sections]).toEqual(['lighthouse']);
    expect(options.lighthouseRuns).toBe(5);
    expect(parseOptions([]).lighthouseRuns).toBe(3);
    expect(() => parseOptions(['--lighthouse-runs', '0'])).toThrow(/lighthouse-runs/);
  });
});

function jobsRow(
  database: JobsDatabase,
  approach: JobsResult['approach'],
  screensPerSecond: number,
  p99Ms: number,
): JobsResult {
  return {
    database,
    approach,
    description: `${approach} on ${database}`,
    screensPerSecond,
    httpRequestsPerSecond: approach === 'rest' ? screensPerSecond * 9 : screensPerSecond,
    requestsPerScreen: approach === 'rest' ? 9 : 1,
    idleMedianMs: 5,
    p50Ms: p99Ms / 3,
    p95Ms: p99Ms / 2,
    p99Ms,
    screens: Math.round(screensPerSecond * 5),
    errors: 0,
    firstError: null,
    jobsPerScreen: 8,
  };
}

function jobsFigures(results: JobsResult[], withPostgres: boolean): JobsFigures {
  return {
    concurrency: 20,
    durationSeconds: 5,
    warmupSeconds: 1,
    operation: { name: 'JobsPage', file: 'src/jobs.graphql', added: ['crewChief'] },
    databases: withPostgres ? ['pglite', 'postgres'] : ['pglite'],
    postgresSkipped: withPostgres ? null : 'PostgreSQL not measured: set BENCH_DATABASE_URL',
    results,
  };
}

const pgliteRows = [
  jobsRow('pglite', 'api-jobs', 300, 110),
  jobsRow('pglite', 'graphql', 200, 400),
  jobsRow('pglite', 'graphql-in-process', 150, 260),
  jobsRow('pglite', 'rest', 90, 260),
];

describe('the throughput budgets', () => {
  it('holds PostgreSQL to its floors and its p99', () => {
    expect(throughputBudget(jobsRow('postgres', 'api-jobs', 1500, 100))).toEqual({
      text: '≥ 1500/s, p99 ≤ 100 ms',
      verdict: 'ok',
    });
    expect(throughputBudget(jobsRow('postgres', 'api-jobs', 1499.9, 100))?.verdict).toBe(
      'rate under',
    );
    expect(throughputBudget(jobsRow('postgres', 'graphql', 650, 100.1))?.verdict).toBe('p99 over');
    expect(throughputBudget(jobsRow('postgres', 'graphql-in-process', 599, 140))).toEqual({
      text: '≥ 600/s, p99 ≤ 100 ms',
      verdict: 'rate under, p99 over',
    });
    expect(throughputBudget(jobsRow('postgres', 'rest', 10, 900))).toBeNull();
  });

  it('gives PGlite only the p95 of the gateway, whatever its rate', () => {
    expect(throughputBudget(jobsRow('pglite', 'graphql', 200, 500))).toEqual({
      text: 'p95 ≤ 250 ms',
      verdict: 'ok',
    });
    expect(throughputBudget(jobsRow('pglite', 'graphql', 200, 502))?.verdict).toBe('p95 over');
    expect(throughputBudget(jobsRow('pglite', 'api-jobs', 1, 5000))).toBeNull();
  });
});

describe('the throughput section of the report', () => {
  it('prints PostgreSQL rows beside PGlite rows when PostgreSQL was measured', () => {
    const results = [
      ...pgliteRows,
      jobsRow('postgres', 'api-jobs', 1600, 40),
      jobsRow('postgres', 'graphql', 550, 90),
      jobsRow('postgres', 'graphql-in-process', 700, 120),
      jobsRow('postgres', 'rest', 150, 200),
    ];
    const withJobs = {
      ...report,
      jobs: { status: 'ok', figures: jobsFigures(results, true) },
    } satisfies BenchReport;
    const text = renderReport(withJobs);
    expect(text).toMatch(/postgres\s+api-jobs\s.*1600\.0\s.*≥ 1500\/s, p99 ≤ 100 ms\s+ok/);
    expect(text).toMatch(/postgres\s+graphql\s.*550\.0\s.*≥ 600\/s, p99 ≤ 100 ms\s+rate under/);
    expect(text).toMatch(/postgres\s+graphql-in-process\s.*p99 over/);
    expect(text).toMatch(/pglite\s+graphql\s.*p95 ≤ 250 ms\s+ok/);
    expect(text).toContain('docs/decisions/002');
    expect(text).not.toContain('PostgreSQL not measured');

    const markdown = renderMarkdown(withJobs);
    expect(markdown).toContain(
      '| postgres | api-jobs | 1600.0 | 1600.0 | 1.0 | 5.0 ms | 13.3 ms | 20.0 ms | 40.0 ms | 0 | ≥ 1500/s, p99 ≤ 100 ms | ok |',
    );
    expect(markdown).toContain(
      '| postgres | graphql | 550.0 | 550.0 | 1.0 | 5.0 ms | 30.0 ms | 45.0 ms | 90.0 ms | 0 | ≥ 600/s, p99 ≤ 100 ms | **rate under** |',
    );
    expect(markdown.match(/^\| postgres \|/gm)).toHaveLength(4);
    expect(markdown.match(/^\| pglite \|/gm)).toHaveLength(4);
  });

  it('says PostgreSQL was not measured, and why, when it was not configured', () => {
    const text = renderReport({
      ...report,
      jobs: { status: 'ok', figures: jobsFigures(pgliteRows, false) },
    });
    expect(text).toContain('PostgreSQL not measured: set BENCH_DATABASE_URL');
    expect(text).not.toMatch(/^\s+postgres\s/m);
  });
});

describe('the PostgreSQL server of the bench', () => {
  it('prefers BENCH_DATABASE_URL, then TEST_DATABASE_URL, else none', () => {
    const bench = 'postgres://bench@127.0.0.1/x';
    const test = 'postgres://test@127.0.0.1/y';
    expect(benchPostgresServer({ BENCH_DATABASE_URL: bench, TEST_DATABASE_URL: test })).toBe(bench);
    expect(benchPostgresServer({ TEST_DATABASE_URL: test })).toBe(test);
    expect(benchPostgresServer({ BENCH_DATABASE_URL: '', TEST_DATABASE_URL: test })).toBe(test);
    expect(benchPostgresServer({})).toBeNull();
  });

  it('loads at 20 connections unless told otherwise', () => {
    expect(parseOptions([]).concurrency).toBe(20);
    expect(parseOptions(['--concurrency', '50']).concurrency).toBe(50);
    expect(() => parseOptions(['--concurrency', '0'])).toThrow(/concurrency/);
  });
});
