import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { reachablePerson } from '../../lib/person-path';
import { errorSchema, pageOf, pageQuery } from '../../lib/schemas';
import type { ApiInstance } from '../../types';
import type { DocumentsRouteContext } from './documents.access';
import { listDocuments, listDocumentsToSign, listDocumentTypes } from './documents.repository';
import type { DocumentFilter } from './documents.repository';
import {
  DOCUMENT_STATUSES,
  documentStatusSchema,
  documentsToSignSchema,
  documentTypeSchema,
} from './documents.schemas';
import { read, idParams, documentPage, STATUS_CAPTIONS, scopeOf } from './documents.access';

// The lists: the documents to sign, the types and statuses, and a person's, a company's or a
// contact's documents.
export async function documentListRoutes(
  api: ApiInstance,
  { database }: DocumentsRouteContext,
): Promise<void> {
  api.get(
    '/documentsToSign',
    {
      config: read,
      schema: { querystring: z.strictObject({}), response: { 200: documentsToSignSchema } },
    },
    async (request) => {
      const items = await listDocumentsToSign(database.db, scopeOf(request));
      return { items, total: items.length };
    },
  );

  api.get(
    '/documentTypes',
    {
      config: read,
      schema: { querystring: pageQuery, response: { 200: pageOf(documentTypeSchema) } },
    },
    async (request) => {
      const { limit, page } = request.query;
      const { items, total } = await listDocumentTypes(database.db, scopeOf(request).tenantId, {
        limit,
        page,
      });
      return { items, total, page, limit };
    },
  );

  api.get(
    '/documentsStatus',
    {
      config: read,
      schema: { querystring: pageQuery, response: { 200: pageOf(documentStatusSchema) } },
    },
    async (request) => {
      const { limit, page } = request.query;
      const all = DOCUMENT_STATUSES.map((id) => ({ id, caption: STATUS_CAPTIONS[id] }));
      return { items: all.slice((page - 1) * limit, page * limit), total: all.length, page, limit };
    },
  );

  const listOf = async (
    request: FastifyRequest,
    filter: DocumentFilter,
    paging: { limit: number; page: number },
  ) => {
    const { items, total } = await listDocuments(database.db, scopeOf(request), filter, paging);
    return { items, total, ...paging };
  };

  api.get(
    '/persons/:id/documents',
    {
      config: read,
      schema: {
        params: idParams,
        querystring: pageQuery,
        response: { 200: documentPage, 404: errorSchema },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      // OWN reaches the caller's own person only (another's is 404, lib/person-path.ts).
      const ownerPersonId = await reachablePerson(
        database.db,
        { ...scope, ownOnly: !scope.readAll },
        request.params.id,
      );
      return listOf(request, { ownerPersonId }, request.query);
    },
  );

  api.get(
    '/companies/:id/documents',
    {
      config: read,
      schema: { params: idParams, querystring: pageQuery, response: { 200: documentPage } },
    },
    async (request) => listOf(request, { companyId: request.params.id }, request.query),
  );

  api.get(
    '/contacts/:id/documents',
    {
      config: read,
      schema: {
        params: idParams,
        querystring: pageQuery,
        response: { 200: documentPage, 404: errorSchema },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      // A contact is a person of the tenant; under OWN the list holds only what the caller signs.
      const contactPersonId = await reachablePerson(
        database.db,
        { ...scope, ownOnly: false },
        request.params.id,
      );
      return listOf(request, { contactPersonId }, request.query);
    },
  );

  // GET /projects/{number}/documents (the project's and its company's documents) is the projects
  // area's, under the projectAttachments right (api/routes/projects/project-pages.routes.ts).
}
