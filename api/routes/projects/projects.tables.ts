import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { ProfilePictureStatus } from '../../../machines/profilePicture.machine';
import { timestamptz } from '../../db/columns';
import { persons, tenantRef } from '../../db/core.tables';
import { projects } from '../../db/tables/projects.tables';

// The projects area's own table: a project's logo (the projects and their crews are shared,
// api/db/tables/projects.tables.ts).

/**
 * A project's logo as uploaded (projects EDIT_PROJECT_LOGO): like a profile picture it waits for
 * the office's approval; the project shows its latest approved logo. The file is in the file
 * storage (api/lib/storage) under `storageKey`, never in the web root.
 */
export const projectLogos = pgTable(
  'project_logos',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    status: text('status').$type<ProfilePictureStatus>().notNull().default('pending'),
    storageKey: text('storage_key').notNull(),
    /** image/jpeg | image/png | image/webp, as the content's magic bytes said. */
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    uploadedAt: timestamptz('uploaded_at').notNull(),
    uploadedBy: integer('uploaded_by').references(() => persons.id, { onDelete: 'set null' }),
    decidedAt: timestamptz('decided_at'),
    decidedBy: integer('decided_by').references(() => persons.id, { onDelete: 'set null' }),
  },
  (t) => [index('project_logos_project').on(t.tenantId, t.projectId, t.status)],
);
