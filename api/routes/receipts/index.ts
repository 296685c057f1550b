import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Principal } from '../../auth/accounts';
import type { Db } from '../../db/database';
import {
  decideReceipt,
  RECEIPT_STATUSES,
  receiptAllows,
  submitProblem,
  taxCents,
} from '../../../machines/receiptRules';
import type { ReceiptChange, ReceiptStatus } from '../../../machines/receiptRules';
import { defineApiArea } from '../../lib/area';
import { ApiError, badUserInput, conflict, forbidden, notFound } from '../../lib/errors';
import { outcomeOf, runIdempotent } from '../../lib/idempotency';
import {
  IMAGE_EXTENSIONS,
  readImageUpload,
  registerImageMultipart,
  sendImage,
} from '../../lib/image-upload';
import { decisionBody, reasonOf, recordOfficeDecision } from '../../lib/office-decisions';
import { errorSchema, idParam, pageOf, pageQuery, text } from '../../lib/schemas';
import { storageFromEnv } from '../../lib/storage';
import type { ApiInstance, RouteContext } from '../../types';
import { notify } from '../notifications/notify';
import { findTaxType } from '../tax-types/tax-types.repository';
import { readReceiptPhotoFile } from './receipts.images';
import {
  decideReceiptRow,
  deleteItem,
  submitReceiptRow,
  updateItem,
  deleteReceipt,
  findChargeType,
  findCompanyInTenant,
  findItem,
  findReceipt,
  findTemplateRow,
  insertItem,
  insertPhoto,
  insertReceipt,
  itemRowsOf,
  latestPhoto,
  listChargeTypes,
  listReceipts,
  listTemplates,
  receiptDetail,
  receiptItemsOf,
  templateItemRows,
} from './receipts.repository';
import type { ReceiptScope } from './receipts.repository';
import {
  chargeTypeSchema,
  receiptCreateInput,
  receiptDetailSchema,
  receiptItemInput,
  receiptItemSchema,
  receiptPhotoSchema,
  receiptSchema,
  receiptTemplateSchema,
} from './receipts.schemas';

// Receipts (SPEC.md §6 receipts READ, CREATE, DELETE; §7 /receipts with /items and
// /copy, DELETE /receiptItems/{id}, /companies/{id}/receipts and /receiptTemplates, /chargeTypes).
// OWN reaches the caller's own receipts only (a crew member), ALL the tenant's (the office); any
// other receipt is a 404. Creating (from a template, a copy, an item, a photo) needs CREATE,
// deleting needs DELETE; an approved receipt no longer changes (machines/receiptRules.ts).
// Totals are computed here from the items and never stored or taken from the client (api/routes/receipts/README.md, The api and its totals).

/** Larger photos are refused (413); the app compresses to far less and checks this first. */
export const MAX_RECEIPT_PHOTO_BYTES = 10 * 1024 * 1024;

const receiptsRead = { right: { resource: 'receipts', action: 'READ' } } as const;
const receiptsCreate = { right: { resource: 'receipts', action: 'CREATE' } } as const;
const receiptsDelete = { right: { resource: 'receipts', action: 'DELETE' } } as const;
/** The office's approval (receipts EDIT ALL): nobody decides their own receipt. */
const receiptsDecide = { right: { resource: 'receipts', action: 'EDIT' } } as const;

const idParams = z.strictObject({ id: idParam });
const receiptNotFound = () => notFound('Receipt not found', 'RECEIPT_NOT_FOUND');
const photoNotFound = () => notFound('Receipt photo not found', 'RECEIPT_PHOTO_NOT_FOUND');
const tooLarge = () =>
  new ApiError(413, 'BAD_USER_INPUT', `The photo is larger than ${MAX_RECEIPT_PHOTO_BYTES} bytes`, {
    reason: 'RECEIPT_PHOTO_TOO_LARGE',
  });

function scopeOf(request: FastifyRequest): ReceiptScope {
  const principal = request.principal as Principal;
  // A token without a person (project, plus crew) has no receipts of its own: id 0 matches none.
  return {
    tenantId: principal.tenantId,
    personId: principal.personId ?? 0,
    ownOnly: request.permission !== 'ALL',
  };
}

/** The caller's person (null for a token without one), for who decided. */
function principalPerson(request: FastifyRequest): number | null {
  return (request.principal as Principal).personId ?? null;
}

