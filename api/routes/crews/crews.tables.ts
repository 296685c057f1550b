import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Attendance } from '../../../machines/crewShift.machine';
import { timestamptz } from '../../db/columns';
import { persons, tenantRef } from '../../db/core.tables';
import { forms } from '../forms/forms.tables';
import { projectCrewItems } from '../jobs/jobs.tables';
import { projectCrews } from '../projects/projects.tables';

// The crews area: a crew's shift at the venue as machines/crewShift.machine.ts decides
// it — each member's attendance, the client's sign-off, the released documents, photos, security
// checks — and the audit of every venue action applied (one row per action, never two per key).

/** A member's attendance; no row means `expected`. Times are what the crew chief entered. */
export const crewItemAttendance = pgTable(
  'crew_item_attendance',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    crewItemId: integer('crew_item_id')
      .notNull()
      .references(() => projectCrewItems.id, { onDelete: 'cascade' }),
    attendance: text('attendance').$type<Attendance>().notNull(),
    checkedInAt: timestamptz('checked_in_at'),
    checkedOutAt: timestamptz('checked_out_at'),
    breakMinutes: integer('break_minutes').notNull().default(0),
    /** The optional location stamp of the check-in (SPEC /liveLocations), where the phone allowed it. */
    checkInLatitude: doublePrecision('check_in_latitude'),
    checkInLongitude: doublePrecision('check_in_longitude'),
    updatedAt: timestamptz('updated_at').notNull(),
    updatedByPersonId: integer('updated_by_person_id').references(() => persons.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [uniqueIndex('crew_item_attendance_item').on(t.crewItemId)],
);

/** The client's sign-off of the crew's hours on the crew chief's phone (SPEC /digitalConfirm). */
export const crewSignOffs = pgTable(
  'crew_sign_offs',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    crewId: integer('crew_id')
      .notNull()
      .references(() => projectCrews.id, { onDelete: 'cascade' }),
    signerName: text('signer_name').notNull(),
    /** The drawn signature's PNG in the file storage. */
    signatureKey: text('signature_key').notNull(),
    rating: integer('rating'),
    remark: text('remark').notNull().default(''),
    signedAt: timestamptz('signed_at').notNull(),
    recordedByPersonId: integer('recorded_by_person_id').references(() => persons.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [uniqueIndex('crew_sign_offs_crew').on(t.crewId)],
);

/** The client's optional rating of one crew member at sign-off (SPEC /projectCrewItemRatings). */
export const crewItemRatings = pgTable(
  'crew_item_ratings',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    crewItemId: integer('crew_item_id')
      .notNull()
      .references(() => projectCrewItems.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    remark: text('remark').notNull().default(''),
    ratedAt: timestamptz('rated_at').notNull(),
  },
  (t) => [uniqueIndex('crew_item_ratings_item').on(t.crewItemId)],
);

export const CREW_DOCUMENT_KINDS = ['deliveryNote', 'crewChiefSheet'] as const;
export type CrewDocumentKind = (typeof CREW_DOCUMENT_KINDS)[number];

/**
 * A crew's delivery note or crew chief sheet once released (SPEC §4: released, with a downloaded
 * flag). The PDF is generated from the crew's facts on request; released_at freezes nothing but
 * marks it final for the client; downloaded_at is the client's first download.
 */
export const crewDocuments = pgTable(
  'crew_documents',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    crewId: integer('crew_id')
      .notNull()
      .references(() => projectCrews.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<CrewDocumentKind>().notNull(),
    releasedAt: timestamptz('released_at').notNull(),
    releasedByPersonId: integer('released_by_person_id').references(() => persons.id, {
      onDelete: 'set null',
    }),
    downloadedAt: timestamptz('downloaded_at'),
    /** The last time it was sent to the client by mail, and to whom. */
    sentAt: timestamptz('sent_at'),
    sentTo: text('sent_to'),
  },
  (t) => [uniqueIndex('crew_documents_crew_kind').on(t.crewId, t.kind)],
);

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
