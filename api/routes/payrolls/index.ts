import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  PAYROLL_ITEM_REFUSALS,
  payrollItemStatusMachine,
} from '../../../machines/payrollItemStatus.machine';
import type { Principal } from '../../auth/accounts';
import type { Tx } from '../../db/database';
import { defineApiArea } from '../../lib/area';
import { ApiError, notFound } from '../../lib/errors';
import { runIdempotent } from '../../lib/idempotency';
import { reachablePerson } from '../../lib/person-path';
import type { Outcome } from '../../lib/idempotency';
import { idempotencyHeaders, multilineText } from '../../lib/input.schemas';
import { errorSchema, idParam, pageOf, pageQuery, text } from '../../lib/schemas';
import { requireTransition } from '../../lib/transitions';
import type { ApiInstance, RouteContext } from '../../types';
import { addPayrollFeedbackToDo } from '../todo-calendar/todo-calendar.repository';
import {
  addPayrollItemActivity,
  createShareLink,
  findDocumentData,
  findPayrollDetail,
  findPayrollItem,
  findPayrollItemStatus,
  findPublicDocumentData,
  findPublicPayroll,
  hashShareToken,
  listBankTransfers,
  listPayrollDocuments,
  listPayrolls,
  listShareLinks,
  markPayrollSeen,
  movePayrollItemStatus,
  revokeShareLink,
} from './payrolls.repository';
import type { PayrollScope, PayslipData } from './payrolls.repository';
import { payrollDocumentFileName, renderPayrollDocument } from './payrolls.pdf';
import {
  PAYROLL_DOCUMENT_TYPES,
  PAYROLL_STATUSES,
  bankTransferSchema,
  createdShareLinkSchema,
  payrollDetailSchema,
  payrollDocumentSchema,
  payrollItemActivitySchema,
  payrollItemDetailSchema,
  payrollSchema,
  publicPayrollSchema,
  shareLinkSchema,
} from './payrolls.schemas';
import type { PayrollDocumentType, PayrollItemDetail } from './payrolls.schemas';

const payrollNotFound = () => notFound('Payroll not found', 'PAYROLL_NOT_FOUND');
const itemNotFound = () => notFound('Payroll item not found', 'PAYROLL_ITEM_NOT_FOUND');
const documentNotFound = () =>
  notFound('The payroll has no document of this type', 'PAYROLL_DOCUMENT_NOT_FOUND');
const linkNotValid = () =>
  notFound('The payroll link is unknown, expired or revoked', 'PAYROLL_LINK_NOT_VALID');

/** A share link's life. */
const SHARE_LINK_DAYS = 30;
/** SPEC.md §7: feedback on a payroll item is a to-do for accounting, due one day later, priority 1. */
const FEEDBACK = {
  type: 'toDo',
  caption: 'Feedback to accounting',
  recipient: 'Accountants',
  priority: 1,
  dueInDays: 1,
} as const;
/** A compare-and-set lost to a concurrent change is decided again; more than this is a bug. */
const MAX_DECISIONS = 3;

const payrollNumber = text().min(1).max(40);
const numberParams = z.strictObject({ number: payrollNumber });
const idParams = z.strictObject({ id: idParam });
const documentParams = z.strictObject({
  number: payrollNumber,
  documentType: z.enum(PAYROLL_DOCUMENT_TYPES),
});
/** A free text a person writes: line breaks allowed, other control characters not. */
const note = (max: number) => multilineText().trim().min(1).max(max);
/** The token of a public link: 32 random bytes, base64url (43 characters). */
const shareToken = text().regex(/^[A-Za-z0-9_-]{43}$/, 'not a payroll link token');

function scopeOf(request: FastifyRequest): PayrollScope {
  const principal = request.principal as Principal;
  return {
    tenantId: principal.tenantId,
    personId: principal.personId,
    ownOnly: request.permission !== 'ALL',
  };
}

function isoDayAfter(now: Date, days: number): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days))
    .toISOString()
    .slice(0, 10);
}

/** A refusal becomes the stored outcome, so a repeat with the same key gets the same answer. */
async function answerOf(run: () => Promise<unknown>): Promise<Outcome> {
  try {
    return { statusCode: 200, body: await run() };
  } catch (error) {
    if (error instanceof ApiError) return { statusCode: error.statusCode, body: error.toBody() };
    throw error;
  }
}

