import {
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ProjectKind, ProjectStatus } from '../../../machines/projects.types';
import { day, timestamptz } from '../columns';
import { companies, persons, tenantRef } from '../core.tables';

// Projects, their crews (shifts), the locations and functions crews are planned with, the branches,
// catering types and rate cards a project names: read by most areas (the projects area owns the routes).

export const locations = pgTable('locations', {
  id: serial('id').primaryKey(),
  tenantId: tenantRef(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  city: text('city').notNull(),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  /** How to get there and in (the crew entrance, parking, the loading dock): the crew chief's location page. */
  routeNotes: text('route_notes').notNull().default(''),
  /**
   * The venue's IANA zone, in which every shift here is shown, typed and printed; null: the
   * tenant's (tenants.time_zone), read as one rule by venueTimeZone (docs/decisions/248).
   */
  timeZone: text('time_zone'),
});

export const functions = pgTable('functions', {
  id: serial('id').primaryKey(),
  tenantId: tenantRef(),
  name: text('name').notNull(),
});

/** A branch (office) of the tenant a project is run from: a filter of the projects list. */
export const branches = pgTable('branches', {
  id: serial('id').primaryKey(),
  tenantId: tenantRef(),
  name: text('name').notNull(),
});

/** What crews of a project get to eat and drink (SPEC.md §3 "default catering type"; /cateringAgreementTypes). */
export const cateringAgreementTypes = pgTable('catering_agreement_types', {
  id: serial('id').primaryKey(),
  tenantId: tenantRef(),
  name: text('name').notNull(),
});

/**
 * A rate card (SPEC.md §3, /rateCards): the hourly rate charged per function. A client company's
 * own card, or the tenant's standard card (no company). A project names the card its cost view uses.
 */
export const rateCards = pgTable(
  'rate_cards',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** ISO 4217: the card's rates are in this currency. */
    currency: text('currency').notNull().default('EUR'),
  },
  (t) => [index('rate_cards_tenant_company').on(t.tenantId, t.companyId)],
);

/** One function's hourly rate on a rate card, in the card currency's minor unit (cents). */
export const rateCardRates = pgTable(
  'rate_card_rates',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    rateCardId: integer('rate_card_id')
      .notNull()
      .references(() => rateCards.id, { onDelete: 'cascade' }),
    functionId: integer('function_id')
      .notNull()
      .references(() => functions.id, { onDelete: 'cascade' }),
    hourlyRateCents: integer('hourly_rate_cents').notNull(),
  },
  (t) => [uniqueIndex('rate_card_rates_card_function').on(t.rateCardId, t.functionId)],
);

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
    /** The project manager: the person a crew member contacts about the job (/jobs/{id}/contact-project-manager). */
    managerPersonId: integer('manager_person_id').references(() => persons.id, {
      onDelete: 'set null',
    }),
    /** The client's own mark for the project (their order or event code), SPEC.md §3. */
    clientMark: text('client_mark').notNull().default(''),
    /** A free reference (a purchase order, a quote number), SPEC.md §3. */
    reference: text('reference').notNull().default(''),
    comment: text('comment').notNull().default(''),
    branchId: integer('branch_id').references(() => branches.id, { onDelete: 'set null' }),
    status: text('status').$type<ProjectStatus>().notNull().default('confirmed'),
    /** client, or an internal sickness / vacation project the lists leave out (SPEC.md §7). */
    kind: text('kind').$type<ProjectKind>().notNull().default('client'),
    /** The rate card the cost view prices hours with (SPEC.md §3). */
    rateCardId: integer('rate_card_id').references(() => rateCards.id, { onDelete: 'set null' }),
    /** The default catering type of the project's crews (SPEC.md §3). */
    cateringTypeId: integer('catering_type_id').references(() => cateringAgreementTypes.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    uniqueIndex('projects_tenant_number_unique').on(t.tenantId, t.number),
    // The projects list (api/routes/projects/README.md, Project fields, branches and the list's indexes): its default order (latest begin first) and the company
    // filter a client always has are index scans that stop at the page, whatever the tenant's size.
    index('projects_tenant_begin_date_idx').on(t.tenantId, t.beginDate.desc(), t.id),
    index('projects_tenant_company_begin_date_idx').on(
      t.tenantId,
      t.companyId,
      t.beginDate.desc(),
      t.id,
    ),
    // The list's text filter (ILIKE '%word%' over number, name, client mark and reference): one
    // trigram index per column, which PostgreSQL ORs together instead of reading every project
    // (decision 237: 11.5 → 0.8 ms for a word among 5,000 projects). Without fastupdate: a new project
    // goes into the index at once, not into a pending list that only a vacuum empties (PGlite has no
    // autovacuum, and the planner passes over an index with a long pending list).
    index('projects_number_trgm_idx')
      .using('gin', t.number.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
    index('projects_name_trgm_idx')
      .using('gin', t.name.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
    index('projects_client_mark_trgm_idx')
      .using('gin', t.clientMark.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
    index('projects_reference_trgm_idx')
      .using('gin', t.reference.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
  ],
);

export const projectCrews = pgTable(
  'project_crews',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    caption: text('caption').notNull(),
    locationId: integer('location_id').references(() => locations.id),
    startsAt: timestamptz('starts_at').notNull(),
    endsAt: timestamptz('ends_at').notNull(),
    crewChiefPersonId: integer('crew_chief_person_id').references(() => persons.id, {
      onDelete: 'set null',
    }),
    /** The client's contact at the venue: who signs the hours off (the crew's contact-contact-on-site page). */
    contactOnSitePersonId: integer('contact_on_site_person_id').references(() => persons.id, {
      onDelete: 'set null',
    }),
    /**
     * Bumped by every change a crew chief's venue action decides on (attendance, sign-off, released
     * documents): a venue action writes only if it is still the version it read (docs/decisions/242).
     */
    venueVersion: integer('venue_version').notNull().default(0),
  },
  // A project's shifts, crew and cost views and its copy read its crews in time order.
  (t) => [index('project_crews_project').on(t.tenantId, t.projectId, t.startsAt)],
);
