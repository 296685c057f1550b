import type { Principal } from '../../auth/accounts';
import { defineApiArea } from '../../lib/area';
import { errorSchema, pageOf, pageQuery } from '../../lib/schemas';
import type { ApiInstance, RouteContext } from '../../types';
import { listTaxTypes } from './tax-types.repository';
import { taxTypeSchema } from './tax-types.schemas';

// The tenant's tax types (SPEC.md §7 /taxTypes, limit 1000 by default): the reference list the
// invoice and receipt item forms choose from. Any signed-in user of the tenant reads it, as the
// forms of two different rights (invoices, receipts) need it; it holds no one's data.

export async function taxTypesRoutes(api: ApiInstance, { database }: RouteContext): Promise<void> {
  api.get(
    '/taxTypes',
    {
      config: { authenticated: true },
      schema: {
        querystring: pageQuery,
        response: { 200: pageOf(taxTypeSchema), 400: errorSchema },
      },
    },
    async (request) => {
      const { limit, page } = request.query;
      const principal = request.principal as Principal;
      const { items, total } = await listTaxTypes(database.db, principal.tenantId, request.query);
      return { items, total, page, limit };
    },
  );
}

export default defineApiArea({ name: 'tax-types', routes: taxTypesRoutes });
