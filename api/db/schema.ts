import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const day = (name: string) => date(name, { mode: 'string' });
const tenantRef = () =>
  integer('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });

export type PermissionType = 'ALL' | 'OWN';
export type GrantScope = 'user' | 'mailbox';
export type LoginTypeCaption = 'crew' | 'planner' | 'client' | 'office';
export type CrewItemStatus = 'pending' | 'confirmed' | 'notNeeded' | 'noShow' | 'cancelled';
export type ResetTokenKind = 'reset' | 'welcome';

export const tenants = pgTable('tenants', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  // A language NAME ('English'), as the app's tenant settings expect, not a code.
  defaultLanguage: text('default_language').notNull().default('English'),
  mobileTheme: text('mobile_theme').notNull().default('red'),
  backgroundUrl: text('background_url'),
  backgroundColorCode: text('background_color_code'),
  faviconUrl: text('favicon_url'),
  useUserLanguage: boolean('use_user_language').notNull().default(true),
  metaHostName: text('meta_host_name'),
  metaDescription: text('meta_description'),
  frameAncestors: text('frame_ancestors').array().notNull().default(sql`'{}'::text[]`),
});

export const tenantHosts = pgTable(
  'tenant_hosts',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    host: text('host').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
  },
  (t) => [
    uniqueIndex('tenant_hosts_host_unique').on(t.host),
    // At most one host row may name the default tenant.
    uniqueIndex('tenant_hosts_one_default').on(t.isDefault).where(sql`${t.isDefault}`),
  ],
);

export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    name: text('name').notNull(),
    loginType: text('login_type').$type<LoginTypeCaption>(),
  },
  (t) => [uniqueIndex('roles_tenant_name_unique').on(t.tenantId, t.name)],
);

export const roleGrants = pgTable(
  'role_grants',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    // 'mailbox' grants answer GET /mailboxUserRights; 'user' grants answer GET /userRights and guard routes.
    scope: text('scope').$type<GrantScope>().notNull().default('user'),
    resource: text('resource').notNull(),
    action: text('action').notNull(),
    permissionType: text('permission_type').$type<PermissionType>().notNull(),
  },
  (t) => [uniqueIndex('role_grants_unique').on(t.roleId, t.scope, t.resource, t.action, t.permissionType)],
);

export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  tenantId: tenantRef(),
  name: text('name').notNull(),
});

export const persons = pgTable(
  'persons',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    name: text('name').notNull(),
    // Stored lower-cased so sign-in is case-insensitive.
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    language: text('language').notNull().default('en'),
    contactNumber: text('contact_number'),
    phone: text('phone'),
    // Set for a client's contact person: OWN on projects means this company's projects.
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('persons_tenant_email_unique').on(t.tenantId, t.email)],
);

export const personRoles = pgTable(
  'person_roles',
  {
    tenantId: tenantRef(),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.personId, t.roleId] })],
);

export const locations = pgTable('locations', {
  id: serial('id').primaryKey(),
  tenantId: tenantRef(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  city: text('city').notNull(),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
});

export const functions = pgTable('functions', {
  id: serial('id').primaryKey(),
  tenantId: tenantRef(),
  name: text('name').notNull(),
});

export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    number: text('number').notNull(),
    name: text('name').notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    beginDate: day('begin_date').notNull(),
    endDate: day('end_date').notNull(),
    passwordHash: text('password_hash'),
  },
  (t) => [uniqueIndex('projects_tenant_number_unique').on(t.tenantId, t.number)],
);

export const plusCrews = pgTable(
  'plus_crews',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    number: text('number').notNull(),
    name: text('name').notNull(),
    beginDate: day('begin_date').notNull(),
    endDate: day('end_date').notNull(),
    passwordHash: text('password_hash'),
  },
  (t) => [uniqueIndex('plus_crews_tenant_number_unique').on(t.tenantId, t.number)],
);

export const projectCrews = pgTable('project_crews', {
  id: serial('id').primaryKey(),
  tenantId: tenantRef(),
  projectId: integer('project_id')
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' }),
  caption: text('caption').notNull(),
  locationId: integer('location_id').references(() => locations.id),
  startsAt: timestamptz('starts_at').notNull(),
  endsAt: timestamptz('ends_at').notNull(),
  crewChiefPersonId: integer('crew_chief_person_id').references(() => persons.id, { onDelete: 'set null' }),
});

export const projectCrewItems = pgTable(
  'project_crew_items',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    crewId: integer('crew_id')
      .notNull()
      .references(() => projectCrews.id, { onDelete: 'cascade' }),
    functionId: integer('function_id')
      .notNull()
      .references(() => functions.id),
    personId: integer('person_id').references(() => persons.id, { onDelete: 'set null' }),
    status: text('status').$type<CrewItemStatus>().notNull().default('pending'),
    startsAt: timestamptz('starts_at').notNull(),
    endsAt: timestamptz('ends_at').notNull(),
    confirmedAt: timestamptz('confirmed_at'),
    remark: text('remark'),
  },
  (t) => [index('project_crew_items_person').on(t.tenantId, t.personId, t.startsAt)],
);

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

export const mailUnsubscribeTokens = pgTable(
  'mail_unsubscribe_tokens',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    unsubscribedAt: timestamptz('unsubscribed_at'),
  },
  (t) => [uniqueIndex('mail_unsubscribe_tokens_hash_unique').on(t.tokenHash)],
);

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

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    principal: text('principal').notNull(),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    // 0 while the first request holding the key is still running inside its transaction.
    statusCode: integer('status_code').notNull(),
    body: jsonb('body').$type<unknown>(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('idempotency_keys_unique').on(t.tenantId, t.principal, t.key)],
);
