import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns';
import { persons, tenantRef } from '../../db/core.tables';

// The mobile-documents area: documents for the phone (handbooks, safety sheets, checklists). The
// PDF is made from the stored sections when downloaded (api/routes/mobile-documents/README.md, Mobile documents), like contract documents.

export type MobileDocumentCategory = 'handbook' | 'safetySheet' | 'checklist';

export const mobileDocuments = pgTable(
  'mobile_documents',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    /** Null: for everyone of the tenant; else only this person's (and READ ALL's). */
    personId: integer('person_id').references(() => persons.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    category: text('category').$type<MobileDocumentCategory>().notNull(),
    /** The document's text: sections split by a blank line, a section's first line its heading. */
    content: text('content').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [index('mobile_documents_tenant').on(t.tenantId, t.personId)],
);
