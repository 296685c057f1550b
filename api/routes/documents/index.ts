import { defineApiArea } from '../../lib/area';
import { storageFromEnv } from '../../lib/storage';
import type { ApiInstance, RouteContext } from '../../types';
import { documentRoutes } from './documents.document.routes';
import { documentListRoutes } from './documents.lists.routes';
import { documentSignRoutes } from './documents.sign.routes';

// Documents to sign (SPEC.md §3, §4, §7): read by their signatories (documents READ OWN) or by
// the office (READ ALL); anyone else meets 404, as for a document that does not exist. Signing
// (documents EDIT, always the caller's own signatory) asks machines/documentSigning.machine.ts
// and refuses what it refuses, 409 with its reason (documents.signing.ts).
//
// One registrar per resource: one document, the lists and the signing (documents.*.routes.ts;
// what they share is documents.access.ts).

export async function documentsRoutes(api: ApiInstance, context: RouteContext): Promise<void> {
  const routeContext = { ...context, storage: storageFromEnv(process.env, context.config.dataDir) };
  await documentRoutes(api, routeContext);
  await documentListRoutes(api, routeContext);
  await documentSignRoutes(api, routeContext);
}

export default defineApiArea({ name: 'documents', routes: documentsRoutes });
