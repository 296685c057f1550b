/**
 * The performance budgets of docs/performance.md, printed next to the figures. The bench measures
 * and reports; it does not fail on a budget (DESIGN.md: benchmarks are not tests).
 */
export const budgets = {
  /** gzip KiB of the entry script and its modulepreloaded chunks. */
  firstScreenJsGzipKiB: 170,
  /** gzip KiB of the largest lazily loaded chunk. */
  largestLazyChunkGzipKiB: 60,
  /** HTTP round trips from the app to load the home screen's data. */
  homeRoundTrips: 1,
  /** p95 of the jobs screen's GraphQL query at the bench's concurrency, embedded PGlite. */
  jobsQueryP95Ms: 250,
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
