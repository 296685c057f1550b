import { index, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns';
import { ownedByPerson, tenantRef } from '../../db/core.tables';

// The calendar area's own table: a person's calendar feed subscriptions (only the token's hash).

/**
 * A person's iCal feed (/publicCalendarSubscriptions). Only the SHA-256 of the 32-byte token is
 * stored; revoking sets revoked_at, renewing revokes and makes a new row (api/routes/calendar/README.md, The calendar feed).
 */
export const calendarSubscriptions = pgTable(
  'calendar_subscriptions',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    personId: ownedByPerson(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [
    uniqueIndex('calendar_subscriptions_token_hash_unique').on(t.tokenHash),
    index('calendar_subscriptions_person').on(t.tenantId, t.personId),
  ],
);
