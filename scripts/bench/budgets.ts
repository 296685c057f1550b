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
} as const;

export type BudgetVerdict = 'ok' | 'over';

export function verdict(value: number, budget: number): BudgetVerdict {
  return value <= budget ? 'ok' : 'over';
}
