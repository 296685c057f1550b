import {
  atLeast,
  budgets,
  bookingCheckBudget,
  crewItemsBudget,
  projectsBudget,
  throughputBudget,
  verdict,
} from './budgets';
import type { CrewItemsFigures } from './crew-items';
import type { BundleFigures } from './bundle';
import type { CheckInFigures, CheckInResult } from './check-in';
import type { FloorsFigures } from './floors';
import type { HomeFigures } from './home';
import type { JobsFigures } from './jobs';
import type { LighthouseFigures } from './lighthouse';
import type { ProjectsFigures } from './projects';

export type Section<T> =
  | { status: 'ok'; figures: T }
  | { status: 'missing' | 'failed'; reason: string }
  | { status: 'skipped'; reason: string };

export interface BenchReport {
  date: string;
  machine: {
    node: string;
    platform: string;
    arch: string;
    cpus: number;
    cpuModel: string;
    /** 1-minute load average when the bench started: above the CPU count, figures are noisy. */
    loadAverage: number;
  };
  setup: { apiMs: number; gatewayMs: number; combinedMs: number } | null;
  bundle: Section<BundleFigures>;
  home: Section<HomeFigures>;
  jobs: Section<JobsFigures>;
  lighthouse: Section<LighthouseFigures>;
  checkIn: Section<CheckInFigures>;
  projects: Section<ProjectsFigures>;
  /** The season of crew items; absent from reports written before it. */
  crewItems?: Section<CrewItemsFigures>;
  /** The bare layers' floors (decision 244); absent from reports written before it. */
  floors?: Section<FloorsFigures>;
}

type Align = 'left' | 'right';

/** A plain-text table: a header row, a rule, the rows; numbers right-aligned. */
export function table(headers: string[], rows: string[][], align: Align[]): string {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => {
        const width = widths[column] ?? cell.length;
        return align[column] === 'right' ? cell.padStart(width) : cell.padEnd(width);
      })
      .join('  ')
      .trimEnd();
  return [line(headers), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)]
    .map((text) => `  ${text}`)
    .join('\n');
}

const fixed = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '–');

function notMeasured(section: Exclude<Section<unknown>, { status: 'ok' }>): string {
  const label =
    section.status === 'skipped'
      ? 'skipped'
      : section.status === 'missing'
        ? 'NOT MEASURED, missing part'
        : 'FAILED';
  return `  ${label}: ${section.reason.split('\n').join('\n    ')}`;
}

function bundleText(section: Section<BundleFigures>): string {
  const title = '1. First screen JavaScript (dist/, zlib gzip level 9)';
  if (section.status !== 'ok') return `${title}\n${notMeasured(section)}`;
  const figures = section.figures;
  const largest = figures.lazy.largest;
  const rows = [
    [
      `first screen: entry + ${figures.preloads.length} preloaded`,
      String(figures.firstScreen.files),
      fixed(figures.firstScreen.rawKiB),
      fixed(figures.firstScreen.gzipKiB),
      `≤ ${budgets.firstScreenJsGzipKiB}`,
      verdict(figures.firstScreen.gzipKiB, budgets.firstScreenJsGzipKiB),
    ],
    largest
      ? [
          `largest lazy chunk: ${largest.file}`,
          '1',
          fixed(largest.rawKiB),
          fixed(largest.gzipKiB),
          `≤ ${budgets.largestLazyChunkGzipKiB}`,
          verdict(largest.gzipKiB, budgets.largestLazyChunkGzipKiB),
        ]
      : ['largest lazy chunk: (none)', '0', '–', '–', `≤ ${budgets.largestLazyChunkGzipKiB}`, 'ok'],
    ['all lazy chunks', String(figures.lazy.files), '', fixed(figures.lazy.gzipKiB), '', ''],
  ];
  const detail = [figures.entry, ...figures.preloads]
    .map(
      (chunk, index) =>
        `    ${index === 0 ? 'entry  ' : 'preload'} ${chunk.file}  ${fixed(chunk.gzipKiB)} KiB gzip`,
    )
    .join('\n');
  const sources = figures.firstScreen.topSources
    .map(
      (share) => `${share.source} ${fixed(share.rawKiB)} (~${fixed(share.estimatedGzipKiB)} gzip)`,
    )
    .join(', ');
  const sourceLine = sources
    ? `\n  biggest in the first screen, KiB (from source maps): ${sources}`
    : '';
  const built = figures.built
    ? `  (built with Vite's JS API in ${fixed(figures.buildSeconds ?? Number.NaN)} s)\n`
    : '';
  return `${title}\n${built}${table(['what', 'files', 'raw KiB', 'gzip KiB', 'budget', ''], rows, [
    'left',
    'right',
    'right',
    'right',
    'right',
    'left',
  ])}\n${detail}${sourceLine}`;
}