async function sendDocument(
  reply: FastifyReply,
  data: PayslipData | 'noPayroll' | 'noDocument',
  documentType: PayrollDocumentType,
  missing: () => ApiError,
) {
  if (data === 'noPayroll') throw missing();
  if (data === 'noDocument') throw documentNotFound();
  const pdf = await renderPayrollDocument(data, documentType);
  return reply
    .type('application/pdf')
    .header('content-length', String(pdf.length))
    .header(
      'content-disposition',
      `attachment; filename="${payrollDocumentFileName(data.payroll.number, documentType)}"`,
    )
    .send(pdf);
}

async function decline(
  tx: Tx,
  scope: PayrollScope,
  id: number,
  reason: string,
  now: Date,
): Promise<PayrollItemDetail> {
  for (let attempt = 0; attempt < MAX_DECISIONS; attempt += 1) {
    const from = await findPayrollItemStatus(tx, scope, id);
    if (from === undefined) throw itemNotFound();
    const to = requireTransition(
      payrollItemStatusMachine,
      from,
      { type: 'payrollItem.decline' },
      PAYROLL_ITEM_REFUSALS,
    );
    if (await movePayrollItemStatus(tx, scope, id, { from, to, reason })) {
      await addPayrollItemActivity(tx, scope, {
        payrollItemId: id,
        type: 'declined',
        caption: 'Declined',
        body: reason,
        recipient: FEEDBACK.recipient,
        dueDate: null,
        priority: null,
        at: now,
      });
      const item = await findPayrollItem(tx, scope, id);
      if (!item) throw itemNotFound();
      return item;
    }
  }
  throw new Error(`payroll item ${id} kept changing status while it was being declined`);
}

