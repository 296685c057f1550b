import type { z } from 'zod';
import { pageOf } from '../../../api/lib/response.schemas';
import {
  billableProjectSchema,
  billableProjectsSchema,
  invoiceDetailSchema,
  invoiceDocumentSchema,
  invoiceItemSchema,
  invoiceSchema,
  openInvoicesSchema,
} from '../../../api/routes/invoices/invoices.schemas';
import { taxTypeSchema } from '../../../api/routes/tax-types/tax-types.schemas';
import { orNull, upstreamOperation } from '../../upstream/api-client';
import type { ApiClient } from '../../upstream/api-client';

// The invoices area's /api/v1 endpoints (docs/api-contract.md, Invoices), parsed with the api's
// own schemas (api/routes/invoices).

export {
  billableProjectSchema,
  invoiceDetailSchema,
  invoiceDocumentSchema,
  invoiceItemSchema,
  invoiceSchema,
  openInvoicesSchema,
  taxTypeSchema,
};
export type UpstreamInvoiceTaxType = z.output<typeof taxTypeSchema>;
export type UpstreamInvoiceItem = z.output<typeof invoiceItemSchema>;

/** The api's document with the invoice's number, so its url is a field resolver. */
export type UpstreamInvoiceDocument = z.output<typeof invoiceDocumentSchema> & {
  invoiceNumber: string;
};

export type UpstreamInvoiceDetail = z.output<typeof invoiceDetailSchema>;
/** A listed invoice (its items, taxes and documents are loaded by number) or one read by number (with them). */
export type UpstreamInvoice = z.output<typeof invoiceSchema> &
  Partial<Pick<UpstreamInvoiceDetail, 'items' | 'taxes' | 'documents'>>;

export const invoicePageSchema = pageOf(invoiceSchema);
export type UpstreamInvoicePage = z.output<typeof invoicePageSchema>;
export type UpstreamOpenInvoices = z.output<typeof openInvoicesSchema>;

/** GET /billableProjects: a project a draft can be made from, with the invoices already made from it. */
export type UpstreamBillableProject = z.output<typeof billableProjectSchema>;

export const listInvoices = upstreamOperation('GET', '/invoices', invoicePageSchema);
export const getInvoice = upstreamOperation('GET', '/invoices/{number}', invoiceDetailSchema);
export const getOpenInvoices = upstreamOperation('GET', '/openInvoices', openInvoicesSchema);
export const listBillableProjects = upstreamOperation(
  'GET',
  '/billableProjects',
  billableProjectsSchema,
);
export const listInvoiceTaxTypes = upstreamOperation('GET', '/taxTypes', pageOf(taxTypeSchema));
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
