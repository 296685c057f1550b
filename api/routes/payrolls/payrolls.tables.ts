import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { day, timestamptz } from '../../db/columns';
import { ownedByPerson, tenantRef } from '../../db/core.tables';
import { payrolls } from '../../db/tables/payrolls.tables';

// The payrolls area's own tables: the payroll documents (PDFs made on request from the rows),
// share links for the public payroll page and the payments by bank transfer.

export type PayrollDocumentType = 'payslip' | 'hoursStatement';

/** A document of a payroll; its PDF is generated from the payroll's rows when downloaded. */
export const payrollDocuments = pgTable(
  'payroll_documents',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    payrollId: integer('payroll_id')
      .notNull()
      .references(() => payrolls.id, { onDelete: 'cascade' }),
    documentType: text('document_type').$type<PayrollDocumentType>().notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [uniqueIndex('payroll_documents_unique').on(t.payrollId, t.documentType)],
);

/** A read-only link to one payroll; only the SHA-256 of its token is stored. */
export const payrollShareLinks = pgTable(
  'payroll_share_links',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    payrollId: integer('payroll_id')
      .notNull()
      .references(() => payrolls.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [uniqueIndex('payroll_share_links_token_unique').on(t.tokenHash)],
);

/** Payments by bank transfer (SPEC.md §3), usually of a payroll's net amount. */
export const bankTransfers = pgTable(
  'bank_transfers',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    personId: ownedByPerson(),
    payrollId: integer('payroll_id').references(() => payrolls.id, { onDelete: 'set null' }),
    date: day('date').notNull(),
    reference: text('reference').notNull(),
    recipient: text('recipient').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('EUR'),
    description: text('description').notNull(),
  },
  (t) => [index('bank_transfers_person').on(t.tenantId, t.personId, t.date)],
);
