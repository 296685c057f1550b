import { doublePrecision, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Attendance } from '../../../machines/crewShift.machine';
import { timestamptz } from '../columns';
import { persons, tenantRef } from '../core.tables';
import { projectCrewItems } from './project-crew-items.tables';
import { projectCrews } from './projects.tables';

// The parts of a crew's shift other areas read: each member's attendance (crew items, invoices,
// the project page), the crew chief's ratings (crew profiles), the client's sign-off and the released
// documents (the test tenant factory). The rest of the shift's tables are the crews area's own.

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
