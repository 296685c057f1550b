import { defineApiArea } from '../../lib/area';
import type { ApiInstance, RouteContext } from '../../types';
import { bankTransferRoutes } from './payrolls.bank-transfers.routes';
import { payrollItemsRoutes } from './payrolls.items.routes';
import { payrollRoutes } from './payrolls.payroll.routes';
import { payrollShareLinkRoutes } from './payrolls.share-links.routes';

// Payrolls (api/routes/payrolls/README.md): one registrar per resource, the payrolls and their
// documents, the payroll items, the bank transfers and the share links with the public page
// (payrolls.*.routes.ts; what they share is payrolls.access.ts).

export async function payrollsRoutes(api: ApiInstance, context: RouteContext): Promise<void> {
  await payrollRoutes(api, context);
  await payrollItemsRoutes(api, context);
  await bankTransferRoutes(api, context);
  await payrollShareLinkRoutes(api, context);
}

export default defineApiArea({ name: 'payrolls', routes: payrollsRoutes });
