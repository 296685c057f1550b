import { z } from 'zod';
import { notFound } from '../../lib/errors';
import { errorSchema } from '../../lib/schemas';
import type { ApiInstance } from '../../types';
import type { DocumentsRouteContext } from './documents.access';
import { findDocument } from './documents.repository';
import { documentSchema } from './documents.schemas';
import { readDocumentFile } from './documents.signing';
import { read, idParams, scopeOf, documentNotFound, sendPdf } from './documents.access';

// One document and its PDF.
export async function documentRoutes(
  api: ApiInstance,
  { database, storage }: DocumentsRouteContext,
): Promise<void> {
  api.get(
    '/documents/:id',
    {
      config: read,
      schema: { params: idParams, response: { 200: documentSchema, 404: errorSchema } },
    },
    async (request) => {
      const document = await findDocument(database.db, scopeOf(request), request.params.id);
      if (!document) throw documentNotFound();
      return document;
    },
  );

  // The PDF: the signed one once every signature is in, else the original; ?signed=true asks for
  // the signed one only (404 until it exists).
  api.get(
    '/documents/:id/file',
    {
      config: read,
      schema: {
        params: idParams,
        querystring: z.strictObject({ signed: z.enum(['true', 'false']).optional() }),
        response: { 404: errorSchema },
      },
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      const document = await findDocument(database.db, scope, request.params.id);
      if (!document) throw documentNotFound();
      const wantsSigned = request.query.signed === 'true';
      if (wantsSigned && !document.hasSignedFile)
        throw notFound('The document is not signed by everyone yet', 'DOCUMENT_NOT_FOUND');
      const file = await readDocumentFile(
        database.db,
        storage,
        scope.tenantId,
        document.id,
        document.hasSignedFile,
      );
      if (!file) throw documentNotFound();
      return sendPdf(reply, file, `${document.title}${document.hasSignedFile ? ' (signed)' : ''}`);
    },
  );
}