export async function payrollsRoutes(
  api: ApiInstance,
  { database, clock }: RouteContext,
): Promise<void> {
  const payrollsRead = { right: { resource: 'payrolls', action: 'READ' } } as const;
  // Feedback, decline and share links change the payroll's state: the person's EDIT right (OWN).
  const payrollsEdit = { right: { resource: 'payrolls', action: 'EDIT' } } as const;

  api.get(
    '/payrolls',
    {
      config: payrollsRead,
      schema: {
        querystring: pageQuery.extend({ status: z.enum(PAYROLL_STATUSES).optional() }),
        response: { 200: pageOf(payrollSchema) },
      },
    },
    async (request) => {
      const { limit, page, status } = request.query;
      const { items, total } = await listPayrolls(database.db, scopeOf(request), {
        limit,
        page,
        status,
      });
      return { items, total, page, limit };
    },
  );

  // SPEC.md §7 /persons/{id}/payrolls: one person's payrolls (the caller's own under OWN).
  api.get(
    '/persons/:id/payrolls',
    {
      config: payrollsRead,
      schema: {
        params: idParams,
        querystring: pageQuery.extend({ status: z.enum(PAYROLL_STATUSES).optional() }),
        response: { 200: pageOf(payrollSchema), 404: errorSchema },
      },
    },
    async (request) => {
      const { limit, page, status } = request.query;
      const scope = scopeOf(request);
      const ofPerson = await reachablePerson(database.db, scope, request.params.id);
      const { items, total } = await listPayrolls(
        database.db,
        { ...scope, ofPerson },
        { limit, page, status },
      );
      return { items, total, page, limit };
    },
  );

  api.get(
    '/payrolls/:number',
    {
      config: payrollsRead,
      schema: { params: numberParams, response: { 200: payrollDetailSchema, 404: errorSchema } },
    },
    async (request) => {
      const payroll = await findPayrollDetail(database.db, scopeOf(request), request.params.number);
      if (!payroll) throw payrollNotFound();
      return payroll;
    },
  );

  // Opening a new payroll marks it seen; the home's "payrolls to confirm" lists the new ones.
  api.post(
    '/payrolls/:number/seen',
    {
      config: payrollsRead,
      schema: { params: numberParams, response: { 200: payrollSchema, 404: errorSchema } },
    },
    async (request) => {
      const payroll = await database.transaction((tx) =>
        markPayrollSeen(tx, scopeOf(request), request.params.number, clock.now()),
      );
      if (!payroll) throw payrollNotFound();
      return payroll;
    },
  );

  api.get(
    '/payrolls/:number/documents/:documentType',
    {
      config: payrollsRead,
      schema: { params: documentParams, response: { 400: errorSchema, 404: errorSchema } },
    },
    async (request, reply) => {
      const { number, documentType } = request.params;
      return sendDocument(
        reply,
        await findDocumentData(database.db, scopeOf(request), number, documentType),
        documentType,
        payrollNotFound,
      );
    },
  );

  api.get(
    '/payrollDocuments',
    {
      config: payrollsRead,
      schema: { response: { 200: z.strictObject({ items: z.array(payrollDocumentSchema) }) } },
    },
    async (request) => ({ items: await listPayrollDocuments(database.db, scopeOf(request)) }),
  );

  api.get(
    '/payrollItems/:id',
    {
      config: payrollsRead,
      schema: { params: idParams, response: { 200: payrollItemDetailSchema, 404: errorSchema } },
    },
    async (request) => {
      const item = await findPayrollItem(database.db, scopeOf(request), request.params.id);
      if (!item) throw itemNotFound();
      return item;
    },
  );

  // Feedback to accounting (SPEC.md §7): a to-do activity for the Accountants, due tomorrow, priority 1.
  api.post(
    '/payrollItems/:id/activities',
    {
      config: payrollsEdit,
      schema: {
        params: idParams,
        headers: idempotencyHeaders,
        body: z.strictObject({ body: note(2000) }),
        response: { 200: payrollItemActivitySchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      const { id } = request.params;
      const outcome = await database.transaction((tx) =>
        runIdempotent(
          tx,
          {
            tenantId: scope.tenantId,
            principal: (request.principal as Principal).subject,
            key: request.headers['idempotency-key'],
            method: 'POST',
            path: `/payrollItems/${id}/activities`,
          },
          () =>
            answerOf(async () => {
              if ((await findPayrollItemStatus(tx, scope, id)) === undefined) throw itemNotFound();
              const now = clock.now();
              const dueDate = isoDayAfter(now, FEEDBACK.dueInDays);
              const activity = await addPayrollItemActivity(tx, scope, {
                payrollItemId: id,
                type: FEEDBACK.type,
                caption: FEEDBACK.caption,
                body: request.body.body,
                recipient: FEEDBACK.recipient,
                dueDate,
                priority: FEEDBACK.priority,
                at: now,
              });
              // The accountants' to-do, in the to-do calendar (todo-calendar area, api/routes/todo-calendar/README.md, To-dos and payroll feedback).
              await addPayrollFeedbackToDo(tx, {
                tenantId: scope.tenantId,
                payrollItemActivityId: activity.id,
                caption: FEEDBACK.caption,
                body: request.body.body,
                recipient: FEEDBACK.recipient,
                dueDate,
                priority: FEEDBACK.priority,
                at: now,
              });
              return activity;
            }),
        ),
      );
      return reply.code(outcome.statusCode as 200 | 404).send(outcome.body as never);
    },
  );

  api.post(
    '/payrollItems/:id/decline',
    {
      config: payrollsEdit,
      schema: {
        params: idParams,
        body: z.strictObject({ reason: note(500) }),
        response: { 200: payrollItemDetailSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) =>
      database.transaction((tx) =>
        decline(tx, scopeOf(request), request.params.id, request.body.reason, clock.now()),
      ),
  );

  // Payments by bank transfer: only with bankTransfers READ (SPEC.md §6); always the caller's own under OWN.
  api.get(
    '/bankTransfers',
    {
      config: { right: { resource: 'bankTransfers', action: 'READ' } },
      schema: {
        querystring: pageQuery.extend({ payrollNumber: payrollNumber.optional() }),
        response: { 200: pageOf(bankTransferSchema) },
      },
    },
    async (request) => {
      const { limit, page, payrollNumber: number } = request.query;
      const { items, total } = await listBankTransfers(database.db, scopeOf(request), {
        limit,
        page,
        payrollNumber: number,
      });
      return { items, total, page, limit };
    },
  );

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

export default defineApiArea({ name: 'payrolls', routes: payrollsRoutes });
