import { randomBytes } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/database';
import { authSessions } from '../db/tables/auth.tables';
import type { Principal } from './accounts';

// Sign-in sessions (decision 003): every token names one by its sid; the access hook refuses a token
// whose session has ended, so a sign-out or a password change ends tokens already handed out.

export interface LiveSession {
  id: string;
  subject: string;
  signedInAt: Date;
}

/** A new session for a sign-in; the subject's sessions past the absolute lifetime are forgotten. */
export async function startSession(
  db: Db,
  principal: Principal,
  now: Date,
  maxAgeSeconds: number,
): Promise<LiveSession> {
  const session = {
    id: randomBytes(16).toString('base64url'),
    subject: principal.subject,
    signedInAt: now,
  };
  await db
    .delete(authSessions)
    .where(
      and(
        eq(authSessions.tenantId, principal.tenantId),
        eq(authSessions.subject, principal.subject),
        lt(authSessions.signedInAt, new Date(now.getTime() - maxAgeSeconds * 1000)),
      ),
    );
  await db.insert(authSessions).values({ ...session, tenantId: principal.tenantId });
  return session;
}

/** The session a token names, if it has not ended; never a session of another tenant. */
export async function findLiveSession(
  db: Db,
  tenantId: number,
  id: string,
): Promise<LiveSession | undefined> {
  const [row] = await db
    .select({
      id: authSessions.id,
      subject: authSessions.subject,
      signedInAt: authSessions.signedInAt,
    })
    .from(authSessions)
    .where(
      and(
        eq(authSessions.tenantId, tenantId),
        eq(authSessions.id, id),
        isNull(authSessions.endedAt),
      ),
    )
    .limit(1);
  return row;
}

export async function endSession(db: Db, tenantId: number, id: string, now: Date): Promise<void> {
  await db
    .update(authSessions)
    .set({ endedAt: now })
    .where(
      and(
        eq(authSessions.tenantId, tenantId),
        eq(authSessions.id, id),
        isNull(authSessions.endedAt),
      ),
    );
}

/** Every session of this person, project or plus crew (a password change, "sign out everywhere"). */
export async function endSessionsOf(
  db: Db,
  tenantId: number,
  subject: string,
  now: Date,
): Promise<number> {
  const ended = await db
    .update(authSessions)
    .set({ endedAt: now })
    .where(
      and(
        eq(authSessions.tenantId, tenantId),
        eq(authSessions.subject, subject),
        isNull(authSessions.endedAt),
      ),
    )
    .returning({ id: authSessions.id });
  return ended.length;
}

/** When the session's tokens stop, however often they are refreshed. */
export function sessionEndsAt(
  session: Pick<LiveSession, 'signedInAt'>,
  maxAgeSeconds: number,
): Date {
  return new Date(session.signedInAt.getTime() + maxAgeSeconds * 1000);
}
