import { and, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
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
}

/**
 * The key a run holds. A hot path that writes its changes in one statement stores its answer in
 * that statement too (answerStatementOf) and says so (stored), saving a round trip per action.
 */
export interface IdempotencyClaim {
  /** The key row's id. */
  readonly id: number;
  /** The run wrote the outcome it returns itself: runIdempotent writes it no more. */
  stored(): void;
}

/** The UPDATE that stores `outcome` as the claimed key's answer, to embed in a run's own statement. */
export function answerStatementOf(claim: IdempotencyClaim, outcome: Outcome): SQL {
  return sql`update idempotency_keys set status_code = ${outcome.statusCode}, body = ${JSON.stringify(outcome.body)}::jsonb where id = ${claim.id}`;
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
  run: (claim: IdempotencyClaim | null) => Promise<Outcome>,
): Promise<Outcome> {
  if (scope.key === undefined) return run(null);
  const { tenantId, principal, key, method, path } = scope;
  const [claimed] = await tx
    .insert(idempotencyKeys)
    .values({ tenantId, principal, key, method, path, statusCode: 0, body: null })
    .onConflictDoNothing()
    .returning({ id: idempotencyKeys.id });
  if (!claimed) {
    const [stored] = await tx
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.tenantId, tenantId), eq(idempotencyKeys.principal, principal), eq(idempotencyKeys.key, key)))
      .limit(1);
    if (!stored || stored.method !== method || stored.path !== path || stored.statusCode === 0) {
      const body: ErrorBody = { statusCode: 409, code: 'CONFLICT', message: 'This Idempotency-Key belongs to another request' };
      return { statusCode: 409, body };
    }
    return { statusCode: stored.statusCode, body: stored.body };
  }
  let storedByRun = false;
  const outcome = await run({
    id: claimed.id,
    stored: () => {
      storedByRun = true;
    },
  });
  if (storedByRun) return outcome;
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
