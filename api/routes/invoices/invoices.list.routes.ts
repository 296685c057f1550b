import { z } from 'zod';
import { notFound } from '../../lib/errors';
import { errorSchema, pageOf } from '../../lib/schemas';
import type { ApiInstance, RouteContext } from '../../types';
import { billableProjects } from './invoices.drafts';
import { listInvoices, openInvoicesSummary } from './invoices.repository';
import { billableProjectsSchema, invoiceSchema, openInvoicesSchema } from './invoices.schemas';
import {
  idParams,
  listQuery,
  readScope,
  writeScope,
  invoicesRead,
  invoicesCreate,
} from './invoices.access';

// The invoice lists: the tenant's or a company's, the home's open ones, and the projects a draft
// can be made from.
export async function invoiceListRoutes(
  api: ApiInstance,
  { database, clock }: RouteContext,
): Promise<void> {
  api.get(
    '/invoices',
    {
      config: invoicesRead,
      schema: {
        querystring: listQuery,
        response: { 200: pageOf(invoiceSchema), 403: errorSchema },
      },
    },
    async (request) => {
      const { limit, page, status } = request.query;
      const { items, total } = await listInvoices(
        database.db,
        await readScope(database.db, request, clock.now()),
        { limit, page, status },
      );
      return { items, total, page, limit };
    },
  );

  // SPEC.md §7 /companies/{id}/invoices: one company's invoices; a client's only for their own company (404 otherwise).
  api.get(
    '/companies/:id/invoices',
    {
      config: invoicesRead,
      schema: {
        params: idParams,
        querystring: listQuery,
        response: { 200: pageOf(invoiceSchema), 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const scope = await readScope(database.db, request, clock.now());
      if (scope.companyId !== null && scope.companyId !== request.params.id)
        throw notFound('Company not found', 'COMPANY_NOT_FOUND');
      const { limit, page, status } = request.query;
      const { items, total } = await listInvoices(database.db, scope, {
        limit,
        page,
        status,
        companyId: request.params.id,
      });
      return { items, total, page, limit };
    },
  );

  // The home's open invoices: how many are open, how many overdue, their total per currency.
  api.get(
    '/openInvoices',
    {
      config: invoicesRead,
      schema: {
        response: {
          200: openInvoicesSchema,
          403: errorSchema,
        },
      },
    },
    async (request) =>
      openInvoicesSummary(database.db, await readScope(database.db, request, clock.now())),
  );

  // invoices CREATE: the projects a draft can be made from, with the invoices already made from
  // each (the office's "new draft" list); office or planner login with ALL, like every write.
  api.get(
    '/billableProjects',
    {
      config: invoicesCreate,
      schema: {
        querystring: z.strictObject({ limit: z.coerce.number().int().min(1).max(200).default(50) }),
        response: { 200: billableProjectsSchema, 400: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      const scope = await writeScope(database.db, request, clock.now());
      return billableProjects(database.db, scope.tenantId, request.query.limit);
    },
  );
}
