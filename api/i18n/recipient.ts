import { and, eq, sql } from 'drizzle-orm';
import { resolveLocale } from '../../machines/locale';
import type { Locale } from '../../machines/locale';
import { persons, tenants } from '../db/core.tables';
import type { Db, Tx } from '../db/database';

// The one place the api decides which language a recipient gets, by the app's own rule
// (machines/locale.ts, SPEC.md §9): the person's language when the tenant lets users have their
// own (tenants.use_user_language) and it is one of the seven, else the tenant's default language,
// else English. A recipient who is no person of the tenant (an address typed in, a project
// session, a public link) gets the tenant's default.

/** Whom a text is for: a person of the tenant, an e-mail address, or nobody in particular. */
export type Recipient = { personId: number | null } | { email: string };

/** The language of `recipient` in the tenant, read in one statement. */
export async function recipientLocale(
  db: Db | Tx,
  tenantId: number,
  recipient: Recipient,
): Promise<Locale> {
  const personMatch =
    'email' in recipient
      ? eq(persons.email, recipient.email.trim().toLowerCase())
      : recipient.personId === null
        ? sql`false`
        : eq(persons.id, recipient.personId);
  const [row] = await db
    .select({
      defaultLanguage: tenants.defaultLanguage,
      useUserLanguage: tenants.useUserLanguage,
      language: persons.language,
    })
    .from(tenants)
    .leftJoin(persons, and(eq(persons.tenantId, tenants.id), personMatch))
    .where(eq(tenants.id, tenantId))
    .limit(1);
  return resolveLocale({
    tenantDefaultLanguage: row?.defaultLanguage ?? null,
    userLanguage: row?.language ?? null,
    useUserLanguage: row?.useUserLanguage ?? false,
  });
}
