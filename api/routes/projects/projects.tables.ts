import { doublePrecision, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { day, timestamptz } from '../../db/columns';
import { companies, persons, tenantRef } from '../../db/core.tables';

// The projects area: projects, their crews (shifts), the locations and functions crews are planned with.

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
    /** The project manager: the person a crew member contacts about the job (/jobs/{id}/contact-project-manager). */
    managerPersonId: integer('manager_person_id').references(() => persons.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('projects_tenant_number_unique').on(t.tenantId, t.number)],
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
