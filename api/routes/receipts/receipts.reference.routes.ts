import type { Principal } from '../../auth/accounts';
import { notFound } from '../../lib/errors';
import { errorSchema, pageOf, pageQuery } from '../../lib/schemas';
import type { ApiInstance } from '../../types';
import { idParams, receiptsCreate, scopeOf, type ReceiptsRouteContext } from './receipts.access';
import { findCompanyInTenant, listChargeTypes, listTemplates } from './receipts.repository';
import { chargeTypeSchema, receiptTemplateSchema } from './receipts.schemas';

// The item form's reference data (the charge types) and the templates a new receipt starts from.
export async function receiptReferenceRoutes(
  api: ApiInstance,
  { database }: ReceiptsRouteContext,
): Promise<void> {
  const { db } = database;

  // Reference data of the item form, like /taxTypes: any signed-in user of the tenant (api/routes/receipts/README.md, The api and its totals).
  api.get(
    '/chargeTypes',
    {
      config: { authenticated: true },
      schema: {
        querystring: pageQuery,
        response: { 200: pageOf(chargeTypeSchema), 400: errorSchema },
      },
    },
    async (request) => {
      const { limit, page } = request.query;
      const { items, total } = await listChargeTypes(
        db,
        (request.principal as Principal).tenantId,
        request.query,
      );
      return { items, total, page, limit };
    },
  );

  // The templates a new receipt starts from: of every client company of the tenant (the create
  // screen's choice, api/routes/receipts/README.md, The api and its totals), and per company as SPEC.md §7 names it.
  api.get(
    '/receiptTemplates',
    {
      config: receiptsCreate,
      schema: {
        querystring: pageQuery,
        response: { 200: pageOf(receiptTemplateSchema), 400: errorSchema },
      },
    },
    async (request) => {
      const { limit, page } = request.query;
      const { items, total } = await listTemplates(
        db,
        scopeOf(request).tenantId,
        {},
        request.query,
      );
      return { items, total, page, limit };
    },
  );

  api.get(
    '/companies/:id/receiptTemplates',
    {
      config: receiptsCreate,
      schema: {
        params: idParams,
        querystring: pageQuery,
        response: { 200: pageOf(receiptTemplateSchema), 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const company = await findCompanyInTenant(db, scope.tenantId, request.params.id);
      if (!company) throw notFound('Company not found', 'COMPANY_NOT_FOUND');
      const { limit, page } = request.query;
      const { items, total } = await listTemplates(
        db,
        scope.tenantId,
        { companyId: company.id },
        request.query,
      );
      return { items, total, page, limit };
    },
  );
}
