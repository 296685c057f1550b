import { pageOf, pageQuery } from '../../lib/schemas';
import type { ApiInstance, RouteContext } from '../../types';
import { listBankTransfers } from './payrolls.repository';
import { bankTransferSchema } from './payrolls.schemas';
import { payrollNumber, scopeOf } from './payrolls.access';

// The payments by bank transfer.
export async function bankTransferRoutes(
  api: ApiInstance,
  { database }: RouteContext,
): Promise<void> {
  // Payments by bank transfer: only with bankTransfers READ (SPEC.md §6); always the caller's own under OWN.
  api.get(
    '/bankTransfers',
    {
      config: { right: { resource: 'bankTransfers', action: 'READ' } },
      schema: {
        querystring: pageQuery.extend({ payrollNumber: payrollNumber.optional() }),
        response: { 200: pageOf(bankTransferSchema) },
      },
    },
    async (request) => {
      const { limit, page, payrollNumber: number } = request.query;
      const { items, total } = await listBankTransfers(database.db, scopeOf(request), {
        limit,
        page,
        payrollNumber: number,
      });
      return { items, total, page, limit };
    },
  );
}
