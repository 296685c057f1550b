import { and, asc, count, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { LOCALES, localeFromLanguageName } from '../../machines/locale';
import type { Locale } from '../../machines/locale';
import { createLinkToken } from '../auth/passwords';
import { translatorFor } from '../i18n';
import { recipientLocale } from '../i18n/recipient';
import { emailInput, hostNameInput, text } from '../lib/input.schemas';
import { appOrigin } from '../lib/mail/app-origin';
import { queueMail } from '../lib/mail/mail';
import { passwordResetTokens } from './tables/auth.tables';
import type { Database, Db, Tx } from './database';
import { personRoles, persons, roles, tenantHosts, tenants } from './core.tables';
import {
  ADMINISTRATOR_ROLE,
  ROLE_PRESETS,
  createRoles,
  createTenant,
  createTenantHost,
} from './seed/factories';

// A staffing company's own tenant, made by an operator (`npm run tenant`): the tenant, the host it
// is served on, the role presets, and its first office administrator, who sets a password through
// a welcome link. Everything in one transaction, so a refusal leaves nothing behind.

/** How long a welcome link stays good: an invitation is read later than a reset request. */
export const WELCOME_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** The tenant's default language as the tenant row stores it: a language name (SPEC.md §9). */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  en: 'English',
  de: 'German',
  es: 'Spanish',
  nl: 'Dutch',
  fr: 'French',
  deAt: 'German(Austria)',
  cy: 'Welsh',
};

const emailRule = emailInput;

export const createTenantInput = z.strictObject({
  host: hostNameInput,
  name: text().trim().min(1).max(200),
  adminEmail: emailRule,
  language: z.enum(LOCALES, { error: `must be one of ${LOCALES.join(', ')}` }).default('en'),
});
/** As an operator types it; createTenantInput checks every field. */
export interface CreateTenantInput {
  host: string;
  name: string;
  adminEmail: string;
  language?: string;
}

export const inviteAdministratorInput = z.strictObject({
  host: hostNameInput,
  adminEmail: emailRule,
});
export type InviteAdministratorInput = z.input<typeof inviteAdministratorInput>;

/** A refusal the operator can act on, naming the input it is about. */
export class TenantSetupError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'TenantSetupError';
  }
}

/** What a welcome link answers: the person, and the path the link opens on the tenant's host. */
export interface Invitation {
  tenantId: number;
  host: string;
  personId: number;
  email: string;
  /** `/welcome/<token>`: the token is shown once, here; the database keeps only its hash. */
  welcomePath: string;
}

function parsed<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new TenantSetupError(String(issue?.path[0] ?? 'input'), issue?.message ?? 'is not valid');
}

async function hostTaken(tx: Tx, host: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: tenantHosts.id })
    .from(tenantHosts)
    .where(eq(tenantHosts.host, host))
    .limit(1);
  return row !== undefined;
}

/**
 * The one rule for a welcome link, whoever asks for it (`npm run tenant`, the office's invitation,
 * POST /persons/{id}/invitation): a single-use token stored as a hash, good for
 * WELCOME_LINK_TTL_MS, earlier unused welcome links of the person ended (a resend leaves one link
 * that works), and the mail in the person's language queued in the same transaction.
 */
