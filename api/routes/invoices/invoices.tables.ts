import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { day, timestamptz } from '../../db/columns';
import { companies, persons, tenantRef } from '../../db/core.tables';
import { projects } from '../../db/tables/projects.tables';
import { taxTypes } from '../../db/tables/tax-types.tables';

// The invoices area: a company's invoices and their items. Money is integer cents,
// quantities integer hundredths (150 = 1.50), rates basis points (api/routes/tax-types/README.md, Rates in basis points): every total is
// computed from the items in integers (api/routes/invoices/README.md, Totals, access and the PDF), so no total is stored and none can drift.

/** draft: being written by the office, never shown to the client; issued: sent; paid. Overdue is derived. */
export type InvoiceState = 'draft' | 'issued' | 'paid';
export type InvoiceType = 'invoice' | 'creditNote';

export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    /** What the client and the URL know it by (/invoice/{number}); unique in the tenant. */
    number: text('number').notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The project whose worked hours it bills, when it bills one. */
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    type: text('type').$type<InvoiceType>().notNull().default('invoice'),
    state: text('state').$type<InvoiceState>().notNull().default('draft'),
    /** The client's own reference (their purchase order), printed on the invoice. */
    clientReference: text('client_reference'),
    date: day('date').notNull(),
    dueDate: day('due_date').notNull(),
    currency: text('currency').notNull().default('EUR'),
    createdByPersonId: integer('created_by_person_id').references(() => persons.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamptz('created_at').notNull(),
    issuedAt: timestamptz('issued_at'),
    paidAt: timestamptz('paid_at'),
  },
  (t) => [
    uniqueIndex('invoices_tenant_number_unique').on(t.tenantId, t.number),
    index('invoices_company').on(t.tenantId, t.companyId, t.date),
  ],
);

export const invoiceItems = pgTable(
  'invoice_items',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    description: text('description').notNull(),
    /** Hundredths: 150 is 1.50 (hours, pieces …). */
    quantityHundredths: integer('quantity_hundredths').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    taxTypeId: integer('tax_type_id')
      .notNull()
      .references(() => taxTypes.id, { onDelete: 'restrict' }),
  },
  (t) => [index('invoice_items_invoice').on(t.tenantId, t.invoiceId, t.position)],
);
