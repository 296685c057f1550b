import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
import { errorSchema } from '../../lib/schemas';
import type { ApiInstance, RouteContext } from '../../types';
import {
  createShareLink,
  findPublicDocumentData,
  findPublicPayroll,
  hashShareToken,
  listShareLinks,
  revokeShareLink,
} from './payrolls.repository';
import {
  PAYROLL_DOCUMENT_TYPES,
  createdShareLinkSchema,
  publicPayrollSchema,
  shareLinkSchema,
} from './payrolls.schemas';
import {
  payrollNotFound,
  linkNotValid,
  SHARE_LINK_DAYS,
  payrollNumber,
  numberParams,
  idParams,
  shareToken,
  scopeOf,
  sendDocument,
  payrollsRead,
  payrollsEdit,
} from './payrolls.access';

// A payroll's public share links and the public payroll page they open.
export async function payrollShareLinkRoutes(
  api: ApiInstance,
  { database, clock }: RouteContext,
): Promise<void> {
  // Share links: made and revoked by the payroll's own person only.
  api.get(
    '/payrolls/:number/shareLinks',
    {
      config: payrollsRead,
      schema: {
        params: numberParams,
        response: { 200: z.strictObject({ items: z.array(shareLinkSchema) }), 404: errorSchema },
      },
    },
    async (request) => {
      const items = await listShareLinks(database.db, scopeOf(request), request.params.number);
      if (!items) throw payrollNotFound();
      return { items };
    },
  );

  api.post(
    '/payrolls/:number/shareLinks',
    {
      config: payrollsEdit,
      schema: { params: numberParams, response: { 201: createdShareLinkSchema, 404: errorSchema } },
    },
    async (request, reply) => {
      const token = randomBytes(32).toString('base64url');
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + SHARE_LINK_DAYS * 24 * 60 * 60 * 1000);
      const link = await database.transaction((tx) =>
        createShareLink(tx, scopeOf(request), request.params.number, {
          tokenHash: hashShareToken(token),
          at: now,
          expiresAt,
        }),
      );
      if (!link) throw payrollNotFound();
      return reply.code(201).send({ ...link, token });
    },
  );

  api.delete(
    '/payrollShareLinks/:id',
    {
      config: payrollsEdit,
      schema: { params: idParams, response: { 200: shareLinkSchema, 404: errorSchema } },
    },
    async (request) => {
      const link = await database.transaction((tx) =>
        revokeShareLink(tx, scopeOf(request), request.params.id, clock.now()),
      );
      if (!link) throw notFound('Payroll link not found', 'PAYROLL_LINK_NOT_FOUND');
      return link;
    },
  );

  // The public payroll page (SPEC.md §2 /public/payrolls/{number}): the token travels in the body,
  // never in a URL, so no access log or proxy keeps it.
  const publicBody = z.strictObject({ number: payrollNumber, token: shareToken });

  api.post(
    '/public/payrolls',
    {
      config: { public: true },
      schema: { body: publicBody, response: { 200: publicPayrollSchema, 404: errorSchema } },
    },
    async (request) => {
      const payroll = await findPublicPayroll(
        database.db,
        request.tenant.id,
        request.body.number,
        request.body.token,
        clock.now(),
      );
      if (!payroll) throw linkNotValid();
      return payroll;
    },
  );

  api.post(
    '/public/payrolls/documents',
    {
      config: { public: true },
      schema: {
        body: publicBody.extend({ documentType: z.enum(PAYROLL_DOCUMENT_TYPES) }),
        response: { 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const { number, token, documentType } = request.body;
      const data = await findPublicDocumentData(
        database.db,
        request.tenant.id,
        number,
        token,
        documentType,
        clock.now(),
      );
      return sendDocument(reply, data, documentType, linkNotValid);
    },
  );
}
