import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { day, timestamptz } from '../../db/columns';
import { companies, persons, tenantRef } from '../../db/core.tables';
import { taxTypes } from '../../db/tables/tax-types.tables';
import type { ReceiptStatus } from '../../../machines/receiptRules';

// The receipts area (SPEC.md §7 /receipts, /chargeTypes, /companies/{id}/receipts and
// /receiptTemplates): a crew member's expense receipts, their items and the photo of the paper
// receipt. Amounts are integer cents, tax in basis points (api/routes/tax-types/README.md, Rates in basis points and api/routes/receipts/README.md, The api and its totals).

/** /chargeTypes: what an expense is (parking, fuel, meal); its usual tax type fills the item form. */
export const chargeTypes = pgTable(
  'charge_types',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    caption: text('caption').notNull(),
    defaultTaxTypeId: integer('default_tax_type_id').references(() => taxTypes.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [uniqueIndex('charge_types_tenant_caption').on(t.tenantId, t.caption)],
);

/** A client company's receipt template: a new receipt starts with its items. */
export const receiptTemplates = pgTable(
  'receipt_templates',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    caption: text('caption').notNull(),
  },
  (t) => [index('receipt_templates_company').on(t.tenantId, t.companyId)],
);

export const receiptTemplateItems = pgTable('receipt_template_items', {
  id: serial('id').primaryKey(),
  tenantId: tenantRef(),
  templateId: integer('template_id')
    .notNull()
    .references(() => receiptTemplates.id, { onDelete: 'cascade' }),
  chargeTypeId: integer('charge_type_id')
    .notNull()
    .references(() => chargeTypes.id),
  description: text('description').notNull(),
  taxTypeId: integer('tax_type_id')
    .notNull()
    .references(() => taxTypes.id),
  /** The amount the item starts with (cents, before tax); 0 when the crew member types it. */
  amountCents: integer('amount_cents').notNull().default(0),
});

export const receipts = pgTable(
  'receipts',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    /** Shown and used in the path /receipt/{number}; unique in the tenant. */
    number: text('number').notNull(),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    templateId: integer('template_id').references(() => receiptTemplates.id, {
      onDelete: 'set null',
    }),
    caption: text('caption').notNull(),
    receiptDate: day('receipt_date').notNull(),
    status: text('status').$type<ReceiptStatus>().notNull().default('draft'),
    createdAt: timestamptz('created_at').notNull(),
    /** When it was handed in last (the office's queue is oldest first). */
    submittedAt: timestamptz('submitted_at'),
    /** The office's latest decision: when, who (set null when that person goes) and what it said. */
    decidedAt: timestamptz('decided_at'),
    decidedBy: integer('decided_by').references(() => persons.id, { onDelete: 'set null' }),
    decisionReason: text('decision_reason'),
  },
  (t) => [
    uniqueIndex('receipts_tenant_number').on(t.tenantId, t.number),
    index('receipts_person').on(t.tenantId, t.personId, t.receiptDate),
    // The office's queue: the tenant's receipts handed in.
    index('receipts_status').on(t.tenantId, t.status),
  ],
);

export const receiptItems = pgTable(
  'receipt_items',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    receiptId: integer('receipt_id')
      .notNull()
      .references(() => receipts.id, { onDelete: 'cascade' }),
    chargeTypeId: integer('charge_type_id')
      .notNull()
      .references(() => chargeTypes.id),
    description: text('description').notNull(),
    /** Cents before tax. */
    amountCents: integer('amount_cents').notNull(),
    taxTypeId: integer('tax_type_id')
      .notNull()
      .references(() => taxTypes.id),
  },
  (t) => [index('receipt_items_receipt').on(t.receiptId)],
);

/** The photo of the paper receipt: kept outside the web root, waiting for approval (SPEC.md §5). */
export const receiptPhotos = pgTable(
  'receipt_photos',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    receiptId: integer('receipt_id')
      .notNull()
      .references(() => receipts.id, { onDelete: 'cascade' }),
    status: text('status')
      .$type<'pending' | 'approved' | 'rejected'>()
      .notNull()
      .default('pending'),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    uploadedAt: timestamptz('uploaded_at').notNull(),
  },
  (t) => [index('receipt_photos_receipt').on(t.receiptId)],
);
