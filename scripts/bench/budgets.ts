/**
 * The performance budgets of docs/performance.md, printed next to the figures. The bench measures
 * and reports; it does not fail on a budget (DESIGN.md: benchmarks are not tests).
 */
export const budgets = {
  /**
   * gzip KiB of the entry script and its modulepreloaded chunks: 170 until the office's
   * administration added sixteen lazy screens, whose preload lists the entry carries
   * (docs/performance.md, "First screen after the administration").
   */
  firstScreenJsGzipKiB: 172,
  /** gzip KiB of the largest lazily loaded chunk. */
  largestLazyChunkGzipKiB: 60,
  /** gzip KiB of pdf.js and its worker, loaded only by the document screen (src/features/documents/README.md, The PDF viewer's budget). */
  pdfViewerGzipKiB: 520,
  /** HTTP round trips from the app to load the home screen's data. */
  homeRoundTrips: 1,
  /** p95 of the jobs screen's GraphQL query at the bench's concurrency, embedded PGlite. */
  jobsQueryP95Ms: 250,
  /** PostgreSQL, at the bench's concurrency (20 loops by default): GET /api/v1/jobs alone, req/s. */
  postgresApiJobsPerSecond: 1500,
  /** PostgreSQL: the jobs screen through the gateway (either shape), screens/s. */
  postgresJobsScreensPerSecond: 600,
  /** PostgreSQL: p99 of both of the above. */
  postgresJobsP99Ms: 100,
  /** PostgreSQL, the festival peak: check-ins through the gateway per second. */
  postgresCheckInsPerSecond: 500,
  /** PostgreSQL: p99 of one check-in at the bench's concurrency. */
  postgresCheckInP99Ms: 150,
  /** The projects list with 5,000 projects, app's ProjectsPage through the gateway: PGlite p95. */
  projectsListP95Ms: 250,
  /** PostgreSQL: projects lists through the gateway per second, at the bench's concurrency. */
  postgresProjectsListsPerSecond: 200,
  /** PostgreSQL: p99 of one projects list. */
  postgresProjectsListP99Ms: 150,
  /** A season of 20,000 crew items: each measured screen operation (the planning calendar's month and week views) through the gateway, PGlite p95. */
  crewItemsP95Ms: 400,
  /** PostgreSQL: those operations per second at the bench's concurrency. */
  postgresCrewItemsPerSecond: 100,
  /** PostgreSQL: p99 of one. */
  postgresCrewItemsP99Ms: 300,
  /** The season's booking check (GET /api/v1/projectCrewItems/{id}/bookingCheck), planner@ straight to the api, PGlite p95. */
  bookingCheckP95Ms: 100,
  /** Lighthouse (mobile profile) on /login and the signed-in home, each the median of its runs. */
  lighthouseScore: 90,
  lighthouseLcpMs: 2500,
  lighthouseTbtMs: 200,
  lighthouseCls: 0.1,
  /** JavaScript transferred (compressed, as sent) before the page is done, KiB. */
  lighthouseScriptTransferKiB: 200,
} as const;

/** A figure that must reach a floor (a score: higher is better). */
export function atLeast(value: number, floor: number): BudgetVerdict {
  return value >= floor ? 'ok' : 'under';
}

export type BudgetVerdict = 'ok' | 'over' | 'under';

export function verdict(value: number, budget: number): BudgetVerdict {
  return value <= budget ? 'ok' : 'over';
}

/** The figures of one row of the throughput section that a budget applies to. */
export interface ThroughputRow {
  database: 'pglite' | 'postgres';
  approach: 'api-jobs' | 'graphql' | 'graphql-in-process' | 'rest';
  screensPerSecond: number;
  p95Ms: number;
  p99Ms: number;
}

export interface RowBudget {
  /** e.g. "≥ 1500/s, p99 ≤ 100 ms" */
  text: string;
  /** "ok", or what missed: "rate under", "p99 over", "p95 over", joined by ", ". */
  verdict: string;
}

/**
 * The budget of a throughput row, or null when none applies. PostgreSQL: GET /api/v1/jobs and the
 * gateway's jobs screen (both shapes) have a floor in requests (screens) per second and a p99 ceiling.
 * PGlite: one connection whose statements run one at a time (docs/decisions/002) caps its throughput;
 * only the gateway's p95 has a budget there. The 1 + N REST client is for comparison only.
 */
