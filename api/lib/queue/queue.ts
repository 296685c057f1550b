import { and, eq, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/database';
import { backgroundJobs } from '../../db/tables/notifications.tables';

/**
 * The durable queue (decision 095): a table, not a library. Enqueue with the caller's transaction,
 * so the work exists exactly when the change commits; workers claim due rows one at a time with
 * FOR UPDATE SKIP LOCKED (several processes on PostgreSQL never take the same row; PGlite is one
 * session and works them serially) and a lease, so a worker that dies mid-job leaves a row that
 * comes due again when the lease ends. Delivery is at least once; handlers make it once in effect
 * (a push job fans out to one row per device, a mail carries a Message-ID of its job).
 */

export interface QueuedJob {
  id: number;
  tenantId: number;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
}

export interface EnqueueOptions {
  /** Not before this moment: the api clock's now, or later (quiet hours). */
  runAt: Date;
  /** When it was queued, the api clock's now; left out, runAt (a job queued to run at once). */
  queuedAt?: Date;
  maxAttempts?: number;
}

/** Adds one job; pass the transaction of the change that causes it. */
export async function enqueue(
  db: Db,
  tenantId: number,
  kind: string,
  payload: Record<string, unknown>,
  options: EnqueueOptions,
): Promise<number> {
  const [row] = await db
    .insert(backgroundJobs)
    .values({
      tenantId,
      kind,
      payload,
      runAt: options.runAt,
      createdAt: options.queuedAt ?? options.runAt,
      ...(options.maxAttempts ? { maxAttempts: options.maxAttempts } : {}),
    })
    .returning({ id: backgroundJobs.id });
  if (!row) throw new Error('enqueue wrote no row');
  return row.id;
}

/** How long a claimed job is its worker's; past it, the job is due again (the worker died). */
export const LEASE_MS = 5 * 60_000;

/** The wait before attempt n + 1: 15 s, 30 s, 1 min … at most an hour. */
export function backoffMs(attempts: number): number {
  return Math.min(15_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/** Takes the next due job (or none) and leases it to this worker. */
export async function claimNext(database: Database, now: Date): Promise<QueuedJob | undefined> {
  const leaseEnd = new Date(now.getTime() + LEASE_MS);
  return database.transaction(async (tx) => {
    const due = await tx
      .select({ id: backgroundJobs.id })
      .from(backgroundJobs)
      .where(
        and(
          sql`${backgroundJobs.doneAt} is null and ${backgroundJobs.failedAt} is null`,
          sql`${backgroundJobs.runAt} <= ${now}`,
          sql`(${backgroundJobs.lockedUntil} is null or ${backgroundJobs.lockedUntil} <= ${now})`,
        ),
      )
      .orderBy(backgroundJobs.runAt, backgroundJobs.id)
      .limit(1)
      .for('update', { skipLocked: true });
    const id = due[0]?.id;
    if (id === undefined) return undefined;
    const [row] = await tx
      .update(backgroundJobs)
      .set({ lockedUntil: leaseEnd, attempts: sql`${backgroundJobs.attempts} + 1` })
      .where(eq(backgroundJobs.id, id))
      .returning();
    if (!row) return undefined;
    return {
      id: row.id,
      tenantId: row.tenantId,
      kind: row.kind,
      payload: row.payload,
      attempts: row.attempts,
      maxAttempts: row.maxAttempts,
    };
  });
}

export async function markDone(db: Db, id: number, now: Date): Promise<void> {
  await db
    .update(backgroundJobs)
    .set({ doneAt: now, lockedUntil: null, lastError: null })
    .where(eq(backgroundJobs.id, id));
}

/** A failure: due again after the back-off, or failed for good after its last attempt. */
export async function markFailed(
  db: Db,
  job: QueuedJob,
  error: unknown,
  now: Date,
): Promise<'retry' | 'failed'> {
  // Only the error's name and first line: never a whole message that might quote an address or a key.
  const lastError =
    error instanceof Error
      ? `${error.name}: ${error.message.split('\n')[0]?.slice(0, 300)}`
      : 'failed';
  if (job.attempts >= job.maxAttempts) {
    await db
      .update(backgroundJobs)
      .set({ failedAt: now, lockedUntil: null, lastError })
      .where(eq(backgroundJobs.id, job.id));
    return 'failed';
  }
  await db
    .update(backgroundJobs)
    .set({ runAt: new Date(now.getTime() + backoffMs(job.attempts)), lockedUntil: null, lastError })
    .where(eq(backgroundJobs.id, job.id));
  return 'retry';
}

/** A handler does the job's work; it may enqueue follow-ups through `database`. Throwing means retry. */
export type JobHandler = (job: QueuedJob, now: Date) => Promise<void>;

export interface QueueLog {
  error(object: unknown, message: string): void;
  warn(object: unknown, message: string): void;
}

/**
 * Works every job due at `now()` (the api's clock), one at a time, until none is left; returns how many it ran.
 * Unknown kinds fail for good at once (a deploy that dropped a handler must not spin).
 */
export async function workDueJobs(
  database: Database,
  handlers: Record<string, JobHandler>,
  log: QueueLog,
  now: () => Date,
): Promise<number> {
  let ran = 0;
  for (;;) {
    const job = await claimNext(database, now());
    if (!job) return ran;
    ran += 1;
    const handler = handlers[job.kind];
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await handler(job, now());
      await markDone(database.db, job.id, now());
    } catch (error) {
      const outcome = handler
        ? await markFailed(database.db, job, error, now())
        : await markFailed(database.db, { ...job, attempts: job.maxAttempts }, error, now());
      const entry = { jobId: job.id, kind: job.kind, attempt: job.attempts, err: error };
      if (outcome === 'failed') log.error(entry, 'background job failed for good');
      else log.warn(entry, 'background job failed, will retry');
    }
  }
}

/**
 * Polls the queue every `intervalMs` (and at once on `wake()`, which enqueuers call after commit)
 * until `stop()`, which waits for the job in hand.
 */
export function startWorker(work: () => Promise<number>, log: QueueLog, intervalMs = 2_000) {
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let again = false;
  const tick = () => {
    if (stopped) return;
    clearTimeout(timer);
    running = running
      .then(async () => {
        do {
          again = false;
          await work();
        } while (again && !stopped);
      })
      .catch((error: unknown) => log.error({ err: error }, 'background worker tick failed'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };
  timer = setTimeout(tick, 0);
  return {
    wake() {
      again = true;
      if (!stopped) {
        clearTimeout(timer);
        timer = setTimeout(tick, 0);
      }
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