function homeText(section: Section<HomeFigures>): string {
  if (section.status !== 'ok') return `2. Home screen data\n${notMeasured(section)}`;
  const figures = section.figures;
  const title =
    `2. Home screen data, ${figures.latencyMs} ms simulated round trip, median of ${figures.runs} runs\n` +
    `  GraphQL operation: ${figures.operation.name} { ${figures.operation.rootFields.join(' ')} } (${figures.operation.file})`;
  const rows = figures.results.map((result) => [
    result.approach,
    result.description,
    String(result.roundTrips),
    fixed(result.medianMs),
    fixed(result.minMs),
    fixed(result.maxMs),
    String(result.jobsToConfirm),
  ]);
  const graphql = figures.results.find((result) => result.approach === 'graphql');
  const budgetLine = graphql
    ? `\n  budget: ${budgets.homeRoundTrips} round trip for the home data: ${verdict(graphql.roundTrips, budgets.homeRoundTrips)}`
    : '';
  return `${title}\n${table(
    ['approach', 'how', 'round trips', 'median ms', 'min ms', 'max ms', 'jobs to confirm'],
    rows,
    ['left', 'left', 'right', 'right', 'right', 'right', 'right'],
  )}${budgetLine}`;
}

/** Why PGlite's throughput has a ceiling, printed under its rows. */
export const PGLITE_CEILING =
  'PGlite: one connection in the api process, statements run one at a time (docs/decisions/002), ' +
  'so its rows are capped by one core and reported, not budgeted beyond the p95';

function jobsText(section: Section<JobsFigures>): string {
  if (section.status !== 'ok') return `3. Jobs screen throughput\n${notMeasured(section)}`;
  const figures = section.figures;
  const title =
    `3. Jobs screen throughput, ${figures.concurrency} concurrent loops, ${figures.durationSeconds} s each ` +
    `(after ${figures.warmupSeconds} s warm-up), 127.0.0.1, no added latency; idle = median of one screen at a time; ` +
    `screens/s is requests/s for api-jobs\n` +
    `  GraphQL operation: ${figures.operation.name} (${figures.operation.file})` +
    (figures.operation.added.length > 0
      ? `, with ${figures.operation.added.join(', ')} added by the bench`
      : '');
  const rows = figures.results.map((result) => {
    const budget = throughputBudget(result);
    return [
      result.database,
      result.approach,
      result.description,
      result.generator,
      fixed(result.screensPerSecond),
      fixed(result.httpRequestsPerSecond),
      fixed(result.requestsPerScreen),
      fixed(result.idleMedianMs),
      fixed(result.p50Ms),
      fixed(result.p95Ms),
      fixed(result.p99Ms),
      String(result.jobsPerScreen),
      String(result.errors),
      budget?.text ?? '',
      budget?.verdict ?? '',
    ];
  });
  const errors = figures.results
    .filter((result) => result.firstError !== null)
    .map(
      (result) =>
        `\n  first error (${result.database} ${result.approach}): ${result.firstError ?? ''}`,
    )
    .join('');
  const notes =
    `\n  ${PGLITE_CEILING}` + (figures.postgresSkipped ? `\n  ${figures.postgresSkipped}` : '');
  return `${title}\n${table(
    [
      'database',
      'approach',
      'how',
      'load',
      'screens/s',
      'HTTP req/s',
      'req/screen',
      'idle ms',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'jobs',
      'errors',
      'budget',
      '',
    ],
    rows,
    [
      'left',
      'left',
      'left',
      'left',
      'right',
      'right',
      'right',
      'right',
      'right',
      'right',
      'right',
      'right',
      'right',
      'left',
      'left',
    ],
  )}${notes}${errors}`;
}

