import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamptz } from '../columns';
import { ownedByPerson, tenantRef } from '../core.tables';

// The sign-in tables: sessions (decision 003) and the sign-in throttling counters (decision 006),
// which the api's auth modules read and write (api/auth: sessions.ts, throttle.ts), and the
// password and welcome links, which the auth area's routes and npm run tenant (db/tenant-setup.ts) write.

/**
 * One row per sign-in: the token's `sid`. A token is good only while its session is (decision 003):
 * a sign-out, a password change or "sign out everywhere" sets ended_at, and refresh never takes a
 * session past signed_in_at + SESSION_MAX_AGE_SECONDS.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    // 128 random bits, base64url: what the token's sid claim names.
    id: text('id').primaryKey(),
    tenantId: tenantRef(),
    // The token's sub: 'person:12', 'project:1001', 'plusCrew:7001'.
    subject: text('subject').notNull(),
    signedInAt: timestamptz('signed_in_at').notNull(),
    endedAt: timestamptz('ended_at'),
  },
  (t) => [index('auth_sessions_subject').on(t.tenantId, t.subject)],
);

export type ThrottleScope = 'account' | 'device' | 'resetAddress' | 'resetEmail';

/**
 * Fixed-window counters (decision 006), taken and compared in one upsert so that concurrent
 * requests each get their own count: 'account' (failures of untrusted clients for one login),
 * 'device' (failures of one trusted device), 'resetAddress' and 'resetEmail' (reset mails asked).
 */
export const throttleCounters = pgTable(
  'throttle_counters',
  {
    tenantId: tenantRef(),
    scope: text('scope').$type<ThrottleScope>().notNull(),
    key: text('key').notNull(),
    count: integer('count').notNull(),
    windowStartedAt: timestamptz('window_started_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.scope, t.key] })],
);

/** The distinct logins that failed from one address (an address is limited by accounts, not tries). */
export const signInAddressFailures = pgTable(
  'sign_in_address_failures',
  {
    tenantId: tenantRef(),
    clientAddress: text('client_address').notNull(),
    accountKey: text('account_key').notNull(),
    failedAt: timestamptz('failed_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.clientAddress, t.accountKey] }),
    index('sign_in_address_failures_time').on(t.tenantId, t.clientAddress, t.failedAt),
  ],
);

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
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_unique').on(t.tokenHash)],
);