export async function issueWelcomeLink(
  tx: Db,
  tenant: { id: number; name: string; origin: string },
  person: { id: number; email: string },
  now: Date,
): Promise<{ welcomePath: string }> {
  await tx
    .update(passwordResetTokens)
    .set({ expiresAt: now })
    .where(
      and(
        eq(passwordResetTokens.tenantId, tenant.id),
        eq(passwordResetTokens.personId, person.id),
        eq(passwordResetTokens.kind, 'welcome'),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    );
  const { token, tokenHash } = createLinkToken();
  await tx.insert(passwordResetTokens).values({
    tenantId: tenant.id,
    personId: person.id,
    tokenHash,
    kind: 'welcome',
    expiresAt: new Date(now.getTime() + WELCOME_LINK_TTL_MS),
    createdAt: now,
  });
  const welcomePath = `/welcome/${token}`;
  // In the person's language, by the rule every mail follows (api/i18n/recipient.ts).
  const { t } = translatorFor(await recipientLocale(tx, tenant.id, { personId: person.id }));
  await queueMail(
    tx,
    tenant.id,
    {
      to: person.email,
      subject: t('mail.welcome.subject', { company: tenant.name }),
      body: t('mail.welcome.body', {
        company: tenant.name,
        link: `${tenant.origin}${welcomePath}`,
      }),
      messageType: 'welcome',
    },
    now,
  );
  return { welcomePath };
}

/** A welcome link for the person on the tenant's host (the command line's invitations). */
async function invite(
  tx: Tx,
  tenant: { id: number; name: string; host: string },
  person: { id: number; name: string; email: string; language: string },
  now: Date,
): Promise<Invitation> {
  const { welcomePath } = await issueWelcomeLink(
    tx,
    { id: tenant.id, name: tenant.name, origin: appOrigin(tenant.host) },
    person,
    now,
  );
  return {
    tenantId: tenant.id,
    host: tenant.host,
    personId: person.id,
    email: person.email,
    welcomePath,
  };
}

/** A new tenant served on `host`, with the role presets and its first administrator. */
export async function createTenantWithAdministrator(
  database: Database,
  input: CreateTenantInput,
  options: { now: Date },
): Promise<Invitation> {
  const values = parsed(createTenantInput, input);
  return database.transaction(async (tx) => {
    if (await hostTaken(tx, values.host))
      throw new TenantSetupError('host', `${values.host} is already the host of a tenant`);
    const tenant = await createTenant(tx, {
      name: values.name,
      defaultLanguage: LANGUAGE_NAMES[values.language],
      metaHostName: values.name,
      contactEmail: values.adminEmail,
    });
    await createTenantHost(tx, tenant.id, values.host);
    const roleIds = await createRoles(tx, tenant.id);
    const administratorRole = roleIds[ADMINISTRATOR_ROLE];
    if (administratorRole === undefined)
      throw new Error('the administrator role preset is missing');
    const [person] = await tx
      .insert(persons)
      .values({
        tenantId: tenant.id,
        name: values.adminEmail,
        email: values.adminEmail,
        language: values.language,
      })
      .returning();
    if (!person) throw new Error('person insert returned nothing');
    await tx
      .insert(personRoles)
      .values({ tenantId: tenant.id, personId: person.id, roleId: administratorRole });
    return invite(tx, { id: tenant.id, name: tenant.name, host: values.host }, person, options.now);
  });
}

/**
 * Another administrator for the tenant on `host`: a person of that tenant with this e-mail gets
 * the administrator role (and a welcome link while they have no password); anyone else is created.
 */
export async function inviteAdministrator(
  database: Database,
  input: InviteAdministratorInput,
  options: { now: Date },
): Promise<Invitation | { tenantId: number; host: string; personId: number; email: string }> {
  const values = parsed(inviteAdministratorInput, input);
  return database.transaction(async (tx) => {
    const [tenant] = await tx
      .select({ id: tenants.id, name: tenants.name, language: tenants.defaultLanguage })
      .from(tenantHosts)
      .innerJoin(tenants, eq(tenants.id, tenantHosts.tenantId))
      .where(eq(tenantHosts.host, values.host))
      .limit(1);
    if (!tenant) throw new TenantSetupError('host', `no tenant is served on ${values.host}`);
    const [role] = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.tenantId, tenant.id), eq(roles.name, ADMINISTRATOR_ROLE)))
      .limit(1);
    // A tenant made before the administrator preset existed gets it now.
    const roleId =
      role?.id ??
      (
        await createRoles(
          tx,
          tenant.id,
          ROLE_PRESETS.filter((preset) => preset.name === ADMINISTRATOR_ROLE),
        )
      )[ADMINISTRATOR_ROLE];
    if (roleId === undefined) throw new Error('the administrator role preset is missing');
    const [existing] = await tx
      .select()
      .from(persons)
      .where(and(eq(persons.tenantId, tenant.id), eq(persons.email, values.adminEmail)))
      .limit(1);
    const person =
      existing ??
      (
        await tx
          .insert(persons)
          .values({
            tenantId: tenant.id,
            name: values.adminEmail,
            email: values.adminEmail,
            language: localeFromLanguageName(tenant.language),
          })
          .returning()
      )[0];
    if (!person) throw new Error('person insert returned nothing');
    await tx
      .insert(personRoles)
      .values({ tenantId: tenant.id, personId: person.id, roleId })
      .onConflictDoNothing();
    const target = { id: tenant.id, name: tenant.name, host: values.host };
    if (person.passwordHash !== null)
      return { tenantId: tenant.id, host: values.host, personId: person.id, email: person.email };
    return invite(tx, target, person, options.now);
  });
}

export interface TenantSummary {
  id: number;
  name: string;
  hosts: string[];
  people: number;
  /** Administrators who have set their password. */
  administrators: number;
  /** Administrators whose welcome link is not used yet. */
  invitedAdministrators: number;
}

/** Every tenant with its hosts and how many people and administrators it has. */
export async function listTenants(database: Database): Promise<TenantSummary[]> {
  const db = database.db;
  const rows = await db
    .select({ id: tenants.id, name: tenants.name })
    .from(tenants)
    .orderBy(asc(tenants.id));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const hosts = await db
    .select({ tenantId: tenantHosts.tenantId, host: tenantHosts.host })
    .from(tenantHosts)
    .where(inArray(tenantHosts.tenantId, ids))
    .orderBy(asc(tenantHosts.id));
  const people = await db
    .select({ tenantId: persons.tenantId, people: count() })
    .from(persons)
    .where(inArray(persons.tenantId, ids))
    .groupBy(persons.tenantId);
  const invited = sql<boolean>`${persons.passwordHash} is null`;
  const administrators = await db
    .select({ tenantId: persons.tenantId, invited, people: count() })
    .from(persons)
    .innerJoin(personRoles, eq(personRoles.personId, persons.id))
    .innerJoin(roles, eq(roles.id, personRoles.roleId))
    .where(and(inArray(persons.tenantId, ids), eq(roles.name, ADMINISTRATOR_ROLE)))
    .groupBy(persons.tenantId, invited);
  return rows.map((row) => ({
    ...row,
    hosts: hosts.filter((host) => host.tenantId === row.id).map((host) => host.host),
    people: people.find((entry) => entry.tenantId === row.id)?.people ?? 0,
    administrators:
      administrators.find((entry) => entry.tenantId === row.id && !entry.invited)?.people ?? 0,
    invitedAdministrators:
      administrators.find((entry) => entry.tenantId === row.id && entry.invited)?.people ?? 0,
  }));
}