/** The rows of one Lighthouse page: each figure, its budget and the verdict. */
function lighthouseRows(page: LighthouseFigures['pages'][number]): string[][] {
  return [
    [
      'performance score',
      String(page.score),
      `≥ ${budgets.lighthouseScore}`,
      atLeast(page.score, budgets.lighthouseScore),
    ],
    ['first contentful paint', `${fixed(page.fcpMs / 1000, 2)} s`, '', ''],
    [
      'largest contentful paint',
      `${fixed(page.lcpMs / 1000, 2)} s`,
      `≤ ${fixed(budgets.lighthouseLcpMs / 1000)} s`,
      verdict(page.lcpMs, budgets.lighthouseLcpMs),
    ],
    [
      'total blocking time',
      `${fixed(page.tbtMs, 0)} ms`,
      `≤ ${budgets.lighthouseTbtMs} ms`,
      verdict(page.tbtMs, budgets.lighthouseTbtMs),
    ],
    [
      'cumulative layout shift',
      fixed(page.cls, 3),
      `≤ ${budgets.lighthouseCls}`,
      verdict(page.cls, budgets.lighthouseCls),
    ],
    [
      'JavaScript transferred',
      `${fixed(page.scriptTransferKiB)} KiB`,
      `≤ ${budgets.lighthouseScriptTransferKiB} KiB`,
      verdict(page.scriptTransferKiB, budgets.lighthouseScriptTransferKiB),
    ],
  ];
}

function lighthouseText(section: Section<LighthouseFigures>): string {
  const title = '4. Lighthouse, mobile profile (simulated slow 4G, 4× CPU), against npm start';
  if (section.status !== 'ok') return `${title}\n${notMeasured(section)}`;
  const { figures } = section;
  const pages = figures.pages.map(
    (page) =>
      `  ${page.name} (${page.path}), median of ${page.runs} runs\n` +
      table(['figure', 'measured', 'budget', ''], lighthouseRows(page), [
        'left',
        'right',
        'right',
        'left',
      ]),
  );
  return `${title}\n  Lighthouse ${figures.lighthouseVersion}, ${figures.chromium}\n${pages.join('\n')}`;
}

/** The row's name: the database, and for the api alone that it is the floor (decision 244). */
function checkInRowName(result: CheckInResult): string {
  return result.path === 'api' ? `${result.database}, api alone` : result.database;
}

/**
 * One row per database and path: the figures, and through the gateway on PostgreSQL the budget's
 * verdict. The api alone is no part of the budget (the app always goes through the gateway): it is
 * what any gateway is bounded by.
 */
export function checkInRows(figures: CheckInFigures): string[][] {
  return figures.results.map((result) => {
    const verified =
      result.missing === 0 && result.duplicated === 0
        ? `all ${result.checkedInOnce} once`
        : `${result.checkedInOnce} once, ${result.missing} missing, ${result.duplicated} twice or more`;
    const budget =
      result.database === 'postgres' && result.path === 'gateway'
        ? result.errors === 0 &&
          result.missing === 0 &&
          result.duplicated === 0 &&
          result.perSecond >= budgets.postgresCheckInsPerSecond &&
          result.p99Ms <= budgets.postgresCheckInP99Ms
          ? 'ok'
          : 'over'
        : '';
    return [
      checkInRowName(result),
      `${result.crews} × ${result.membersPerCrew}`,
      fixed(result.perSecond),
      fixed(result.p50Ms),
      fixed(result.p95Ms),
      fixed(result.p99Ms),
      String(result.errors),
      verified,
      budget,
    ];
  });
}

/** What a check-in cost each process in CPU ms during the load: the part to cut first is the largest. */
export function checkInCpuRows(figures: CheckInFigures): string[][] {
  const ms = (value: number | null) => (value === null ? '–' : fixed(value, 2));
  return figures.results
    .filter(({ cpuMsPerCheckIn: cpu }) => cpu.api !== null || cpu.gateway !== null)
    .map((result) => {
      const cpu = result.cpuMsPerCheckIn;
      const parts = [cpu.api, cpu.gateway, cpu.postgres, cpu.load];
      const total = parts.every((part) => part === null)
        ? null
        : parts.reduce<number>((sum, part) => sum + (part ?? 0), 0);
      return [
        checkInRowName(result),
        ms(cpu.api),
        ms(cpu.gateway),
        ms(cpu.postgres),
        ms(cpu.load),
        ms(total),
      ];
    });
}

const CHECK_IN_CPU_HEADERS = ['database', 'api', 'gateway', 'PostgreSQL', 'load', 'total'];

const CHECK_IN_HEADERS = [
  'database',
  'crews × members',
  'check-ins/s',
  'p50 ms',
  'p95 ms',
  'p99 ms',
  'errors',
  'checked in',
  'budget',
];

/** One line per database whose run had an error: the first one, as the load loop caught it. */
function firstErrorLines(
  results: ReadonlyArray<{ database: string; firstError: string | null }>,
): string[] {
  return results
    .filter((result) => result.firstError)
    .map((result) => `  first error on ${result.database}: ${result.firstError ?? ''}`);
}

