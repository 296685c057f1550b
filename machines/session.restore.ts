import type { SessionData } from './session.types';

/** An unparsable expiresAt counts as expired: better to sign in again than to trust it. */
export function isExpired(session: SessionData, now: () => number): boolean {
  const expiresAt = Date.parse(session.expiresAt);
  return Number.isNaN(expiresAt) || expiresAt <= now();
}

/**
 * The session the session machine keeps when it starts from storage (its `checking` state: a
 * stored session still valid, else none), worked out without xstate. The app paints its first
 * screen from this while the machine's code is still loading (docs/decisions/071);
 * session.restore.test.ts holds it to the machine.
 */
export function restoredSession(
  stored: SessionData | null,
  now: () => number = () => Date.now(),
): SessionData | null {
  return stored !== null && !isExpired(stored, now) ? stored : null;
}