function checkAllowed(status: ReceiptStatus, change: ReceiptChange) {
  if (!receiptAllows(status, change))
    throw conflict('The receipt is approved and can no longer change', 'RECEIPT_APPROVED');
}

const today = (now: Date) => now.toISOString().slice(0, 10);

/**
 * An item as written (added or changed), checked: the charge and tax type are the tenant's, and a
 * sent total is the api's own amount plus tax; what is stored never takes the total from the caller.
 */
async function checkedItem(tx: Db, tenantId: number, input: z.infer<typeof receiptItemInput>) {
  const { chargeTypeId, description, amountCents, taxTypeId, totalCents } = input;
  if (!(await findChargeType(tx, tenantId, chargeTypeId)))
    throw badUserInput('No charge type of that id', 'CHARGE_TYPE_NOT_FOUND');
  const taxType = await findTaxType(tx, tenantId, taxTypeId);
  if (!taxType) throw badUserInput('No tax type of that id', 'TAX_TYPE_NOT_FOUND');
  const expected = amountCents + taxCents(amountCents, taxType.rateBasisPoints);
  if (totalCents !== undefined && totalCents !== expected) {
    throw badUserInput(
      `The total is ${expected} cents, not ${totalCents}`,
      'RECEIPT_TOTAL_MISMATCH',
    );
  }
  return { chargeTypeId, description, amountCents, taxTypeId };
}