function checkInCpuText(figures: CheckInFigures): string[] {
  const rows = checkInCpuRows(figures);
  if (rows.length === 0) return [];
  return [
    '  CPU ms per check-in during the load, by process (Linux /proc)',
    table(CHECK_IN_CPU_HEADERS, rows, ['left', 'right', 'right', 'right', 'right', 'right']),
  ];
}

/** What sent the measured check-ins, and how many warmed the servers up off the clock (the same in every row). */
export function warmUpText(figures: CheckInFigures): string {
  const first = figures.results[0];
  const warmUp = first?.warmUpCheckIns ?? 0;
  const load =
    first?.loadGenerator === 'wrk'
      ? ' by wrk (a connection per chief, each check-in after the previous answer)'
      : '';
  return `measured${load} after ${warmUp} warm-up check-ins off the clock`;
}

function checkInText(section: Section<CheckInFigures>): string {
  const title = '5. Festival peak: crew chiefs checking in their crews through the gateway at once';
  if (section.status !== 'ok') return `${title}\n${notMeasured(section)}`;
  const { figures } = section;
  const errors = firstErrorLines(figures.results);
  return [
    title,
    `  ${figures.operation} (the app's own mutation), concurrency ${figures.concurrency}, ${warmUpText(figures)}; budget on PostgreSQL: ` +
      `≥ ${budgets.postgresCheckInsPerSecond}/s, p99 ≤ ${budgets.postgresCheckInP99Ms} ms, 0 errors, every member once`,
    table(CHECK_IN_HEADERS, checkInRows(figures), [
      'left',
      'right',
      'right',
      'right',
      'right',
      'right',
      'right',
      'left',
      'left',
    ]),
    ...checkInCpuText(figures),
    ...(figures.postgresSkipped ? [`  ${figures.postgresSkipped}`] : []),
    ...errors,
  ].join('\n');
}

/** One row per database: lists/s, the latencies, errors and the budget with its verdict. */
export function projectsRows(figures: ProjectsFigures): string[][] {
  return figures.results.map((result) => {
    const budget = projectsBudget(result);
    return [
      result.database,
      String(result.projects),
      result.generator,
      fixed(result.perSecond),
      fixed(result.p50Ms),
      fixed(result.p95Ms),
      fixed(result.p99Ms),
      String(result.errors),
      budget.text,
      budget.verdict,
    ];
  });
}

const PROJECTS_HEADERS = [
  'database',
  'projects',
  'load',
  'lists/s',
  'p50 ms',
  'p95 ms',
  'p99 ms',
  'errors',
  'budget',
  '',
];

/** Per filter of the rotation: the matches and, per database, p50 / p95 in ms. */
export function projectsFilterRows(figures: ProjectsFigures): string[][] {
  const names = figures.results[0]?.byFilter.map((filter) => filter.name) ?? [];
  return names.map((name) => [
    name,
    String(figures.results[0]?.byFilter.find((filter) => filter.name === name)?.total ?? ''),
    ...figures.results.map((result) => {
      const filter = result.byFilter.find((one) => one.name === name);
      return filter ? `${fixed(filter.p50Ms)} / ${fixed(filter.p95Ms)}` : '–';
    }),
  ]);
}

function projectsIntro(figures: ProjectsFigures): string {
  return (
    `${figures.operation} (the app's own query, ${figures.file}), planner@, ${figures.pageSize} a page, ` +
    `${figures.concurrency} in flight, ${figures.durationSeconds} s per database, rotating the filters below`
  );
}

function projectsText(section: Section<ProjectsFigures>): string {
  const title = '6. Projects list: thousands of projects through the gateway';
  if (section.status !== 'ok') return `${title}\n${notMeasured(section)}`;
  const { figures } = section;
  const errors = firstErrorLines(figures.results);
  return [
    title,
    `  ${projectsIntro(figures)}`,
    table(PROJECTS_HEADERS, projectsRows(figures), [
      'left',
      'right',
      'left',
      'right',
      'right',
      'right',
      'right',
      'right',
      'left',
      'left',
    ]),
    '  per filter, p50 / p95 ms:',
    table(
      ['filter', 'matches', ...figures.results.map((result) => result.database)],
      projectsFilterRows(figures),
      ['left', 'right', ...figures.results.map(() => 'right' as const)],
    ),
    ...(figures.postgresSkipped ? [`  ${figures.postgresSkipped}`] : []),
    ...errors,
  ].join('\n');
}

const FLOOR_STACK_HEADERS = [
  'server (no application)',
  'requests',
  'connections',
  'per s',
  'CPU ms a request',
];
const FLOOR_PAGE_HEADERS = ['page', 'score', 'FCP s', 'LCP s', 'TBT ms', 'JS KiB'];

