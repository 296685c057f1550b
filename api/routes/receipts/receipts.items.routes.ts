import { z } from 'zod';
import type { Db } from '../../db/database';
import { taxCents } from '../../../machines/receiptRules';
import { badUserInput, notFound } from '../../lib/errors';
import { errorSchema, idParam } from '../../lib/schemas';
import type { ApiInstance } from '../../types';
import { findTaxType } from '../tax-types/tax-types.public';
import {
  checkAllowed,
  idParams,
  idempotentIn,
  receiptNotFound,
  receiptsCreate,
  receiptsDelete,
  receiptsRead,
  scopeOf,
  type ReceiptsRouteContext,
} from './receipts.access';
import {
  deleteItem,
  findChargeType,
  findItem,
  findReceipt,
  insertItem,
  receiptDetail,
  receiptItemsOf,
  updateItem,
} from './receipts.repository';
import { receiptDetailSchema, receiptItemInput, receiptItemSchema } from './receipts.schemas';

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

// A receipt's items: listed, added, changed in place and deleted while the receipt is not approved.
export async function receiptItemsRoutes(
  api: ApiInstance,
  { database, clock }: ReceiptsRouteContext,
): Promise<void> {
  const { db } = database;
  const idempotent = idempotentIn(database, clock);

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
}
