import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns';
import { persons, tenantRef } from '../../db/core.tables';

// The auth area: password links, stored outgoing mail, sign-in attempts (throttling, decision 006).

export type ResetTokenKind = 'reset' | 'welcome';

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    // SHA-256 of the token in the link; the token itself is never stored.
    tokenHash: text('token_hash').notNull(),
    kind: text('kind').$type<ResetTokenKind>().notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_unique').on(t.tokenHash)],
);

export const outgoingMails = pgTable('outgoing_mails', {
  id: serial('id').primaryKey(),
  tenantId: tenantRef(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    // The login as typed, lower-cased: throttles unknown accounts too, so throttling reveals nothing.
    accountKey: text('account_key').notNull(),
    clientAddress: text('client_address').notNull(),
    attemptedAt: timestamptz('attempted_at').notNull().defaultNow(),
  },
  (t) => [
    index('sign_in_attempts_account').on(t.tenantId, t.accountKey, t.attemptedAt),
    index('sign_in_attempts_address').on(t.tenantId, t.clientAddress, t.attemptedAt),
  ],
);