const FLOOR_SERVER_NAMES = {
  node: 'node:http',
  fastify: 'Fastify (the api)',
  yoga: 'graphql-yoga on Fastify (the gateway)',
} as const;

/** One row per bare server and pace: what a request costs it with nothing of the app in it. */
export function floorStackRows(figures: FloorsFigures): string[][] {
  return figures.stack.map((floor) => [
    FLOOR_SERVER_NAMES[floor.kind],
    floor.delayMs === 0 ? 'back to back' : `one by one (answer after ${floor.delayMs} ms)`,
    String(floor.connections),
    fixed(floor.perSecond),
    fixed(floor.cpuMsPerRequest, 3) + (floor.errors > 0 ? ` (${floor.errors} errors)` : ''),
  ]);
}

/** One row per floor page: Lighthouse's score and the figures it is made of. */
export function floorPageRows(figures: FloorsFigures): string[][] {
  return (figures.firstScreen ?? []).map((page) => [
    page.name,
    String(page.score),
    fixed(page.fcpMs / 1000, 2),
    fixed(page.lcpMs / 1000, 2),
    fixed(page.tbtMs, 0),
    fixed(page.scriptTransferKiB),
  ]);
}

function floorsText(section: Section<FloorsFigures>): string {
  const title = '8. Floors: the bare layers with no application in them (decision 244)';
  if (section.status !== 'ok') return `${title}\n${notMeasured(section)}`;
  const { figures } = section;
  return [
    title,
    '  a check-in-sized request by wrk, CPU from /proc',
    table(FLOOR_STACK_HEADERS, floorStackRows(figures), [
      'left',
      'left',
      'right',
      'right',
      'right',
    ]),
    ...(figures.firstScreen
      ? [
          "  the sign-in form alone, Lighthouse's mobile profile, median of the runs",
          table(FLOOR_PAGE_HEADERS, floorPageRows(figures), [
            'left',
            'right',
            'right',
            'right',
            'right',
            'right',
          ]),
        ]
      : ["  the first screen's floor pages: with --only lighthouse,floors (or everything)"]),
  ].join('\n');
}

export function renderReport(report: BenchReport): string {
  const { machine } = report;
  const header =
    `Crew Hub bench, ${report.date}\n` +
    `node ${machine.node}, ${machine.platform} ${machine.arch}, ${machine.cpus} CPU (${machine.cpuModel}), ` +
    `load average ${fixed(machine.loadAverage, 2)} at start` +
    (report.setup
      ? `\nservers: api (PGlite in memory, migrated + demo seed) ready in ${report.setup.apiMs} ms, ` +
        `gateway in ${report.setup.gatewayMs} ms, one-process gateway + api (npm start shape) in ${report.setup.combinedMs} ms`
      : '');
  return [
    header,
    bundleText(report.bundle),
    homeText(report.home),
    jobsText(report.jobs),
    lighthouseText(report.lighthouse),
    checkInText(report.checkIn),
    projectsText(report.projects),
    ...(report.crewItems ? [crewItemsText(report.crewItems)] : []),
    ...(report.floors ? [floorsText(report.floors)] : []),
  ].join('\n\n');
}

const CREW_ITEMS_HEADERS = [
  'operation',
  'database',
  'crew items',
  'in flight',
  'calls',
  'per s',
  'p50 ms',
  'p95 ms',
  'p99 ms',
  'budget',
  'verdict',
];

export function crewItemsRows(figures: CrewItemsFigures): string[][] {
  return figures.results.map((result) => {
    const budget = crewItemsBudget({ ...result, perSecond: result.perSecond });
    return [
      result.operation,
      result.database,
      String(result.crewItems),
      String(result.concurrency),
      String(result.calls),
      fixed(result.perSecond),
      fixed(result.p50Ms),
      fixed(result.p95Ms),
      fixed(result.p99Ms),
      budget.text,
      budget.verdict,
    ];
  });
}

const BOOKING_CHECK_HEADERS = [
  'database',
  'crew items',
  'in flight',
  'calls',
  'with findings',
  'per s',
  'p50 ms',
  'p95 ms',
  'p99 ms',
  'budget',
  'verdict',
];

/** The booking check's rows (booking-check.ts), one per database; none in reports written before it. */
export function bookingCheckRows(figures: CrewItemsFigures): string[][] {
  return (figures.bookingChecks ?? []).map((result) => {
    const budget = bookingCheckBudget(result);
    return [
      result.database,
      String(result.crewItems),
      String(result.concurrency),
      String(result.calls),
      String(result.withFindings),
      fixed(result.perSecond),
      fixed(result.p50Ms),
      fixed(result.p95Ms),
      fixed(result.p99Ms),
      budget?.text ?? '—',
      budget?.verdict ?? '—',
    ];
  });
}

