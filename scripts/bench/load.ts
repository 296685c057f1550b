import { describeError } from './parts';
import { elapsedMs, percentile, round } from './stats';

export interface LoadOptions {
  /** Loops running at once, each waiting for its answer before the next request. */
  concurrency: number;
  /** Stop starting new iterations after this long. */
  durationMs: number;
  /** Hard cap on iterations, whatever the duration. */
  maxIterations: number;
  /** One unit of work; resolves to the number of HTTP requests it made. */
  iteration: () => Promise<number>;
}

export interface LoadResult {
  iterations: number;
  errors: number;
  httpRequests: number;
  elapsedMs: number;
  /** Per successful iteration, in ms. */
  latencies: number[];
  firstError: string | null;
}

/**
 * A closed-loop load generator in the manner of autocannon: `concurrency` loops, each sending its next
 * request when the previous one answered, until the duration or the iteration cap is reached.
 */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const latencies: number[] = [];
  let started = 0;
  let errors = 0;
  let httpRequests = 0;
  let firstError: string | null = null;
  const startedAt = process.hrtime.bigint();
  const deadline = Date.now() + options.durationMs;

  const loop = async () => {
    while (Date.now() < deadline && started < options.maxIterations) {
      started += 1;
      const iterationStartedAt = process.hrtime.bigint();
      try {
        // Read the count first: `httpRequests += await …` would add to a value read before the await.
        const requests = await options.iteration();
        httpRequests += requests;
        latencies.push(elapsedMs(iterationStartedAt));
      } catch (error) {
        errors += 1;
        firstError ??= describeError(error);
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, loop));
  return {
    iterations: started,
    errors,
    httpRequests,
    elapsedMs: elapsedMs(startedAt),
    latencies,
    firstError,
  };
}

/** What a measured load comes to: good answers per second, the errors and the latency percentiles. */
export interface LoadFigures {
  /** Requests (iterations) sent, good or not. */
  sent: number;
  errors: number;
  firstError: string | null;
  perSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
}

export function loadFigures(load: LoadResult): LoadFigures {
  return {
    sent: load.iterations,
    errors: load.errors,
    firstError: load.firstError,
    perSecond: round((load.iterations - load.errors) / (load.elapsedMs / 1000)),
    p50Ms: round(percentile(load.latencies, 50)),
    p95Ms: round(percentile(load.latencies, 95)),
    p99Ms: round(percentile(load.latencies, 99)),
  };
}
