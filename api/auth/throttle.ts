import { and, count, eq, lte, min, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { signInAddressFailures, throttleCounters } from '../db/tables/auth.tables';
import type { ThrottleScope } from '../db/tables/auth.tables';

// Sign-in and reset throttling (docs/decisions/006-sign-in-throttling.md): slow the attacker, not
// the owner. Every limit is taken before the work it guards, in one statement, so concurrent
// requests cannot all read "below the limit" and pass together.

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
/** Failed sign-ins for one login from clients without its device token, all addresses together. */
export const MAX_FAILURES_PER_ACCOUNT = 5;
/** Failed sign-ins from one device token (the owner's own devices, or a stolen one). */
export const MAX_FAILURES_PER_DEVICE = 5;
/** Distinct logins that failed from one address without a device token (a venue's Wi-Fi shares one). */
export const MAX_ACCOUNTS_PER_ADDRESS = 30;
/** Reset mails asked from one address per window; beyond it, 429. */
export const MAX_RESETS_PER_ADDRESS = 10;
/** Reset mails sent to one e-mail address per window; beyond it, the answer is the same and no mail goes. */
export const MAX_RESETS_PER_EMAIL = 3;

export interface ThrottleVerdict {
  allowed: boolean;
  /** Seconds until the window that refused ends (at least 1); 0 when allowed. */
  retryAfter: number;
}

export interface CounterKey {
  tenantId: number;
  scope: ThrottleScope;
  key: string;
}

function windowStart(now: Date): Date {
  return new Date(now.getTime() - THROTTLE_WINDOW_MS);
}

function secondsUntilWindowEnds(startedAt: Date, now: Date): number {
  return Math.max(1, Math.ceil((startedAt.getTime() + THROTTLE_WINDOW_MS - now.getTime()) / 1000));
}

/**
 * Takes one from a fixed-window counter: an upsert that starts a new window when the old one has
 * passed, else adds one, and returns the count it made. PostgreSQL locks the row for the upsert, so
 * of N concurrent takes exactly `limit` see a count within it (PGlite runs one statement at a time).
 */
export async function takeFromCounter(
  db: Db,
  counter: CounterKey,
  limit: number,
  now: Date,
): Promise<ThrottleVerdict> {
  const expired = sql`${throttleCounters.windowStartedAt} <= ${windowStart(now).toISOString()}::timestamptz`;
  const [row] = await db
    .insert(throttleCounters)
    .values({ ...counter, count: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: [throttleCounters.tenantId, throttleCounters.scope, throttleCounters.key],
      set: {
        count: sql`case when ${expired} then 1 else ${throttleCounters.count} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${throttleCounters.windowStartedAt} end`,
      },
    })
    .returning({
      count: throttleCounters.count,
      windowStartedAt: throttleCounters.windowStartedAt,
    });
  if (!row) throw new Error('The throttle counter upsert returned no row');
  if (row.count <= limit) return { allowed: true, retryAfter: 0 };
  return { allowed: false, retryAfter: secondsUntilWindowEnds(row.windowStartedAt, now) };
}

/** Gives back a take that turned out not to be a failure (a correct password). */
export async function giveBackToCounter(db: Db, counter: CounterKey): Promise<void> {
  await db
    .update(throttleCounters)
    .set({ count: sql`greatest(${throttleCounters.count} - 1, 0)` })
    .where(counterWhere(counter));
}

export async function clearCounter(db: Db, counter: CounterKey): Promise<void> {
  await db.delete(throttleCounters).where(counterWhere(counter));
}

function counterWhere(counter: CounterKey) {
  return and(
    eq(throttleCounters.tenantId, counter.tenantId),
    eq(throttleCounters.scope, counter.scope),
    eq(throttleCounters.key, counter.key),
  );
}

/**
 * Counts this login among the address's failed logins, then checks the address is within
 * MAX_ACCOUNTS_PER_ADDRESS distinct logins. The login's row is written before the count is read, so
 * the k-th login written sees at least k rows: at most the limit pass, however many arrive at once.
 * Retrying one login from one address never adds a row: people mistyping behind one Wi-Fi do not
 * add up, an attacker spraying many logins does.
 */
export async function takeAddressAttempt(
  db: Db,
  tenantId: number,
  clientAddress: string,
  accountKey: string,
  now: Date,
): Promise<ThrottleVerdict> {
  const sameAddress = and(
    eq(signInAddressFailures.tenantId, tenantId),
    eq(signInAddressFailures.clientAddress, clientAddress),
  );
  // Rows of a passed window only cost space and would count: forget them first.
  await db
    .delete(signInAddressFailures)
    .where(and(sameAddress, lte(signInAddressFailures.failedAt, windowStart(now))));
  await db
    .insert(signInAddressFailures)
    .values({ tenantId, clientAddress, accountKey, failedAt: now })
    .onConflictDoUpdate({
      target: [
        signInAddressFailures.tenantId,
        signInAddressFailures.clientAddress,
        signInAddressFailures.accountKey,
      ],
      set: { failedAt: now },
    });
  const [row] = await db
    .select({ accounts: count(), oldest: min(signInAddressFailures.failedAt) })
    .from(signInAddressFailures)
    .where(sameAddress);
  if (!row || row.accounts <= MAX_ACCOUNTS_PER_ADDRESS || !row.oldest)
    return { allowed: true, retryAfter: 0 };
  return { allowed: false, retryAfter: secondsUntilWindowEnds(row.oldest, now) };
}

/** A correct password from this address: the login was not a failure there. */
export async function giveBackAddressAttempt(
  db: Db,
  tenantId: number,
  clientAddress: string,
  accountKey: string,
): Promise<void> {
  await db
    .delete(signInAddressFailures)
    .where(
      and(
        eq(signInAddressFailures.tenantId, tenantId),
        eq(signInAddressFailures.clientAddress, clientAddress),
        eq(signInAddressFailures.accountKey, accountKey),
      ),
    );
}

/**
 * The key of a trusted device's counter. It starts with the login, so that a password change finds
 * every device counter of that login (device tokens are signed, not stored: nothing else lists them).
 */
export function deviceCounterKey(accountKey: string, deviceId: string): string {
  return `${accountKey}\n${deviceId}`;
}

/**
 * A password change: the login starts clean everywhere (its untrusted counter, each of its devices'
 * counters and every address's row). The reset link is what the sign-in form offers a locked-out
 * owner, so it has to lift the device's lock as well as the strangers' one.
 */
export async function clearAccountThrottles(
  db: Db,
  tenantId: number,
  accountKey: string,
): Promise<void> {
  await clearCounter(db, { tenantId, scope: 'account', key: accountKey });
  const devicePrefix = deviceCounterKey(accountKey, '');
  await db.delete(throttleCounters).where(
    and(
      eq(throttleCounters.tenantId, tenantId),
      eq(throttleCounters.scope, 'device'),
      // A plain prefix compare: an e-mail may hold LIKE's wildcards.
      sql`left(${throttleCounters.key}, ${devicePrefix.length}) = ${devicePrefix}`,
    ),
  );
  await db
    .delete(signInAddressFailures)
    .where(
      and(
        eq(signInAddressFailures.tenantId, tenantId),
        eq(signInAddressFailures.accountKey, accountKey),
      ),
    );
}