function bookingCheckText(figures: CrewItemsFigures): string[] {
  const checks = figures.bookingChecks ?? [];
  if (checks.length === 0) return [];
  return [
    '  the booking check: GET /api/v1/projectCrewItems/{id}/bookingCheck?personId= as planner@, straight to the api, each call another crew item and person',
    table(BOOKING_CHECK_HEADERS, bookingCheckRows(figures), [
      'left',
      'right',
      'right',
      'right',
      'right',
      'right',
      'right',
      'right',
      'right',
      'left',
      'left',
    ]),
    ...checks.map(
      (result) =>
        `  findings (${result.database}): ${
          Object.entries(result.findings)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([code, count]) => `${code} ${count}`)
            .join(', ') || 'none'
        }${result.firstError ? `; first error: ${result.firstError}` : ''}`,
    ),
  ];
}

function crewItemsText(section: Section<CrewItemsFigures>): string {
  const title = '7. Crew items: a season of 20,000 through the gateway';
  if (section.status !== 'ok') return `${title}\n${notMeasured(section)}`;
  const { figures } = section;
  const requests = figures.results.flatMap((result) =>
    result.byRequest.map((request) => [
      result.operation,
      result.database,
      request.name,
      String(request.total),
      String(request.calls),
      fixed(request.p50Ms),
      fixed(request.p95Ms),
    ]),
  );
  const firstErrors = figures.results
    .filter((result) => result.firstError)
    .map(
      (result) =>
        `  first error (${result.operation}, ${result.database}): ${result.firstError ?? ''}`,
    );
  return [
    title,
    `  ${figures.operations.map((operation) => `${operation.name}: ${operation.operation} (${operation.file})`).join('; ')}, ${figures.concurrency} in flight, ${figures.durationSeconds} s each`,
    table(CREW_ITEMS_HEADERS, crewItemsRows(figures), [
      'left',
      'left',
      'right',
      'right',
      'right',
      'right',
      'right',
      'right',
      'right',
      'left',
      'left',
    ]),
    table(['operation', 'database', 'request', 'entries', 'calls', 'p50 ms', 'p95 ms'], requests, [
      'left',
      'left',
      'left',
      'right',
      'right',
      'right',
      'right',
    ]),
    ...firstErrors,
    ...bookingCheckText(figures),
    ...(figures.postgresSkipped ? [`  ${figures.postgresSkipped}`] : []),
  ].join('\n');
}

function markdownMissing(
  title: string,
  section: Exclude<Section<unknown>, { status: 'ok' }>,
): string {
  return `${title}: not measured (${section.status}: ${section.reason.split('\n')[0] ?? ''})`;
}

