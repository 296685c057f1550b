import { and, eq } from 'drizzle-orm';
import type { Principal } from '../../auth/accounts';
import { badUserInput, notFound } from '../../lib/errors';
import { idempotencyHeaders } from '../../lib/input.schemas';
import { errorSchema } from '../../lib/schemas';
import type { ApiInstance, RouteContext } from '../../types';
import { createDraftForProject } from './invoices.drafts';
import { invoiceTotals } from './invoices.money';
import { createInvoiceInput, invoiceDetailSchema, issueInvoiceInput } from './invoices.schemas';
import type { InvoiceDetail } from './invoices.schemas';
import { invoices } from './invoices.tables';
import {
  numberParams,
  readScope,
  draftOf,
  detailOrThrow,
  invoicesRead,
  invoicesCreate,
  invoicesEdit,
  writeIn,
} from './invoices.access';

// One invoice: read it, make a draft, issue it.
export async function invoiceRoutes(
  api: ApiInstance,
  { database, clock }: RouteContext,
): Promise<void> {
  const write = writeIn(database, clock);

  api.get(
    '/invoices/:number',
    {
      config: invoicesRead,
      schema: {
        params: numberParams,
        response: { 200: invoiceDetailSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) =>
      detailOrThrow(
        database.db,
        await readScope(database.db, request, clock.now()),
        request.params.number,
      ),
  );

  // invoices CREATE: a draft for a project's worked hours, priced with the project's rate card.
  api.post(
    '/invoices',
    {
      config: invoicesCreate,
      schema: {
        headers: idempotencyHeaders,
        body: createInvoiceInput,
        response: {
          201: invoiceDetailSchema,
          400: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const principal = request.principal as Principal;
      const outcome = await write(
        request,
        '/invoices',
        async (tx, scope) => {
          const made = await createDraftForProject(tx, {
            tenantId: scope.tenantId,
            ...request.body,
            createdByPersonId: principal.personId,
            now: clock.now(),
          });
          if (made === 'noProject') throw notFound('Project not found', 'PROJECT_NOT_FOUND');
          if (made === 'nothingToBill')
            throw badUserInput(
              'The project has no worked hours with a rate to bill',
              'INVOICE_NOTHING_TO_BILL',
            );
          if (made === 'noTaxType')
            throw badUserInput('The tenant has no tax types', 'TAX_TYPE_NOT_FOUND');
          return detailOrThrow(tx, scope, made.number);
        },
        201,
      );
      return reply.code(outcome.statusCode as 201).send(outcome.body as InvoiceDetail);
    },
  );

  // Issuing: the caller says the total it saw; the api recomputes it from the items and refuses a
  // different one (a tampered or stale total), so what is issued is what was shown.
  api.post(
    '/invoices/:number/issue',
    {
      config: invoicesEdit,
      schema: {
        params: numberParams,
        headers: idempotencyHeaders,
        body: issueInvoiceInput,
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
      const outcome = await write(request, `/invoices/${number}/issue`, async (tx, scope) => {
        const draft = await draftOf(tx, scope, number);
        const detail = await detailOrThrow(tx, scope, number);
        if (detail.items.length === 0)
          throw badUserInput('An invoice without items is not issued', 'INVOICE_NOTHING_TO_BILL');
        const { totalCents } = invoiceTotals(detail.items);
        if (request.body.totalCents !== totalCents) {
          throw badUserInput(
            `The total ${request.body.totalCents} does not match the items (${totalCents})`,
            'INVOICE_TOTAL_MISMATCH',
          );
        }
        const now = clock.now();
        await tx
          .update(invoices)
          .set({ state: 'issued', issuedAt: now })
          .where(
            and(
              eq(invoices.tenantId, scope.tenantId),
              eq(invoices.id, draft.id),
              eq(invoices.state, 'draft'),
            ),
          );
        return detailOrThrow(tx, scope, number);
      });
      return reply.code(200).send(outcome.body as InvoiceDetail);
    },
  );
}
