import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Principal } from '../../auth/accounts';
import { notFound } from '../../lib/errors';
import { idParam, pageOf } from '../../lib/schemas';
import type { RouteContext } from '../../types';
import type { FileStorage } from '../../lib/storage';
import type { DocumentScope } from './documents.repository';
import { documentSchema } from './documents.schemas';
import type { DocumentStatus } from './documents.schemas';

// What every documents registrar shares: the rights its routes declare, whose documents the
// caller reaches, the not-found answer and the PDF download.

/** The routes' context, with the storage the documents' files are kept in. */
export interface DocumentsRouteContext extends RouteContext {
  storage: FileStorage;
}

export const read = { right: { resource: 'documents', action: 'READ' } } as const;
export const edit = { right: { resource: 'documents', action: 'EDIT' } } as const;
export const idParams = z.strictObject({ id: idParam });
export const documentPage = pageOf(documentSchema);
/** A drawn signature as a data URL is bigger than the api's 64 KiB default body. */
export const SIGN_BODY_LIMIT = 512 * 1024;

export const STATUS_CAPTIONS: Record<DocumentStatus, string> = {
  open: 'Open',
  inProgress: 'On Going',
  signed: 'Signed',
  declined: 'Declined',
};

export function scopeOf(request: FastifyRequest): DocumentScope {
  const principal = request.principal as Principal;
  return {
    tenantId: principal.tenantId,
    personId: principal.personId,
    readAll: request.permission === 'ALL',
  };
}

export const documentNotFound = () => notFound('Document not found', 'DOCUMENT_NOT_FOUND');

export function sendPdf(reply: FastifyReply, pdf: Buffer, title: string) {
  const name = title.replace(/[^A-Za-z0-9 ._()-]/g, '_').slice(0, 100) || 'document';
  return (
    reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${name}.pdf"`)
      .header('content-length', pdf.length)
      // Bytes, not a body of the declared JSON shapes: Fastify sends a Buffer as it is.
      .send(pdf as never)
  );
}