/** The figures as the Markdown tables of docs/performance.md (`--markdown`). */
export function renderMarkdown(report: BenchReport): string {
  const { machine } = report;
  const lines: string[] = [
    `Run at ${report.date.slice(0, 16).replace('T', ' ')} UTC, node ${machine.node}, ${machine.cpus} CPUs ` +
      `(${machine.cpuModel}), load average ${fixed(machine.loadAverage, 2)} at start` +
      (report.setup
        ? `; api ready in ${fixed(report.setup.apiMs / 1000)} s (PGlite in memory, migrate, demo seed).`
        : '.'),
    '',
    '| figure | measured | budget | |',
    '|---|---:|---:|---|',
  ];
  const row = (figure: string, measured: string, budget: string, ok: boolean | null) =>
    lines.push(
      `| ${figure} | ${measured} | ${budget} | ${ok === null ? '' : ok ? 'ok' : '**over**'} |`,
    );
  const { bundle, home, jobs } = report;
  if (bundle.status === 'ok') {
    const { firstScreen, preloads, lazy } = bundle.figures;
    row(
      `first screen JS: entry + ${preloads.length} preloaded, gzip`,
      `${fixed(firstScreen.gzipKiB)} KiB (${fixed(firstScreen.rawKiB)} raw)`,
      `≤ ${budgets.firstScreenJsGzipKiB} KiB`,
      firstScreen.gzipKiB <= budgets.firstScreenJsGzipKiB,
    );
    if (lazy.largest) {
      row(
        `largest lazy chunk (\`${lazy.largest.file}\`), gzip`,
        `${fixed(lazy.largest.gzipKiB)} KiB`,
        `≤ ${budgets.largestLazyChunkGzipKiB} KiB`,
        lazy.largest.gzipKiB <= budgets.largestLazyChunkGzipKiB,
      );
    }
    row(`all ${lazy.files} lazy chunks, gzip`, `${fixed(lazy.gzipKiB)} KiB`, '', null);
  } else {
    row('first screen JS', 'not measured', `≤ ${budgets.firstScreenJsGzipKiB} KiB`, null);
  }
  const homeGraphql =
    home.status === 'ok' ? home.figures.results.find((r) => r.approach === 'graphql') : undefined;
  row(
    'home data round trips (GraphQL)',
    homeGraphql ? String(homeGraphql.roundTrips) : 'not measured',
    String(budgets.homeRoundTrips),
    homeGraphql ? homeGraphql.roundTrips <= budgets.homeRoundTrips : null,
  );
  const jobsGraphql =
    jobs.status === 'ok'
      ? jobs.figures.results.find((r) => r.database === 'pglite' && r.approach === 'graphql')
      : undefined;
  row(
    `jobs query p95${jobs.status === 'ok' ? ` at ${jobs.figures.concurrency} concurrent` : ''} (PGlite, gateway → api)`,
    jobsGraphql ? `${fixed(jobsGraphql.p95Ms)} ms` : 'not measured',
    `≤ ${budgets.jobsQueryP95Ms} ms`,
    jobsGraphql ? jobsGraphql.p95Ms <= budgets.jobsQueryP95Ms : null,
  );

  lines.push('');
  if (home.status === 'ok') {
    const figures = home.figures;
    lines.push(
      `Home screen data, ${figures.latencyMs} ms per round trip, median of ${figures.runs} runs (\`${figures.operation.name}\`):`,
      '',
      '| approach | how | round trips | median | min | max | jobs to confirm |',
      '|---|---|---:|---:|---:|---:|---:|',
      ...figures.results.map(
        (r) =>
          `| ${r.approach} | ${r.description} | ${r.roundTrips} | ${fixed(r.medianMs)} ms | ${fixed(r.minMs)} ms | ${fixed(r.maxMs)} ms | ${r.jobsToConfirm} |`,
      ),
    );
  } else {
    lines.push(markdownMissing('Home screen data', home));
  }
  lines.push('');
  if (jobs.status === 'ok') {
    const figures = jobs.figures;
    const jobsPerScreen = figures.results[0]?.jobsPerScreen ?? 0;
    lines.push(
      `Jobs screen, ${figures.concurrency} concurrent loops, ${figures.durationSeconds} s each after ${figures.warmupSeconds} s ` +
        `warm-up (\`${figures.operation.name}\`${figures.operation.added.length > 0 ? ' + crewChief' : ''}, ${jobsPerScreen} jobs):`,
      '',
      '| database | approach | load | screens/s | HTTP req/s | req/screen | idle | p50 | p95 | p99 | errors | budget | |',
      '|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---|',
      ...figures.results.map((r) => {
        const budget = throughputBudget(r);
        const judged = budget ? (budget.verdict === 'ok' ? 'ok' : `**${budget.verdict}**`) : '';
        return (
          `| ${r.database} | ${r.approach} | ${r.generator} | ${fixed(r.screensPerSecond)} | ${fixed(r.httpRequestsPerSecond)} | ${fixed(r.requestsPerScreen)} | ` +
          `${fixed(r.idleMedianMs)} ms | ${fixed(r.p50Ms)} ms | ${fixed(r.p95Ms)} ms | ${fixed(r.p99Ms)} ms | ${r.errors} | ${budget?.text ?? ''} | ${judged} |`
        );
      }),
      '',
      `${PGLITE_CEILING}.${figures.postgresSkipped ? ` ${figures.postgresSkipped}.` : ''}`,
    );
  } else {
    lines.push(markdownMissing('Jobs screen', jobs));
  }
  lines.push('');
  const { lighthouse } = report;
  if (lighthouse.status === 'ok') {
    const { figures } = lighthouse;
    lines.push(
      `Lighthouse ${figures.lighthouseVersion} (mobile profile, ${figures.chromium}) against \`npm start\`, median of ${figures.pages[0]?.runs ?? 0} runs:`,
      '',
      '| page | score | FCP | LCP | TBT | CLS | JS transferred |',
      '|---|---:|---:|---:|---:|---:|---:|',
      ...figures.pages.map(
        (page) =>
          `| ${page.name} | ${page.score} | ${fixed(page.fcpMs / 1000, 2)} s | ${fixed(page.lcpMs / 1000, 2)} s | ` +
          `${fixed(page.tbtMs, 0)} ms | ${fixed(page.cls, 3)} | ${fixed(page.scriptTransferKiB)} KiB |`,
      ),
      `| budget | ≥ ${budgets.lighthouseScore} | | ≤ ${fixed(budgets.lighthouseLcpMs / 1000)} s | ≤ ${budgets.lighthouseTbtMs} ms | ≤ ${budgets.lighthouseCls} | ≤ ${budgets.lighthouseScriptTransferKiB} KiB |`,
    );
  } else {
    lines.push(markdownMissing('Lighthouse', lighthouse));
  }
  lines.push('');
  const { checkIn } = report;
  if (checkIn.status === 'ok') {
    lines.push(
      `Festival peak: ${checkIn.figures.operation} through the gateway, concurrency ${checkIn.figures.concurrency}, ${warmUpText(checkIn.figures)}:`,
      '',
      `| ${CHECK_IN_HEADERS.join(' | ')} |`,
      `|---|---:|---:|---:|---:|---:|---:|---|---|`,
      ...checkInRows(checkIn.figures).map((row) => `| ${row.join(' | ')} |`),
    );
    const cpuRows = checkInCpuRows(checkIn.figures);
    if (cpuRows.length > 0)
      lines.push(
        '',
        'CPU ms per check-in during the load, by process:',
        '',
        `| ${CHECK_IN_CPU_HEADERS.join(' | ')} |`,
        `|---|---:|---:|---:|---:|---:|`,
        ...cpuRows.map((row) => `| ${row.join(' | ')} |`),
      );
    if (checkIn.figures.postgresSkipped) lines.push('', checkIn.figures.postgresSkipped);
  } else {
    lines.push(markdownMissing('Festival peak', checkIn));
  }
  lines.push('');
  const { projects } = report;
  if (projects.status === 'ok') {
    const { figures } = projects;
    lines.push(
      `Projects list: ${projectsIntro(figures)}:`,
      '',
      `| ${PROJECTS_HEADERS.join(' | ')} |`,
      '|---|---:|---|---:|---:|---:|---:|---:|---|---|',
      ...projectsRows(figures).map((row) => {
        const judged = row.at(-1) === 'ok' ? 'ok' : `**${row.at(-1) ?? ''}**`;
        return `| ${[...row.slice(0, -1), judged].join(' | ')} |`;
      }),
      '',
      `| filter | matches | ${figures.results.map((result) => `${result.database} p50 / p95`).join(' | ')} |`,
      `|---|---:|${figures.results.map(() => '---:|').join('')}`,
      ...projectsFilterRows(figures).map((row) => `| ${row.join(' | ')} |`),
    );
    if (figures.postgresSkipped) lines.push('', figures.postgresSkipped);
  } else {
    lines.push(markdownMissing('Projects list', projects));
  }
  const { crewItems } = report;
  if (crewItems?.status === 'ok') {
    lines.push(
      '',
      `| ${CREW_ITEMS_HEADERS.join(' | ')} |`,
      '|---|---|---:|---:|---:|---:|---:|---:|---:|---|---|',
      ...crewItemsRows(crewItems.figures).map((row) => `| ${row.join(' | ')} |`),
    );
    const bookingRows = bookingCheckRows(crewItems.figures);
    if (bookingRows.length > 0)
      lines.push(
        '',
        'The booking check (GET /api/v1/projectCrewItems/{id}/bookingCheck), planner@ straight to the api:',
        '',
        `| ${BOOKING_CHECK_HEADERS.join(' | ')} |`,
        '|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---|',
        ...bookingRows.map((row) => `| ${row.join(' | ')} |`),
      );
    if (crewItems.figures.postgresSkipped) lines.push('', crewItems.figures.postgresSkipped);
  } else if (crewItems) {
    lines.push('', markdownMissing('Crew items', crewItems));
  }
  const { floors } = report;
  if (floors?.status === 'ok') {
    lines.push(
      '',
      'Floors (decision 244): the bare servers, a check-in-sized request by wrk:',
      '',
      `| ${FLOOR_STACK_HEADERS.join(' | ')} |`,
      '|---|---|---:|---:|---:|',
      ...floorStackRows(floors.figures).map((row) => `| ${row.join(' | ')} |`),
    );
    if (floors.figures.firstScreen)
      lines.push(
        '',
        `| ${FLOOR_PAGE_HEADERS.join(' | ')} |`,
        '|---|---:|---:|---:|---:|---:|',
        ...floorPageRows(floors.figures).map((row) => `| ${row.join(' | ')} |`),
      );
  } else if (floors) {
    lines.push('', markdownMissing('Floors', floors));
  }
  return lines.join('\n');
}
