import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Principal } from '../../auth/accounts';
import type { Tx } from '../../db/database';
import { defineApiArea } from '../../lib/area';
import { notFound } from '../../lib/errors';
import { outcomeOf, runIdempotent } from '../../lib/idempotency';
import { reachablePerson } from '../../lib/person-path';
import { idempotencyHeaders } from '../../lib/input.schemas';
import { errorSchema, idParam, pageOf, pageQuery } from '../../lib/schemas';
import { storageFromEnv } from '../../lib/storage';
import type { ApiInstance, RouteContext } from '../../types';
import {
  findDocument,
  listDocuments,
  listDocumentsToSign,
  listDocumentTypes,
} from './documents.repository';
import type { DocumentFilter, DocumentScope } from './documents.repository';
import {
  DOCUMENT_STATUSES,
  documentSchema,
  documentStatusSchema,
  documentsToSignSchema,
  documentTypeSchema,
  signDocumentBodySchema,
  signSignatoryBodySchema,
} from './documents.schemas';
import type { DocumentStatus } from './documents.schemas';
import { readDocumentFile, signDocument } from './documents.signing';

// Documents to sign (SPEC.md §3, §4, §7): read by their signatories (documents READ OWN) or by
// the office (READ ALL); anyone else meets 404, as for a document that does not exist. Signing
// (documents EDIT, always the caller's own signatory) asks machines/documentSigning.machine.ts
// and refuses what it refuses, 409 with its reason (documents.signing.ts).

const read = { right: { resource: 'documents', action: 'READ' } } as const;
const edit = { right: { resource: 'documents', action: 'EDIT' } } as const;
const idParams = z.strictObject({ id: idParam });
const documentPage = pageOf(documentSchema);
/** A drawn signature as a data URL is bigger than the api's 64 KiB default body. */
const SIGN_BODY_LIMIT = 512 * 1024;

const STATUS_CAPTIONS: Record<DocumentStatus, string> = {
  open: 'Open',
  inProgress: 'On Going',
  signed: 'Signed',
  declined: 'Declined',
};

function scopeOf(request: FastifyRequest): DocumentScope {
  const principal = request.principal as Principal;
  return {
    tenantId: principal.tenantId,
    personId: principal.personId,
    readAll: request.permission === 'ALL',
  };
}

export async function documentsRoutes(
  api: ApiInstance,
  { database, config, clock }: RouteContext,
): Promise<void> {
  const storage = storageFromEnv(process.env, config.dataDir);
  const documentNotFound = () => notFound('Document not found', 'DOCUMENT_NOT_FOUND');

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

  const signRoute =
    (path: string, run: (tx: Tx, request: FastifyRequest, now: Date) => Promise<unknown>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const scope = scopeOf(request);
      const outcome = await database.transaction((tx) =>
        runIdempotent(
          tx,
          {
            tenantId: scope.tenantId,
            principal: (request.principal as Principal).subject,
            key: (request.headers as Record<string, string | undefined>)['idempotency-key'],
            method: 'POST',
            path,
          },
          () => outcomeOf(() => run(tx, request, clock.now())),
        ),
      );
      return reply.code(outcome.statusCode).send(outcome.body as never);
    };

  // SPEC.md §7 POST /sign/{id}: the document in the path; the caller's signatory in the body or,
  // without one, the caller's first signatory whose turn it is.
  api.post(
    '/sign/:id',
    {
      config: edit,
      bodyLimit: SIGN_BODY_LIMIT,
      schema: {
        params: idParams,
        headers: idempotencyHeaders,
        body: signDocumentBodySchema,
        response: { 200: documentSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    (request, reply) =>
      signRoute(`/sign/${request.params.id}`, (tx, _request, now) =>
        signDocument(
          tx,
          storage,
          scopeOf(request),
          { documentId: request.params.id, ...request.body },
          now,
        ),
      )(request, reply),
  );

  api.post(
    '/documentSignatories/:id/sign',
    {
      config: edit,
      bodyLimit: SIGN_BODY_LIMIT,
      schema: {
        params: idParams,
        headers: idempotencyHeaders,
        body: signSignatoryBodySchema,
        response: { 200: documentSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    (request, reply) =>
      signRoute(`/documentSignatories/${request.params.id}/sign`, (tx, _request, now) =>
        signDocument(
          tx,
          storage,
          scopeOf(request),
          { signatoryId: request.params.id, ...request.body },
          now,
        ),
      )(request, reply),
  );
}

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

export default defineApiArea({ name: 'documents', routes: documentsRoutes });
