import { z } from 'zod';
import { RECEIPT_STATUSES } from '../../../machines/receiptRules';
import { badUserInput, notFound } from '../../lib/errors';
import { errorSchema, okSchema, pageOf, pageQuery, text } from '../../lib/schemas';
import type { ApiInstance } from '../../types';
import {
  checkAllowed,
  idParams,
  idempotentIn,
  receiptNotFound,
  receiptsCreate,
  receiptsDelete,
  receiptsRead,
  scopeOf,
  today,
  type ReceiptsRouteContext,
} from './receipts.access';
import {
  deleteReceipt,
  findCompanyInTenant,
  findReceipt,
  findTemplateRow,
  insertReceipt,
  itemRowsOf,
  listReceipts,
  receiptDetail,
  templateItemRows,
} from './receipts.repository';
import { receiptCreateInput, receiptDetailSchema, receiptSchema } from './receipts.schemas';

// The receipts themselves: the lists (the caller's, a company's), one receipt, a new one from a
// template or a copy, and its deletion with its photos' files.
export async function receiptRoutes(
  api: ApiInstance,
  { database, clock, storage }: ReceiptsRouteContext,
): Promise<void> {
  const { db } = database;
  const idempotent = idempotentIn(database, clock);

  api.get(
    '/receipts',
    {
      config: receiptsRead,
      schema: {
        querystring: pageQuery.extend({
          number: text().trim().min(1).max(40).optional(),
          /** One status only: `submitted` is the office's queue (with ALL), the longest waiting first. */
          status: z.enum(RECEIPT_STATUSES).optional(),
        }),
        response: { 200: pageOf(receiptSchema), 400: errorSchema },
      },
    },
    async (request) => {
      const { limit, page, number, status } = request.query;
      const { items, total } = await listReceipts(
        db,
        scopeOf(request),
        {
          ...(number === undefined ? {} : { number }),
          ...(status === undefined ? {} : { status }),
        },
        { limit, page },
      );
      return { items, total, page, limit };
    },
  );

  api.get(
    '/companies/:id/receipts',
    {
      config: receiptsRead,
      schema: {
        params: idParams,
        querystring: pageQuery,
        response: { 200: pageOf(receiptSchema), 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const company = await findCompanyInTenant(db, scope.tenantId, request.params.id);
      if (!company) throw notFound('Company not found', 'COMPANY_NOT_FOUND');
      const { limit, page } = request.query;
      const { items, total } = await listReceipts(
        db,
        scope,
        { companyId: company.id },
        request.query,
      );
      return { items, total, page, limit };
    },
  );

  api.get(
    '/receipts/:id',
    {
      config: receiptsRead,
      schema: {
        params: idParams,
        response: { 200: receiptDetailSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const detail = await receiptDetail(db, scopeOf(request), request.params.id);
      if (!detail) throw receiptNotFound();
      return detail;
    },
  );

  // A new receipt from a company's template: its items, the caller's, a draft.
  api.post(
    '/receipts',
    {
      config: receiptsCreate,
      schema: {
        body: receiptCreateInput,
        response: {
          201: receiptDetailSchema,
          400: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      const { templateId, date, caption } = request.body;
      const outcome = await idempotent(request, '/receipts', async (tx) => {
        const template = await findTemplateRow(tx, scope.tenantId, templateId);
        if (!template)
          throw badUserInput('No receipt template of that id', 'RECEIPT_TEMPLATE_NOT_FOUND');
        const id = await insertReceipt(
          tx,
          {
            tenantId: scope.tenantId,
            personId: scope.personId,
            companyId: template.companyId,
            templateId: template.id,
            caption: caption ?? template.caption,
            receiptDate: date ?? today(clock.now()),
            createdAt: clock.now(),
          },
          await templateItemRows(tx, template.id),
        );
        return receiptDetail(tx, { ...scope, ownOnly: true }, id);
      });
      return reply
        .code(outcome.statusCode as 201)
        .send(outcome.body as z.infer<typeof receiptDetailSchema>);
    },
  );

  // A copy: a new draft of the caller's with the same company, caption and items, dated today; no photo.
  api.post(
    '/receipts/:id/copy',
    {
      config: receiptsCreate,
      schema: {
        params: idParams,
        response: {
          201: receiptDetailSchema,
          400: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      const source = await findReceipt(db, scope, request.params.id);
      if (!source) throw receiptNotFound();
      const outcome = await idempotent(request, `/receipts/${source.id}/copy`, async (tx) => {
        const id = await insertReceipt(
          tx,
          {
            tenantId: scope.tenantId,
            personId: scope.personId,
            companyId: source.companyId,
            templateId: source.templateId,
            caption: source.caption,
            receiptDate: today(clock.now()),
            createdAt: clock.now(),
          },
          await itemRowsOf(tx, source.id),
        );
        return receiptDetail(tx, { ...scope, ownOnly: true }, id);
      });
      return reply
        .code(outcome.statusCode as 201)
        .send(outcome.body as z.infer<typeof receiptDetailSchema>);
    },
  );

  api.delete(
    '/receipts/:id',
    {
      config: receiptsDelete,
      schema: {
        params: idParams,
        response: {
          200: okSchema,
          400: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const keys = await database.transaction(async (tx) => {
        const receipt = await findReceipt(tx, scope, request.params.id);
        if (!receipt) throw receiptNotFound();
        checkAllowed(receipt.status, 'delete');
        return deleteReceipt(tx, scope.tenantId, receipt.id);
      });
      // The files after the commit: a failed delete leaves an orphan file, never a row without its file.
      await Promise.all(keys.map((key) => storage.delete(key)));
      return { ok: true as const };
    },
  );
}