export function throughputBudget(row: ThroughputRow): RowBudget | null {
  if (row.database === 'pglite') {
    if (row.approach !== 'graphql') return null;
    return {
      text: `p95 ≤ ${budgets.jobsQueryP95Ms} ms`,
      verdict: verdict(row.p95Ms, budgets.jobsQueryP95Ms) === 'ok' ? 'ok' : 'p95 over',
    };
  }
  if (row.approach === 'rest') return null;
  const floor =
    row.approach === 'api-jobs'
      ? budgets.postgresApiJobsPerSecond
      : budgets.postgresJobsScreensPerSecond;
  const missed = [
    atLeast(row.screensPerSecond, floor) === 'ok' ? null : 'rate under',
    verdict(row.p99Ms, budgets.postgresJobsP99Ms) === 'ok' ? null : 'p99 over',
  ].filter((text) => text !== null);
  return {
    text: `≥ ${floor}/s, p99 ≤ ${budgets.postgresJobsP99Ms} ms`,
    verdict: missed.length === 0 ? 'ok' : missed.join(', '),
  };
}

/**
 * The crew-items section's budget (api/routes/crew-items/README.md, The bench section), shaped as the projects list's: PGlite the p95,
 * PostgreSQL a rate floor and a p99 ceiling; an error misses it either way.
 */
export function crewItemsBudget(row: ProjectsRow): RowBudget {
  const errors = row.errors === 0 ? null : 'errors';
  const missed =
    row.database === 'pglite'
      ? [verdict(row.p95Ms, budgets.crewItemsP95Ms) === 'ok' ? null : 'p95 over', errors]
      : [
          atLeast(row.perSecond, budgets.postgresCrewItemsPerSecond) === 'ok' ? null : 'rate under',
          verdict(row.p99Ms, budgets.postgresCrewItemsP99Ms) === 'ok' ? null : 'p99 over',
          errors,
        ];
  const failed = missed.filter((text) => text !== null);
  return {
    text:
      row.database === 'pglite'
        ? `p95 ≤ ${budgets.crewItemsP95Ms} ms`
        : `≥ ${budgets.postgresCrewItemsPerSecond}/s, p99 ≤ ${budgets.postgresCrewItemsP99Ms} ms`,
    verdict: failed.length === 0 ? 'ok' : failed.join(', '),
  };
}

/**
 * The booking check's budget (api/routes/crew-items/README.md, The bench section): PGlite, the
 * p95 and no errors. PostgreSQL is measured for comparison, without a budget.
 */
export function bookingCheckBudget(row: {
  database: 'pglite' | 'postgres';
  errors: number;
  p95Ms: number;
}): RowBudget | null {
  if (row.database !== 'pglite') return null;
  const missed = [
    verdict(row.p95Ms, budgets.bookingCheckP95Ms) === 'ok' ? null : 'p95 over',
    row.errors === 0 ? null : 'errors',
  ].filter((text) => text !== null);
  return {
    text: `p95 ≤ ${budgets.bookingCheckP95Ms} ms`,
    verdict: missed.length === 0 ? 'ok' : missed.join(', '),
  };
}

/** The figures of one database's projects-list row that its budget applies to. */
export interface ProjectsRow {
  database: 'pglite' | 'postgres';
  errors: number;
  perSecond: number;
  p95Ms: number;
  p99Ms: number;
}

/**
 * The projects list's budget: PGlite, the p95 (as the jobs screen; its rate has PGlite's ceiling);
 * PostgreSQL, a floor in lists per second and a p99 ceiling. An error misses it either way.
 */
export function projectsBudget(row: ProjectsRow): RowBudget {
  const errors = row.errors === 0 ? null : 'errors';
  if (row.database === 'pglite') {
    const missed = [
      verdict(row.p95Ms, budgets.projectsListP95Ms) === 'ok' ? null : 'p95 over',
      errors,
    ].filter((text) => text !== null);
    return {
      text: `p95 ≤ ${budgets.projectsListP95Ms} ms`,
      verdict: missed.length === 0 ? 'ok' : missed.join(', '),
    };
  }
  const missed = [
    atLeast(row.perSecond, budgets.postgresProjectsListsPerSecond) === 'ok' ? null : 'rate under',
    verdict(row.p99Ms, budgets.postgresProjectsListP99Ms) === 'ok' ? null : 'p99 over',
    errors,
  ].filter((text) => text !== null);
  return {
    text: `≥ ${budgets.postgresProjectsListsPerSecond}/s, p99 ≤ ${budgets.postgresProjectsListP99Ms} ms`,
    verdict: missed.length === 0 ? 'ok' : missed.join(', '),
  };
}
