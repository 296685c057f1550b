import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Principal } from '../../auth/accounts';
import type { Tx } from '../../db/database';
import { outcomeOf, runIdempotent } from '../../lib/idempotency';
import { idempotencyHeaders } from '../../lib/input.schemas';
import { errorSchema } from '../../lib/schemas';
import type { ApiInstance } from '../../types';
import type { DocumentsRouteContext } from './documents.access';
import {
  documentSchema,
  signDocumentBodySchema,
  signSignatoryBodySchema,
} from './documents.schemas';
import { signDocument } from './documents.signing';
import { edit, idParams, SIGN_BODY_LIMIT, scopeOf } from './documents.access';

// Signing a document, by the document or by the caller's signatory.
export async function documentSignRoutes(
  api: ApiInstance,
  { database, clock, storage }: DocumentsRouteContext,
): Promise<void> {
  const signRoute =
    (path: string, run: (tx: Tx, request: FastifyRequest, now: Date) => Promise<unknown>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const scope = scopeOf(request);
      const now = clock.now();
      const outcome = await database.transaction((tx) =>
        runIdempotent(
          tx,
          {
            tenantId: scope.tenantId,
            principal: (request.principal as Principal).subject,
            key: (request.headers as Record<string, string | undefined>)['idempotency-key'],
            method: 'POST',
            path,
            now,
          },
          () => outcomeOf(() => run(tx, request, now)),
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
