import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a route starts after its answer has gone (decision 006: a reset request answers at once, the
 * same for known and unknown addresses, and the look-up and mail happen afterwards). Not durable: a
 * process that dies in between loses the work, and the person asks again; durable jobs arrive with
 * the job queue. Failures are logged, never thrown at a caller that has long had its answer.
 */
export class BackgroundWork {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  /** Starts `work` on a later turn of the event loop, so the answer is written first. */
  run(description: string, work: () => Promise<void>): void {
    const task = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((error: unknown) =>
        this.log.error({ err: error }, `background work failed: ${description}`),
      )
      .finally(() => this.pending.delete(task));
    this.pending.add(task);
  }

  /** Resolves when everything started so far has finished (closing the api, tests). */
  async drain(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}
