import { pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns';
import { ownedByPerson, tenantRef } from '../../db/core.tables';

// The auth area's own table: password links. Sessions and throttling are api/db/tables/auth.tables.ts
// (api/auth reads them), outgoing mail api/db/tables/outgoing-mails.tables.ts.

export type ResetTokenKind = 'reset' | 'welcome';

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    personId: ownedByPerson(),
    // SHA-256 of the token in the link; the token itself is never stored.
    tokenHash: text('token_hash').notNull(),
    kind: text('kind').$type<ResetTokenKind>().notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_unique').on(t.tokenHash)],
);
