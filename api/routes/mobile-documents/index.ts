import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Principal } from '../../auth/accounts';
import { defineApiArea } from '../../lib/area';
import { notFound } from '../../lib/errors';
import { errorSchema, idParam, pageOf, pageQuery } from '../../lib/schemas';
import type { ApiInstance, RouteContext } from '../../types';
import { findMobileDocumentForPdf, listMobileDocuments } from './mobile-documents.repository';
import type { MobileDocumentScope } from './mobile-documents.repository';
import { mobileDocumentFileName, renderMobileDocument } from './mobile-documents.pdf';
import { mobileDocumentSchema } from './mobile-documents.schemas';

// Documents for the phone (SPEC.md §7 GET /mobileDocuments). Right mobileDocuments
// READ: OWN sees the tenant's documents for everyone plus those made for the caller, ALL every
// document of the tenant. Another person's document or another tenant's is 404.

const documentNotFound = () => notFound('Mobile document not found', 'MOBILE_DOCUMENT_NOT_FOUND');

function scopeOf(request: FastifyRequest): MobileDocumentScope {
  const principal = request.principal as Principal;
  return {
    tenantId: principal.tenantId,
    personId: principal.personId,
    ownOnly: request.permission !== 'ALL',
  };
}

export async function mobileDocumentsRoutes(
  api: ApiInstance,
  { database }: RouteContext,
): Promise<void> {
  const read = { right: { resource: 'mobileDocuments', action: 'READ' } } as const;

  api.get(
    '/mobileDocuments',
    {
      config: read,
      schema: { querystring: pageQuery, response: { 200: pageOf(mobileDocumentSchema) } },
    },
    async (request) => {
      const { limit, page } = request.query;
      const { items, total } = await listMobileDocuments(database.db, scopeOf(request), {
        limit,
        page,
      });
      return { items, total, page, limit };
    },
  );

  // The document as a PDF, made from its stored sections on request (mobile-documents.pdf.ts).
  api.get(
    '/mobileDocuments/:id/download',
    {
      config: read,
      schema: { params: z.strictObject({ id: idParam }), response: { 404: errorSchema } },
    },
    async (request, reply) => {
      const data = await findMobileDocumentForPdf(database.db, scopeOf(request), request.params.id);
      if (!data) throw documentNotFound();
      const pdf = await renderMobileDocument(data);
      return (
        reply
          .type('application/pdf')
          .header(
            'content-disposition',
            `attachment; filename="${mobileDocumentFileName(data.document.title)}"`,
          )
          .header('content-length', pdf.length)
          // Bytes, not a body of the declared JSON shapes: Fastify sends a Buffer as it is.
          .send(pdf as never)
      );
    },
  );
}

export default defineApiArea({ name: 'mobile-documents', routes: mobileDocumentsRoutes });
