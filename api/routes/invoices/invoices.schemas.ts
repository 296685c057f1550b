import { z } from 'zod';
import { bodyId, dateSchema, text, timestampSchema } from '../../lib/schemas';

// The invoices area's shapes: routes validate and document with them, the repository builds values
// of their z.infer types. Money integer cents, quantities integer hundredths (api/routes/invoices/README.md, Totals, access and the PDF).

export const INVOICE_STATUSES = ['draft', 'open', 'paid', 'overdue'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_TYPES = ['invoice', 'creditNote'] as const;
export const INVOICE_DOCUMENT_TYPES = ['invoice'] as const;

const cents = z.number().int();
const taxTypeRef = z.strictObject({
  id: z.number().int(),
  caption: z.string(),
  rateBasisPoints: z.number().int(),
});

export const invoiceSchema = z.strictObject({
  id: z.number().int(),
  number: z.string(),
  company: z.strictObject({ id: z.number().int(), name: z.string() }),
  project: z
    .strictObject({ id: z.number().int(), number: z.string(), name: z.string() })
    .nullable(),
  type: z.enum(INVOICE_TYPES),
  /** open, paid or overdue (open past its due date, derived on read); draft only for the office. */
  status: z.enum(INVOICE_STATUSES),
  clientReference: z.string().nullable(),
  date: dateSchema,
  dueDate: dateSchema,
  currency: z.string(),
  netCents: cents,
  taxCents: cents,
  totalCents: cents,
  issuedAt: timestampSchema.nullable(),
  paidAt: timestampSchema.nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceItemSchema = z.strictObject({
  id: z.number().int(),
  position: z.number().int(),
  description: z.string(),
  quantityHundredths: z.number().int(),
  unitPriceCents: cents,
  taxType: taxTypeRef,
  /** quantity × unit price, to the cent (half away from zero). */
  amountCents: cents,
});
export type InvoiceItem = z.infer<typeof invoiceItemSchema>;

export const invoiceDocumentSchema = z.strictObject({
  documentType: z.enum(INVOICE_DOCUMENT_TYPES),
  fileName: z.string(),
  contentType: z.literal('application/pdf'),
});
export type InvoiceDocument = z.infer<typeof invoiceDocumentSchema>;

export const invoiceDetailSchema = invoiceSchema.extend({
  items: z.array(invoiceItemSchema),
  taxes: z.array(z.strictObject({ taxType: taxTypeRef, baseCents: cents, taxCents: cents })),
  documents: z.array(invoiceDocumentSchema),
});
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;

/** GET /openInvoices (the home): how many are open, how many overdue, their total per currency. */
export const openInvoicesSchema = z.strictObject({
  count: z.number().int(),
  overdueCount: z.number().int(),
  totals: z.array(z.strictObject({ currency: z.string(), totalCents: cents })),
});
export type OpenInvoices = z.infer<typeof openInvoicesSchema>;

/** An item as written (add or change): the amount is the api's to compute; one sent must agree. */
export const invoiceItemInput = z.strictObject({
  description: text().min(1).max(300),
  quantityHundredths: z.number().int().min(-1_000_000).max(1_000_000),
  unitPriceCents: z.number().int().min(-100_000_000).max(100_000_000),
  taxTypeId: bodyId,
  /** Optional: when sent it must equal quantity × unit price, else the item is refused. */
  amountCents: z.number().int().optional(),
});
export type InvoiceItemInput = z.infer<typeof invoiceItemInput>;

export const createInvoiceInput = z.strictObject({
  projectId: bodyId,
  clientReference: text().min(1).max(100).optional(),
  /** Days until due, from today; 30 unless said. */
  paymentTermDays: z.number().int().min(0).max(365).default(30),
});

/** A project a draft can be made from (GET /billableProjects), with the invoices already made from it. */
export const billableProjectSchema = z.strictObject({
  id: z.number().int(),
  number: z.string(),
  name: z.string(),
  beginDate: dateSchema,
  endDate: dateSchema,
  company: z.strictObject({ id: z.number().int(), name: z.string() }),
  /** Worked minutes on functions the project's rate card prices (what a draft bills). */
  workedMinutes: z.number().int(),
  invoiceNumbers: z.array(z.string()),
});
export type BillableProject = z.infer<typeof billableProjectSchema>;
export const billableProjectsSchema = z.array(billableProjectSchema);

/** Issuing says the total the office saw: a total that does not match the items is refused. */
export const issueInvoiceInput = z.strictObject({ totalCents: z.number().int() });
