import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns';
import { persons, tenantRef } from '../../db/core.tables';
import { forms } from '../../db/tables/forms.tables';
import { projectCrewItems } from '../../db/tables/project-crew-items.tables';
import { projectCrews } from '../../db/tables/projects.tables';

// The crews area's own tables: photos, quality check types, security checks and the audit of
// every venue action applied (one row per action, never two per key). Attendance, sign-offs and
// documents, which other areas read, are in api/db/tables/crews.tables.ts.

export const CREW_PHOTO_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type CrewPhotoStatus = (typeof CREW_PHOTO_STATUSES)[number];

/** A photo the crew chief took at the venue; subject to approval (SPEC §5 'Uploaded file is subject to approval'). */
export const crewPhotos = pgTable(
  'crew_photos',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    crewId: integer('crew_id')
      .notNull()
      .references(() => projectCrews.id, { onDelete: 'cascade' }),
    personId: integer('person_id').references(() => persons.id, { onDelete: 'set null' }),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    status: text('status').$type<CrewPhotoStatus>().notNull().default('pending'),
    takenAt: timestamptz('taken_at').notNull(),
    uploadedAt: timestamptz('uploaded_at').notNull(),
  },
  (t) => [index('crew_photos_crew').on(t.tenantId, t.crewId)],
);

/** The kinds of quality and security checks (SPEC §7 /qualityCheckTypes). */
export const qualityCheckTypes = pgTable('quality_check_types', {
  id: serial('id').primaryKey(),
  tenantId: tenantRef(),
  name: text('name').notNull(),
});

export const SECURITY_CHECK_SHIFTS = ['early', 'late', 'night'] as const;
export type SecurityCheckShift = (typeof SECURITY_CHECK_SHIFTS)[number];

/**
 * A security check a crew runs (SPEC /securityChecks): a form of purpose securityCheck (the forms
 * engine), of a quality check type. Its answers are form_results with context { crewId, date, shift }.
 */
export const crewSecurityChecks = pgTable(
  'crew_security_checks',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    crewId: integer('crew_id')
      .notNull()
      .references(() => projectCrews.id, { onDelete: 'cascade' }),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    qualityCheckTypeId: integer('quality_check_type_id').references(() => qualityCheckTypes.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [uniqueIndex('crew_security_checks_crew_form').on(t.crewId, t.formId)],
);

/**
 * The audit of venue actions: one row per action the api applied (check-in, check-out, no-show,
 * sign-off, release, photo, security check answer), with the idempotency key it came with. A
 * replayed key finds its stored answer and adds no row, which is what the offline tests count.
 */
export const crewShiftEvents = pgTable(
  'crew_shift_events',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    crewId: integer('crew_id')
      .notNull()
      .references(() => projectCrews.id, { onDelete: 'cascade' }),
    crewItemId: integer('crew_item_id').references(() => projectCrewItems.id, {
      onDelete: 'set null',
    }),
    type: text('type').notNull(),
    actorPersonId: integer('actor_person_id').references(() => persons.id, {
      onDelete: 'set null',
    }),
    idempotencyKey: text('idempotency_key'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [index('crew_shift_events_crew').on(t.tenantId, t.crewId, t.createdAt)],
);
