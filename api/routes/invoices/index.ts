import { defineApiArea } from '../../lib/area';
import type { ApiInstance, RouteContext } from '../../types';
import { invoiceDocumentsRoutes } from './invoices.documents.routes';
import { invoiceRoutes } from './invoices.invoice.routes';
import { invoiceItemsRoutes } from './invoices.items.routes';
import { invoiceListRoutes } from './invoices.list.routes';

// Invoices (SPEC.md §6/§7, api/routes/invoices/README.md, Totals, access and the PDF). Reading needs the invoices right AND a login
// that may see client invoices: under OWN a client login of a company (their company's issued
// invoices), under ALL an office or planner login (the tenant's, drafts included). A crew login
// never sees client invoices, whatever its rights. Writes (CREATE a draft, EDIT its items, issue
// it) are the office's: ALL and an office or planner login. Totals are computed here from the
// items in integers; a total or amount the caller sends must agree, or nothing is written (400).
//
// One registrar per resource: the lists, one invoice, its items and its documents
// (invoices.*.routes.ts; what they share is invoices.access.ts).

export async function invoicesRoutes(api: ApiInstance, context: RouteContext): Promise<void> {
  await invoiceListRoutes(api, context);
  await invoiceRoutes(api, context);
  await invoiceItemsRoutes(api, context);
  await invoiceDocumentsRoutes(api, context);
}

export default defineApiArea({ name: 'invoices', routes: invoicesRoutes });
