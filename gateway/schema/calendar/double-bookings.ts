import type { UpstreamJob } from '../shared/shared.upstream';

/** Statuses that no longer hold the person's time: they never make a double booking. */
const RELEASED = new Set<UpstreamJob['status']>(['cancelled', 'notNeeded']);

/**
 * The ids of the jobs that overlap another of the same person's active jobs in time (start
 * inclusive, end exclusive: a shift ending at 14:00 and one starting at 14:00 do not clash).
 * Derived, never stored: it follows every change of the jobs themselves.
 */
export function doubleBookedJobIds(jobs: readonly UpstreamJob[]): UpstreamJob['id'][] {
  const active = jobs
    .filter((job) => !RELEASED.has(job.status))
    .map((job) => ({ id: job.id, start: Date.parse(job.startsAt), end: Date.parse(job.endsAt) }))
    .sort((a, b) => a.start - b.start);
  const clashing = new Set<UpstreamJob['id']>();
  // Sweep in start order, keeping the job that reaches furthest: each job is compared with it.
  let furthest: (typeof active)[number] | undefined;
  for (const job of active) {
    if (furthest && job.start < furthest.end) {
      clashing.add(job.id);
      clashing.add(furthest.id);
    }
    if (!furthest || job.end > furthest.end) furthest = job;
  }
  return jobs.filter((job) => clashing.has(job.id)).map((job) => job.id);
}
