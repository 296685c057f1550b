import { z } from 'zod';
import { orNull, upstreamOperation } from '../../upstream/api-client';
import type { ApiClient } from '../../upstream/api-client';
import { dateSchema, dateTimeSchema, idSchema, pageSchema } from '../shared/shared.upstream';

// The invoices area's /api/v1 endpoints and shapes (docs/api-contract.md, Invoices).

export const taxTypeSchema = z.object({
  id: idSchema,
  caption: z.string(),
  rateBasisPoints: z.number().int(),
});
export type UpstreamInvoiceTaxType = z.output<typeof taxTypeSchema>;

export const invoiceItemSchema = z.object({
  id: idSchema,
  position: z.number().int(),
  description: z.string(),
  quantityHundredths: z.number().int(),
  unitPriceCents: z.number().int(),
  taxType: taxTypeSchema,
  amountCents: z.number().int(),
});
export type UpstreamInvoiceItem = z.output<typeof invoiceItemSchema>;

export const invoiceDocumentSchema = z.object({
  documentType: z.string(),
  fileName: z.string(),
  contentType: z.string(),
});
/** The api's document with the invoice's number, so its url is a field resolver. */
export type UpstreamInvoiceDocument = z.output<typeof invoiceDocumentSchema> & {
  invoiceNumber: string;
};

export const invoiceSchema = z.object({
  id: idSchema,
  number: z.string(),
  company: z.object({ id: idSchema, name: z.string() }),
  project: z.object({ id: idSchema, number: z.string(), name: z.string() }).nullable(),
  type: z.string(),
  status: z.string(),
  clientReference: z.string().nullable(),
  date: dateSchema,
  dueDate: dateSchema,
  currency: z.string(),
  netCents: z.number().int(),
  taxCents: z.number().int(),
  totalCents: z.number().int(),
  issuedAt: dateTimeSchema.nullable(),
  paidAt: dateTimeSchema.nullable(),
});
const taxSchema = z.object({
  taxType: taxTypeSchema,
  baseCents: z.number().int(),
  taxCents: z.number().int(),
});
/** GET /invoices/{number}: the invoice with its items, taxes and documents. */
export const invoiceDetailSchema = invoiceSchema.extend({
  items: z.array(invoiceItemSchema),
  taxes: z.array(taxSchema),
  documents: z.array(invoiceDocumentSchema),
});
/** A listed invoice (its items, taxes and documents are loaded by number) or one read by number (with them). */
export type UpstreamInvoice = z.output<typeof invoiceSchema> & {
  items?: UpstreamInvoiceItem[];
  taxes?: Array<z.output<typeof taxSchema>>;
  documents?: Array<z.output<typeof invoiceDocumentSchema>>;
};
export type UpstreamInvoiceDetail = z.output<typeof invoiceDetailSchema>;

export const invoicePageSchema = pageSchema(invoiceSchema);
export type UpstreamInvoicePage = z.output<typeof invoicePageSchema>;
export const openInvoicesSchema = z.object({
  count: z.number().int(),
  overdueCount: z.number().int(),
  totals: z.array(z.object({ currency: z.string(), totalCents: z.number().int() })),
});
export type UpstreamOpenInvoices = z.output<typeof openInvoicesSchema>;

/** GET /billableProjects: a project a draft can be made from, with the invoices already made from it. */
export const billableProjectSchema = z.object({
  id: idSchema,
  number: z.string(),
  name: z.string(),
  beginDate: dateSchema,
  endDate: dateSchema,
  company: z.object({ id: idSchema, name: z.string() }),
  workedMinutes: z.number().int(),
  invoiceNumbers: z.array(z.string()),
});
export type UpstreamBillableProject = z.output<typeof billableProjectSchema>;

export const listInvoices = upstreamOperation('GET', '/invoices', invoicePageSchema);
export const getInvoice = upstreamOperation('GET', '/invoices/{number}', invoiceDetailSchema);
export const getOpenInvoices = upstreamOperation('GET', '/openInvoices', openInvoicesSchema);
export const listBillableProjects = upstreamOperation(
  'GET',
  '/billableProjects',
  z.array(billableProjectSchema),
);
export const listInvoiceTaxTypes = upstreamOperation('GET', '/taxTypes', pageSchema(taxTypeSchema));
export const postInvoice = upstreamOperation('POST', '/invoices', invoiceDetailSchema);
export const postInvoiceItem = upstreamOperation(
  'POST',
  '/invoices/{number}/items',
  invoiceDetailSchema,
);
export const postInvoiceItemChange = upstreamOperation(
  'POST',
  '/invoices/{number}/items/{id}',
  invoiceDetailSchema,
);
export const deleteInvoiceItem = upstreamOperation(
  'DELETE',
  '/invoices/{number}/items/{id}',
  invoiceDetailSchema,
);
export const postInvoiceIssue = upstreamOperation(
  'POST',
  '/invoices/{number}/issue',
  invoiceDetailSchema,
);

/** null when the invoice does not exist or is not the caller's (404). */
export const fetchInvoice = (api: ApiClient, number: string) =>
  orNull(api.call(getInvoice, { params: { number } }));