export async function receiptsRoutes(
  api: ApiInstance,
  { database, config, clock }: RouteContext,
): Promise<void> {
  const { db } = database;
  const storage = storageFromEnv(process.env, config.dataDir);

  // Reference data of the item form, like /taxTypes: any signed-in user of the tenant (api/routes/receipts/README.md, The api and its totals).
  api.get(
    '/chargeTypes',
    {
      config: { authenticated: true },
      schema: {
        querystring: pageQuery,
        response: { 200: pageOf(chargeTypeSchema), 400: errorSchema },
      },
    },
    async (request) => {
      const { limit, page } = request.query;
      const { items, total } = await listChargeTypes(
        db,
        (request.principal as Principal).tenantId,
        request.query,
      );
      return { items, total, page, limit };
    },
  );

  // The templates a new receipt starts from: of every client company of the tenant (the create
  // screen's choice, api/routes/receipts/README.md, The api and its totals), and per company as SPEC.md §7 names it.
  api.get(
    '/receiptTemplates',
    {
      config: receiptsCreate,
      schema: {
        querystring: pageQuery,
        response: { 200: pageOf(receiptTemplateSchema), 400: errorSchema },
      },
    },
    async (request) => {
      const { limit, page } = request.query;
      const { items, total } = await listTemplates(
        db,
        scopeOf(request).tenantId,
        {},
        request.query,
      );
      return { items, total, page, limit };
    },
  );

  api.get(
    '/companies/:id/receiptTemplates',
    {
      config: receiptsCreate,
      schema: {
        params: idParams,
        querystring: pageQuery,
        response: { 200: pageOf(receiptTemplateSchema), 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const company = await findCompanyInTenant(db, scope.tenantId, request.params.id);
      if (!company) throw notFound('Company not found', 'COMPANY_NOT_FOUND');
      const { limit, page } = request.query;
      const { items, total } = await listTemplates(
        db,
        scope.tenantId,
        { companyId: company.id },
        request.query,
      );
      return { items, total, page, limit };
    },
  );

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

  api.get(
    '/receipts/:id/items',
    {
      config: receiptsRead,
      schema: {
        params: idParams,
        response: {
          200: z.strictObject({ items: z.array(receiptItemSchema) }),
          400: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => {
      const receipt = await findReceipt(db, scopeOf(request), request.params.id);
      if (!receipt) throw receiptNotFound();
      return { items: await receiptItemsOf(db, receipt.id) };
    },
  );

  /** Runs a create once per Idempotency-Key (decision 004) inside one transaction. */
  function idempotent<T>(
    request: FastifyRequest,
    path: string,
    run: (tx: typeof db) => Promise<T>,
    statusCode = 201,
  ) {
    const principal = request.principal as Principal;
    const key = request.headers['idempotency-key'];
    return database.transaction((tx) =>
      runIdempotent(
        tx,
        {
          tenantId: principal.tenantId,
          principal: principal.subject,
          key: typeof key === 'string' ? key : undefined,
          method: 'POST',
          path,
        },
        () => outcomeOf(() => run(tx), statusCode),
      ),
    );
  }

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

  api.post(
    '/receipts/:id/items',
    {
      config: receiptsCreate,
      schema: {
        params: idParams,
        body: receiptItemInput,
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
      const receipt = await findReceipt(db, scope, request.params.id);
      if (!receipt) throw receiptNotFound();
      checkAllowed(receipt.status, 'addItem');
      const outcome = await idempotent(request, `/receipts/${receipt.id}/items`, async (tx) => {
        await insertItem(
          tx,
          scope.tenantId,
          receipt.id,
          await checkedItem(tx, scope.tenantId, request.body),
        );
        return receiptDetail(tx, scope, receipt.id);
      });
      return reply
        .code(outcome.statusCode as 201)
        .send(outcome.body as z.infer<typeof receiptDetailSchema>);
    },
  );

  // The crew member hands the receipt in (draft, or rejected and corrected, with items): it then
  // waits for the office. The rule is machines/receiptRules.ts `submitProblem`, as the screen's.
  api.post(
    '/receipts/:id/submit',
    {
      config: receiptsCreate,
      schema: {
        params: idParams,
        response: {
          200: receiptDetailSchema,
          400: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      return database.transaction(async (tx) => {
        // The receipt as it is answered: its items decide, and only its status changes.
        const receipt = await receiptDetail(tx, scope, request.params.id);
        if (!receipt) throw receiptNotFound();
        const problem = submitProblem(receipt.status, receipt.items.length);
        if (problem === 'RECEIPT_NO_ITEMS')
          throw badUserInput('A receipt without items is not handed in', problem);
        if (problem === 'RECEIPT_APPROVED')
          throw conflict('The receipt is approved and can no longer change', problem);
        if (problem) throw conflict('The receipt has been handed in already', problem);
        const at = clock.now();
        await submitReceiptRow(tx, receipt.id, at);
        return receiptDetail(tx, scope, receipt.id);
      });
    },
  );

  // The office approves or rejects a handed-in receipt (receipts EDIT ALL; machines/receiptRules.ts
  // decideReceipt). The decision, its audit row and the answer to the person commit together; a
  // rejection says why (machines/officeDecisions.ts), or the 400 names `reason` and nothing is written.
  for (const verb of ['approve', 'reject'] as const) {
    api.post(
      `/receipts/:id/${verb}`,
      {
        config: receiptsDecide,
        schema: {
          params: idParams,
          body: decisionBody('receipt', verb),
          response: {
            200: receiptDetailSchema,
            400: errorSchema,
            403: errorSchema,
            404: errorSchema,
            409: errorSchema,
          },
        },
      },
      async (request) => {
        if (request.permission !== 'ALL')
          throw forbidden('Deciding a receipt needs receipts EDIT ALL');
        const scope = scopeOf(request);
        const reason = reasonOf('receipt', verb, request.body);
        const at = clock.now();
        return database.transaction(async (tx) => {
          const receipt = await receiptDetail(tx, scope, request.params.id);
          if (!receipt) throw receiptNotFound();
          const decision = decideReceipt(receipt.status, verb);
          if ('problem' in decision)
            throw conflict('Only a receipt handed in to the office is decided', decision.problem);
          const written = await decideReceiptRow(tx, scope.tenantId, receipt.id, {
            to: decision.to,
            at,
            by: principalPerson(request),
            reason,
          });
          // Another decision (or the crew member's change) came first: the rule on what is there now.
          if (!written) throw conflict('The receipt changed meanwhile', 'RECEIPT_NOT_SUBMITTED');
          await recordOfficeDecision(tx, {
            tenantId: scope.tenantId,
            subject: 'receipt',
            subjectId: receipt.id,
            personId: receipt.person.id,
            fromStatus: receipt.status,
            verb,
            reason,
            decidedBy: principalPerson(request),
            decidedAt: at,
          });
          await notify(tx, {
            tenantId: scope.tenantId,
            personId: receipt.person.id,
            type: 'receiptAnswered',
            text: verb === 'approve' ? 'receiptApproved' : 'receiptRejected',
            params: {
              number: receipt.number,
              // Cents: the text writes them as euros in the person's language (api/i18n).
              total: String(receipt.totalCents),
              ...(reason ? { reason } : {}),
            },
            url: `/receipt/${encodeURIComponent(receipt.number)}`,
            tag: `receipt-${receipt.id}`,
            now: at,
          });
          const decided = await receiptDetail(tx, scope, receipt.id);
          if (!decided) throw receiptNotFound();
          return decided;
        });
      },
    );
  }

  // An item changed in place (a template's item whose amount the crew member fills in), while the
  // receipt is not yet approved; the same checks as a new item, in one transaction.
  api.post(
    '/receipts/:id/items/:itemId',
    {
      config: receiptsCreate,
      schema: {
        params: z.strictObject({ id: idParam, itemId: idParam }),
        body: receiptItemInput,
        response: {
          200: receiptDetailSchema,
          400: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      const item = await findItem(db, scope, request.params.itemId);
      if (!item || item.receiptId !== request.params.id)
        throw notFound('Receipt item not found', 'RECEIPT_ITEM_NOT_FOUND');
      checkAllowed(item.status, 'changeItem');
      const outcome = await idempotent(
        request,
        `/receipts/${item.receiptId}/items/${item.id}`,
        async (tx) => {
          await updateItem(tx, item.id, await checkedItem(tx, scope.tenantId, request.body));
          return receiptDetail(tx, scope, item.receiptId);
        },
        200,
      );
      return reply
        .code(outcome.statusCode as 200)
        .send(outcome.body as z.infer<typeof receiptDetailSchema>);
    },
  );

  api.delete(
    '/receiptItems/:id',
    {
      config: receiptsDelete,
      schema: {
        params: idParams,
        response: {
          200: receiptDetailSchema,
          400: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const detail = await database.transaction(async (tx) => {
        const item = await findItem(tx, scope, request.params.id);
        if (!item) throw notFound('Receipt item not found', 'RECEIPT_ITEM_NOT_FOUND');
        checkAllowed(item.status, 'deleteItem');
        await deleteItem(tx, item.id);
        return receiptDetail(tx, scope, item.receiptId);
      });
      if (!detail) throw receiptNotFound();
      return detail;
    },
  );

  api.delete(
    '/receipts/:id',
    {
      config: receiptsDelete,
      schema: {
        params: idParams,
        response: {
          200: z.strictObject({ ok: z.literal(true) }),
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

  // The latest photo of the paper receipt, for whoever reads the receipt (pending ones too: their own upload).
  api.get(
    '/receipts/:id/photo/file',
    {
      config: receiptsRead,
      schema: { params: idParams, response: { 400: errorSchema, 404: errorSchema } },
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      const receipt = await findReceipt(db, scope, request.params.id);
      if (!receipt) throw receiptNotFound();
      const photo = await latestPhoto(db, scope.tenantId, receipt.id);
      const bytes = photo ? await readReceiptPhotoFile(storage, photo.storageKey) : undefined;
      if (!photo || !bytes) throw photoNotFound();
      reply.header('cache-control', 'private, no-store');
      return sendImage(reply, photo.contentType, bytes);
    },
  );

  // The upload: multipart with one file field, only here (its own scope and limits).
  await api.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    await registerImageMultipart(scope, MAX_RECEIPT_PHOTO_BYTES);
    scope.post(
      '/receipts/:id/photo',
      {
        config: receiptsCreate,
        schema: {
          params: idParams,
          response: {
            201: receiptPhotoSchema,
            400: errorSchema,
            404: errorSchema,
            409: errorSchema,
            413: errorSchema,
          },
        },
      },
      async (request, reply) => {
        const receiptScope = scopeOf(request);
        const receipt = await findReceipt(db, receiptScope, request.params.id);
        if (!receipt) throw receiptNotFound();
        checkAllowed(receipt.status, 'uploadPhoto');
        const { bytes, contentType } = await readImageUpload(request, {
          tooLarge,
          notAnImage: 'RECEIPT_PHOTO_NOT_AN_IMAGE',
          noun: 'photo',
        });
        const storageKey = `tenant-${receiptScope.tenantId}/receipt-photos/${receipt.id}-${randomUUID()}.${IMAGE_EXTENSIONS[contentType]}`;
        await storage.put(storageKey, bytes, contentType);
        try {
          const photo = await insertPhoto(db, {
            tenantId: receiptScope.tenantId,
            receiptId: receipt.id,
            storageKey,
            contentType,
            byteSize: bytes.length,
          });
          return reply.code(201).send(photo);
        } catch (error) {
          await storage.delete(storageKey);
          throw error;
        }
      },
    );
  });
}

export default defineApiArea({ name: 'receipts', routes: receiptsRoutes });
