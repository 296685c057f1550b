import { describe, expect, it } from 'vitest';
import { atLeast, budgets, projectsBudget, throughputBudget, verdict } from './budgets';
import type { JobsDatabase, JobsFigures, JobsResult } from './jobs';
import type { LighthouseFigures } from './lighthouse';
import { parseOptions } from './options';
import type { ProjectsFigures, ProjectsResult } from './projects';
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
  projects: skipped,
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
    generator: approach === 'rest' ? 'node' : 'wrk',
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
      '| postgres | api-jobs | wrk | 1600.0 | 1600.0 | 1.0 | 5.0 ms | 13.3 ms | 20.0 ms | 40.0 ms | 0 | ≥ 1500/s, p99 ≤ 100 ms | ok |',
    );
    expect(markdown).toContain(
      '| postgres | graphql | wrk | 550.0 | 550.0 | 1.0 | 5.0 ms | 30.0 ms | 45.0 ms | 90.0 ms | 0 | ≥ 600/s, p99 ≤ 100 ms | **rate under** |',
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

function projectsResult(
  database: ProjectsResult['database'],
  perSecond: number,
  p95Ms: number,
  p99Ms: number,
  errors = 0,
): ProjectsResult {
  return {
    database,
    projects: 5000,
    generator: 'wrk',
    concurrency: 20,
    lists: Math.round(perSecond * 10),
    errors,
    firstError: errors > 0 ? 'HTTP 500' : null,
    perSecond,
    p50Ms: p95Ms / 2,
    p95Ms,
    p99Ms,
    byFilter: [
      { name: 'first page', lists: 10, p50Ms: 10, p95Ms: 20, total: 5037 },
      { name: 'text: a word', lists: 10, p50Ms: 12, p95Ms: 25, total: 611 },
    ],
  };
}

function projectsFigures(results: ProjectsResult[]): ProjectsFigures {
  return {
    operation: 'ProjectsPage',
    file: 'src/features/projects/ProjectsPage.tsx',
    projects: 5000,
    concurrency: 20,
    durationSeconds: 10,
    pageSize: 20,
    results,
    postgresSkipped: results.some((result) => result.database === 'postgres')
      ? null
      : 'PostgreSQL not measured: set BENCH_DATABASE_URL',
  };
}

describe('the projects list budgets', () => {
  it('holds PGlite to its p95 and PostgreSQL to its rate and p99; an error misses either', () => {
    expect(projectsBudget(projectsResult('pglite', 40, 250, 900))).toEqual({
      text: 'p95 ≤ 250 ms',
      verdict: 'ok',
    });
    expect(projectsBudget(projectsResult('pglite', 40, 250.1, 300)).verdict).toBe('p95 over');
    expect(projectsBudget(projectsResult('postgres', 200, 90, 150))).toEqual({
      text: '≥ 200/s, p99 ≤ 150 ms',
      verdict: 'ok',
    });
    expect(projectsBudget(projectsResult('postgres', 199.9, 90, 150.1)).verdict).toBe(
      'rate under, p99 over',
    );
    expect(projectsBudget(projectsResult('postgres', 400, 90, 100, 1)).verdict).toBe('errors');
  });
});

describe('the projects list section of the report', () => {
  const withProjects = (results: ProjectsResult[]): BenchReport => ({
    ...report,
    projects: { status: 'ok', figures: projectsFigures(results) },
  });

  it('prints a row per database with its budget, and each filter’s latency per database', () => {
    const both = withProjects([
      projectsResult('pglite', 45.5, 240, 400),
      projectsResult('postgres', 180, 90, 160),
    ]);
    const text = renderReport(both);
    expect(text).toContain('6. Projects list');
    expect(text).toMatch(
      /pglite\s+5000\s+wrk\s+45\.5\s+120\.0\s+240\.0\s+400\.0\s+0\s+p95 ≤ 250 ms\s+ok/,
    );
    expect(text).toMatch(
      /postgres\s+5000\s+wrk\s+180\.0\s.*≥ 200\/s, p99 ≤ 150 ms\s+rate under, p99 over/,
    );
    expect(text).toMatch(/text: a word\s+611\s+12\.0 \/ 25\.0\s+12\.0 \/ 25\.0/);
    expect(text).not.toContain('PostgreSQL not measured');

    const markdown = renderMarkdown(both);
    expect(markdown).toContain(
      '| pglite | 5000 | wrk | 45.5 | 120.0 | 240.0 | 400.0 | 0 | p95 ≤ 250 ms | ok |',
    );
    expect(markdown).toContain(
      '| postgres | 5000 | wrk | 180.0 | 45.0 | 90.0 | 160.0 | 0 | ≥ 200/s, p99 ≤ 150 ms | **rate under, p99 over** |',
    );
    expect(markdown).toContain('| filter | matches | pglite p50 / p95 | postgres p50 / p95 |');
    expect(markdown).toContain('| first page | 5037 | 10.0 / 20.0 | 10.0 / 20.0 |');
  });

  it('says why PostgreSQL or the whole section was not measured', () => {
    const pgliteOnly = renderReport(withProjects([projectsResult('pglite', 45, 200, 300, 2)]));
    expect(pgliteOnly).toContain('PostgreSQL not measured: set BENCH_DATABASE_URL');
    expect(pgliteOnly).toContain('first error on pglite: HTTP 500');
    expect(pgliteOnly).toMatch(/p95 ≤ 250 ms\s+errors/);
    const missing = renderReport({
      ...report,
      projects: { status: 'missing', reason: 'no query selecting projects' },
    });
    expect(missing).toContain('NOT MEASURED, missing part: no query selecting projects');
    expect(
      renderMarkdown({ ...report, projects: { status: 'failed', reason: 'boom\nstack' } }),
    ).toContain('Projects list: not measured (failed: boom)');
  });

  it('takes the section, its size, concurrency and duration from the options', () => {
    const options = parseOptions(['--only', 'projects']);
    expect([...options.sections]).toEqual(['projects']);
    expect(options).toMatchObject({
      projects: 5000,
      projectsConcurrency: 20,
      projectsDurationSeconds: 10,
    });
    expect(
      parseOptions([
        '--projects',
        '500',
        '--projects-concurrency',
        '5',
        '--projects-duration',
        '3',
      ]),
    ).toMatchObject({ projects: 500, projectsConcurrency: 5, projectsDurationSeconds: 3 });
    expect(() => parseOptions(['--projects', '10'])).toThrow(/--projects/);
    expect(() => parseOptions(['--projects-concurrency', '0'])).toThrow(/projects-concurrency/);
  });
});
