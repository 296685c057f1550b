import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns';
import { companies, ownedByPerson, persons, tenantRef } from '../../db/core.tables';
import { staffContracts } from '../../db/tables/staff-contracts.tables';
import { projects } from '../../db/tables/projects.tables';
import type { DocumentTypeParameters } from './documents.schemas';

// The documents area (SPEC.md §3 Signatory and Document): documents to sign, their signatories in
// order and each signatory's signatures. A document's status and each signatory's status are
// worked out from the signatures by machines/documentSigning.machine.ts, never stored; only
// `declined` is. It builds on contracts (a staff contract's documents) and projects.

export const documentTypes = pgTable('document_types', {
  id: serial('id').primaryKey(),
  tenantId: tenantRef(),
  caption: text('caption').notNull(),
  /** SPEC.md §3 parameters JSON: allowSignatories, signatoriesOrder, ratingAsked, formFields. */
  parameters: jsonb('parameters').$type<DocumentTypeParameters>().notNull(),
});

export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    typeId: integer('type_id')
      .notNull()
      .references(() => documentTypes.id),
    title: text('title').notNull(),
    /** Raised when the office replaces the file; a signature records the version it was given on. */
    version: integer('version').notNull().default(1),
    /** The original PDF in the file storage (api/lib/storage). */
    sourceFileKey: text('source_file_key').notNull(),
    /** The signed PDF (every signature stamped), written when the last signature is in. */
    signedFileKey: text('signed_file_key'),
    /** Declined by a signatory or withdrawn by the office: nobody signs any more. */
    declined: boolean('declined').notNull().default(false),
    // Owners: each null when not set.
    staffContractId: integer('staff_contract_id').references(() => staffContracts.id, {
      onDelete: 'cascade',
    }),
    ownerPersonId: integer('owner_person_id').references(() => persons.id, { onDelete: 'cascade' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    /** A client's contact person. */
    contactPersonId: integer('contact_person_id').references(() => persons.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [
    index('documents_staff_contract').on(t.tenantId, t.staffContractId),
    index('documents_owner_person').on(t.tenantId, t.ownerPersonId),
    index('documents_project').on(t.tenantId, t.projectId),
    index('documents_company').on(t.tenantId, t.companyId),
  ],
);

export const documentSignatories = pgTable(
  'document_signatories',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    personId: ownedByPerson(),
    /** 1, 2, …: the order one-by-one signing follows. */
    position: integer('position').notNull(),
  },
  (t) => [
    uniqueIndex('document_signatories_position').on(t.documentId, t.position),
    index('document_signatories_person').on(t.tenantId, t.personId),
  ],
);

export const documentSignatures = pgTable(
  'document_signatures',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    signatoryId: integer('signatory_id')
      .notNull()
      .references(() => documentSignatories.id, { onDelete: 'cascade' }),
    /** Null while unsigned. */
    signedAt: timestamptz('signed_at'),
    /** The drawn signature (PNG) in the file storage. */
    imageKey: text('image_key'),
    rating: integer('rating'),
    /** The signer's values for the type's form fields, by name. */
    formValues: jsonb('form_values').$type<Record<string, string>>(),
    /** The document version signed. */
    documentVersion: integer('document_version'),
  },
  (t) => [index('document_signatures_signatory').on(t.signatoryId)],
);
