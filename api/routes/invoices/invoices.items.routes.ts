import { z } from 'zod';
import { idempotencyHeaders } from '../../lib/input.schemas';
import { errorSchema } from '../../lib/schemas';
import type { ApiInstance, RouteContext } from '../../types';
import { deleteItem, insertItems, updateItem } from './invoices.repository';
import { invoiceDetailSchema, invoiceItemInput, invoiceItemSchema } from './invoices.schemas';
import type { InvoiceDetail } from './invoices.schemas';
import {
  itemNotFound,
  numberParams,
  itemParams,
  readScope,
  draftOf,
  checkedItem,
  detailOrThrow,
  invoicesRead,
  invoicesEdit,
  writeIn,
} from './invoices.access';

// A draft's items: read them, add, change and delete one.
export async function invoiceItemsRoutes(
  api: ApiInstance,
  { database, clock }: RouteContext,
): Promise<void> {
  const write = writeIn(database, clock);

  api.get(
    '/invoices/:number/items',
    {
      config: invoicesRead,
      schema: {
        params: numberParams,
        response: {
          200: z.strictObject({ items: z.array(invoiceItemSchema) }),
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => ({
      items: (
        await detailOrThrow(
          database.db,
          await readScope(database.db, request, clock.now()),
          request.params.number,
        )
      ).items,
    }),
  );

  // invoices EDIT: add, change and delete a draft's items; every answer is the whole invoice with its new totals.
  api.post(
    '/invoices/:number/items',
    {
      config: invoicesEdit,
      schema: {
        params: numberParams,
        headers: idempotencyHeaders,
        body: invoiceItemInput,
        response: {
          200: invoiceDetailSchema,
          400: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const { number } = request.params;
      const outcome = await write(request, `/invoices/${number}/items`, async (tx, scope) => {
        const draft = await draftOf(tx, scope, number);
        await insertItems(tx, scope.tenantId, draft.id, [
          await checkedItem(tx, scope.tenantId, request.body),
        ]);
        return detailOrThrow(tx, scope, number);
      });
      return reply.code(200).send(outcome.body as InvoiceDetail);
    },
  );

  // A change replaces the item (POST: the clients of this api speak GET, POST and DELETE).
  api.post(
    '/invoices/:number/items/:id',
    {
      config: invoicesEdit,
      schema: {
        params: itemParams,
        headers: idempotencyHeaders,
        body: invoiceItemInput,
        response: {
          200: invoiceDetailSchema,
          400: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const { number, id } = request.params;
      const outcome = await write(request, `/invoices/${number}/items/${id}`, async (tx, scope) => {
        const draft = await draftOf(tx, scope, number);
        if (
          !(await updateItem(
            tx,
            scope.tenantId,
            draft.id,
            id,
            await checkedItem(tx, scope.tenantId, request.body),
          ))
        )
          throw itemNotFound();
        return detailOrThrow(tx, scope, number);
      });
      return reply.code(200).send(outcome.body as InvoiceDetail);
    },
  );

  api.delete(
    '/invoices/:number/items/:id',
    {
      config: invoicesEdit,
      schema: {
        params: itemParams,
        headers: idempotencyHeaders,
        response: {
          200: invoiceDetailSchema,
          400: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const { number, id } = request.params;
      const outcome = await write(request, `/invoices/${number}/items/${id}`, async (tx, scope) => {
        const draft = await draftOf(tx, scope, number);
        if (!(await deleteItem(tx, scope.tenantId, draft.id, id))) throw itemNotFound();
        return detailOrThrow(tx, scope, number);
      });
      return reply.code(200).send(outcome.body as InvoiceDetail);
    },
  );
}
