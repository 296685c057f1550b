import { pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns';
import { ownedByPerson, tenantRef } from '../../db/core.tables';

// The session area: mail unsubscribe links (POST /emailMessages/unsubscribe).

export const mailUnsubscribeTokens = pgTable(
  'mail_unsubscribe_tokens',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    personId: ownedByPerson(),
    tokenHash: text('token_hash').notNull(),
    unsubscribedAt: timestamptz('unsubscribed_at'),
  },
  (t) => [uniqueIndex('mail_unsubscribe_tokens_hash_unique').on(t.tokenHash)],
);
