import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { persons } from '../../db/core.tables';
import { formatTimestamp } from '../../lib/format';
import { calendarSubscriptions } from './calendar.tables';
import type { CalendarSubscription } from './calendar.schemas';

// Personal iCal feeds (api/routes/calendar/README.md, The calendar feed): the token is 32 random bytes (base64url, 43
// characters), only its SHA-256 is stored, so a leaked database holds no working feed URL.

export const newFeedToken = (): string => randomBytes(32).toString('base64url');
export const hashFeedToken = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');

interface PersonScope {
  tenantId: number;
  personId: number;
}

const toSubscription = (row: typeof calendarSubscriptions.$inferSelect): CalendarSubscription => ({
  id: row.id,
  createdAt: formatTimestamp(row.createdAt),
});

const active = (scope: PersonScope) =>
  and(
    eq(calendarSubscriptions.tenantId, scope.tenantId),
    eq(calendarSubscriptions.personId, scope.personId),
    isNull(calendarSubscriptions.revokedAt),
  );

/** The person's active feeds (at most one: creating one revokes the others). */
export async function listCalendarSubscriptions(
  db: Db,
  scope: PersonScope,
): Promise<CalendarSubscription[]> {
  const rows = await db
    .select()
    .from(calendarSubscriptions)
    .where(active(scope))
    .orderBy(desc(calendarSubscriptions.id));
  return rows.map(toSubscription);
}

/**
 * Creates the person's feed, or renews it: the previous URLs stop working in the same transaction
 * (call inside one). Answers the row and the token, which is never stored or shown again.
 */
export async function createCalendarSubscription(
  db: Db,
  scope: PersonScope,
  at: Date,
): Promise<CalendarSubscription & { token: string }> {
  await db.update(calendarSubscriptions).set({ revokedAt: at }).where(active(scope));
  const token = newFeedToken();
  const [row] = await db
    .insert(calendarSubscriptions)
    .values({
      tenantId: scope.tenantId,
      personId: scope.personId,
      tokenHash: hashFeedToken(token),
      createdAt: at,
    })
    .returning();
  if (!row) throw new Error('calendar subscription insert returned nothing');
  return { ...toSubscription(row), token };
}

/** Revokes one of the person's active feeds; false when it is not theirs or already revoked. */
export async function revokeCalendarSubscription(
  db: Db,
  scope: PersonScope,
  id: number,
  at: Date,
): Promise<boolean> {
  const [row] = await db
    .update(calendarSubscriptions)
    .set({ revokedAt: at })
    .where(and(active(scope), eq(calendarSubscriptions.id, id)))
    .returning({ id: calendarSubscriptions.id });
  return row !== undefined;
}

/** The person behind a feed token in this tenant, while the feed is not revoked. */
export async function findFeedOwner(
  db: Db,
  tenantId: number,
  token: string,
): Promise<{ personId: number; name: string; timeZone: string } | undefined> {
  const [row] = await db
    .select({ personId: persons.id, name: persons.name, timeZone: persons.timeZone })
    .from(calendarSubscriptions)
    .innerJoin(
      persons,
      and(
        eq(persons.id, calendarSubscriptions.personId),
        eq(persons.tenantId, calendarSubscriptions.tenantId),
      ),
    )
    .where(
      and(
        eq(calendarSubscriptions.tenantId, tenantId),
        eq(calendarSubscriptions.tokenHash, hashFeedToken(token)),
        isNull(calendarSubscriptions.revokedAt),
      ),
    )
    .limit(1);
  return row;
}
