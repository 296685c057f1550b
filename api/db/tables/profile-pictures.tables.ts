import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { ProfilePictureStatus } from '../../../machines/profilePicture.machine';
import { timestamptz } from '../columns';
import { ownedByPerson, persons, tenantRef } from '../core.tables';

// Uploaded profile pictures (the profile itself is the persons row, core.tables.ts), read by the
// profile area, crew profiles and the office's decisions. The file is in the file storage
// (api/lib/storage) under `storageKey`, never in the web root.

export const personProfilePictures = pgTable(
  'person_profile_pictures',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    personId: ownedByPerson(),
    status: text('status').$type<ProfilePictureStatus>().notNull().default('pending'),
    storageKey: text('storage_key').notNull(),
    /** image/jpeg | image/png | image/webp, as the content's magic bytes said. */
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    uploadedAt: timestamptz('uploaded_at').notNull(),
    decidedAt: timestamptz('decided_at'),
    decidedBy: integer('decided_by').references(() => persons.id, { onDelete: 'set null' }),
    /** What the office told the person with the answer (required when rejected). */
    decisionReason: text('decision_reason'),
  },
  (t) => [index('person_profile_pictures_person').on(t.tenantId, t.personId, t.status)],
);
