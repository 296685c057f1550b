import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { idempotencyKeys } from '../db/core.tables';
import { ApiError } from './errors';
import type { ErrorBody } from './errors';

export interface Outcome {
  statusCode: number;
  body: unknown;
}

export interface IdempotencyScope {
  tenantId: number;
  principal: string;
  key: string | undefined;
  method: string;
  path: string;
  /** The api clock's instant the key is claimed at: its row's creation time. */
  now: Date;
}

/** A key's stored row as the repeat of a request meets it. */
export interface StoredKey {
  statusCode: number;
  body: unknown;
  method: string;
  path: string;
}

/**
 * What a repeat under a stored key answers: the first answer, or 409 when the key belongs to
 * another request (another method or path) or its first request has not finished (status 0).
 */
export function storedOutcomeOf(
  stored: StoredKey | undefined,
  scope: Pick<IdempotencyScope, 'method' | 'path'>,
): Outcome {
  if (
    !stored ||
    stored.method !== scope.method ||
    stored.path !== scope.path ||
    stored.statusCode === 0
  ) {
    const body: ErrorBody = {
      statusCode: 409,
      code: 'CONFLICT',
      message: 'This Idempotency-Key belongs to another request',
    };
    return { statusCode: 409, body };
  }
  return { statusCode: stored.statusCode, body: stored.body };
}

/**
 * Runs a mutation at most once per (tenant, principal, key) inside the caller's transaction: the
 * first outcome is stored with the change, so a repeat (offline replay, retry) gets the same answer
 * and changes nothing. The key row is inserted first, so a concurrent repeat on PostgreSQL waits on
 * the unique index until the first commits and then reads its answer.
 */
export async function runIdempotent(
  tx: Tx,
  scope: IdempotencyScope,
  run: () => Promise<Outcome>,
): Promise<Outcome> {
  if (scope.key === undefined) return run();
  const { tenantId, principal, key, method, path, now } = scope;
  const [claimed] = await tx
    .insert(idempotencyKeys)
    .values({ tenantId, principal, key, method, path, statusCode: 0, body: null, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: idempotencyKeys.id });
  if (!claimed) {
    const [stored] = await tx
      .select()
      .from(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.tenantId, tenantId),
          eq(idempotencyKeys.principal, principal),
          eq(idempotencyKeys.key, key),
        ),
      )
      .limit(1);
    return storedOutcomeOf(stored, scope);
  }
  const outcome = await run();
  await tx
    .update(idempotencyKeys)
    .set({ statusCode: outcome.statusCode, body: outcome.body })
    .where(eq(idempotencyKeys.id, claimed.id));
  return outcome;
}

/** A run's answer as an Outcome: an ApiError refusal becomes the stored outcome too, so a repeat with the same key gets the same answer. */
export async function outcomeOf(run: () => Promise<unknown>, statusCode = 200): Promise<Outcome> {
  try {
    return { statusCode, body: await run() };
  } catch (error) {
    if (error instanceof ApiError) return { statusCode: error.statusCode, body: error.toBody() };
    throw error;
  }
}
