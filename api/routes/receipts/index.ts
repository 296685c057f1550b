import { defineApiArea } from '../../lib/area';
import { storageFromEnv } from '../../lib/storage';
import type { ApiInstance, RouteContext } from '../../types';
import { receiptDecisionRoutes } from './receipts.decisions.routes';
import { receiptItemsRoutes } from './receipts.items.routes';
import { receiptPhotosRoutes } from './receipts.photos.routes';
import { receiptRoutes } from './receipts.receipt.routes';
import { receiptReferenceRoutes } from './receipts.reference.routes';

// Receipts (SPEC.md §6 receipts READ, CREATE, DELETE; §7 /receipts with /items and
// /copy, DELETE /receiptItems/{id}, /companies/{id}/receipts and /receiptTemplates, /chargeTypes).
// OWN reaches the caller's own receipts only (a crew member), ALL the tenant's (the office); any
// other receipt is a 404. Creating (from a template, a copy, an item, a photo) needs CREATE,
// deleting needs DELETE; an approved receipt no longer changes (machines/receiptRules.ts).
// Totals are computed here from the items and never stored or taken from the client (api/routes/receipts/README.md, The api and its totals).
//
// One registrar per resource: the reference data and templates, the receipts, their items, the
// office's decisions and the photo (receipts.*.routes.ts; what they share is receipts.access.ts).

export async function receiptsRoutes(api: ApiInstance, context: RouteContext): Promise<void> {
  const routeContext = { ...context, storage: storageFromEnv(process.env, context.config.dataDir) };
  await receiptReferenceRoutes(api, routeContext);
  await receiptRoutes(api, routeContext);
  await receiptItemsRoutes(api, routeContext);
  await receiptDecisionRoutes(api, routeContext);
  await receiptPhotosRoutes(api, routeContext);
}

export default defineApiArea({ name: 'receipts', routes: receiptsRoutes });
