import { and, count, eq, gte, min } from 'drizzle-orm';
import type { Db } from '../db/database';
import { signInAttempts } from '../routes/auth/auth.tables';

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 30;

/**
 * Seconds until another sign-in may be tried, or 0. Failures live in the database so that every api
 * process behind a load balancer counts the same ones.
 */
export async function throttleDelaySeconds(
  db: Db,
  tenantId: number,
  accountKey: string,
  clientAddress: string,
  now: Date,
): Promise<number> {
  const since = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  const checks = [
    { column: signInAttempts.accountKey, value: accountKey, limit: MAX_FAILURES_PER_ACCOUNT },
    { column: signInAttempts.clientAddress, value: clientAddress, limit: MAX_FAILURES_PER_ADDRESS },
  ];
  let delay = 0;
  for (const check of checks) {
    const [row] = await db
      .select({ failures: count(), oldest: min(signInAttempts.attemptedAt) })
      .from(signInAttempts)
      .where(and(eq(signInAttempts.tenantId, tenantId), eq(check.column, check.value), gte(signInAttempts.attemptedAt, since)));
    if (row && row.failures >= check.limit && row.oldest) {
      const freeAt = row.oldest.getTime() + THROTTLE_WINDOW_MS;
      delay = Math.max(delay, Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)));
    }
  }
  return delay;
}

export async function recordFailedSignIn(
  db: Db,
  tenantId: number,
  accountKey: string,
  clientAddress: string,
  now: Date,
): Promise<void> {
  await db.insert(signInAttempts).values({ tenantId, accountKey, clientAddress, attemptedAt: now });
}

export async function clearFailedSignIns(db: Db, tenantId: number, accountKey: string): Promise<void> {
  await db.delete(signInAttempts).where(and(eq(signInAttempts.tenantId, tenantId), eq(signInAttempts.accountKey, accountKey)));
}
