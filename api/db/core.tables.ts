import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Action, Resource } from '../../machines/rights.types';
import type { MapService } from '../../machines/profile.types';
import type { OfficeDecisionOutcome, OfficeDecisionSubject } from '../../machines/officeDecisions';
import { day, timestamptz } from './columns';

// The core tables every area reads: tenants and their hosts, roles and grants (rights as data,
// decision 001), persons and their companies, idempotency keys (lib/idempotency.ts), the audit of
// the office's decisions (lib/office-decisions.ts).
// An area's own tables live in api/routes/<area>/<area>.tables.ts; drizzle.config.ts reads both.

export type PermissionType = 'ALL' | 'OWN';
export type GrantScope = 'user' | 'mailbox';
export type LoginTypeCaption = 'crew' | 'planner' | 'client' | 'office';

/** Every tenant-owned row names its tenant; deleting a tenant deletes its rows. */
export const tenantRef = () =>
  integer('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });

/** A required person_id that goes with its person (the rows are the person's own: links, roles, tokens). */
export const ownedByPerson = () =>
  integer('person_id')
    .notNull()
    .references(() => persons.id, { onDelete: 'cascade' });

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
  /** The tenant's logo (the app bar and the login screen), an uploaded image's public URL. */
  logoUrl: text('logo_url'),
  // Who a person asks about their personal data (SPEC.md §6) and whom the help screen names.
  accountingEmail: text('accounting_email'),
  accountingPhone: text('accounting_phone'),
  contactEmail: text('contact_email'),
  contactPhone: text('contact_phone'),
  frameAncestors: text('frame_ancestors')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  // The zone of a venue that names none (locations.time_zone) and of a crew without a location:
  // a shift's times are the venue's, never the viewer's (docs/decisions/248).
  timeZone: text('time_zone').notNull().default('Europe/Amsterdam'),
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
    uniqueIndex('tenant_hosts_one_default')
      .on(t.isDefault)
      .where(sql`${t.isDefault}`),
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
    resource: text('resource').$type<Resource>().notNull(),
    action: text('action').$type<Action>().notNull(),
    permissionType: text('permission_type').$type<PermissionType>().notNull(),
  },
  (t) => [
    uniqueIndex('role_grants_unique').on(t.roleId, t.scope, t.resource, t.action, t.permissionType),
  ],
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
    // The profile (SPEC.md §2 /profile). Personal data is kept by accounting; time zone and map
    // service are the person's own choices, used for every time and location link they see.
    street: text('street'),
    postalCode: text('postal_code'),
    city: text('city'),
    country: text('country'),
    birthday: day('birthday'),
    timeZone: text('time_zone').notNull().default('Europe/Amsterdam'),
    mapService: text('map_service').$type<MapService>().notNull().default('google'),
    // Whether /public/crew-profile/{personId} shows this person (POST /persons/{id}/profileAccess).
    publicProfile: boolean('public_profile').notNull().default(false),
    /**
     * Set when the office deactivated the person: they can no longer sign in and their sessions
     * are ended; every row they signed or worked stays theirs.
     */
    deactivatedAt: timestamptz('deactivated_at'),
  },
  (t) => [uniqueIndex('persons_tenant_email_unique').on(t.tenantId, t.email)],
);

export const personRoles = pgTable(
  'person_roles',
  {
    tenantId: tenantRef(),
    personId: ownedByPerson(),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.personId, t.roleId] })],
);

/**
 * The administrator's adjustments of one person's rights on top of their role presets: a right
 * granted with this permission type, or (permission type null) withheld although a preset grants it.
 * api/auth/rights.ts applies them after the presets' union.
 */
export const personRightAdjustments = pgTable(
  'person_right_adjustments',
  {
    tenantId: tenantRef(),
    personId: ownedByPerson(),
    resource: text('resource').$type<Resource>().notNull(),
    action: text('action').$type<Action>().notNull(),
    permissionType: text('permission_type').$type<PermissionType>(),
  },
  (t) => [primaryKey({ columns: [t.personId, t.resource, t.action] })],
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
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [uniqueIndex('idempotency_keys_unique').on(t.tenantId, t.principal, t.key)],
);

/**
 * The audit of the office's decisions on what people hand in (vacation requests, profile pictures,
 * receipts): one row per decision, written in the decision's transaction (DESIGN.md: every
 * administrative write is audited). Cross-area like the idempotency keys: each area writes its
 * own decisions through api/lib/office-decisions.ts.
 */
export const officeDecisions = pgTable(
  'office_decisions',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    /** machines/officeDecisions.ts OfficeDecisionSubject. */
    subject: text('subject').$type<OfficeDecisionSubject>().notNull(),
    subjectId: integer('subject_id').notNull(),
    /** Whose request, picture or receipt it was: the person told of the outcome. */
    personId: ownedByPerson(),
    fromStatus: text('from_status').notNull(),
    outcome: text('outcome').$type<OfficeDecisionOutcome>().notNull(),
    reason: text('reason'),
    decidedBy: integer('decided_by').references(() => persons.id, { onDelete: 'set null' }),
    decidedAt: timestamptz('decided_at').notNull(),
  },
  (t) => [index('office_decisions_subject').on(t.tenantId, t.subject, t.subjectId)],
);
