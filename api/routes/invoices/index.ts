import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Principal } from '../../auth/accounts';
import { personRoles, roles, tenants } from '../../db/core.tables';
import type { Db, Tx } from '../../db/database';
import { defineApiArea } from '../../lib/area';
import { badUserInput, conflict, forbidden, notFound } from '../../lib/errors';
import { runIdempotent } from '../../lib/idempotency';
import { idempotencyHeaders } from '../../lib/input.schemas';
import { errorSchema, idParam, pageOf, pageQuery, text } from '../../lib/schemas';
import type { ApiInstance, RouteContext } from '../../types';
import { findTaxType } from '../tax-types/tax-types.repository';
import { billableProjects, createDraftForProject } from './invoices.drafts';
import { invoiceTotals, itemAmountCents } from './invoices.money';
import { renderInvoicePdf } from './invoices.pdf';
import { recipientLocale } from '../../i18n/recipient';
import {
  deleteItem,
  findInvoiceDetail,
  findInvoiceRow,
  insertItems,
  invoiceFileName,
  listInvoices,
  openInvoicesSummary,
  updateItem,
} from './invoices.repository';
import type { InvoiceScope, NewItem } from './invoices.repository';
import {
  INVOICE_DOCUMENT_TYPES,
  INVOICE_STATUSES,
  billableProjectSchema,
  createInvoiceInput,
  invoiceDetailSchema,
  invoiceDocumentSchema,
  invoiceItemInput,
  invoiceItemSchema,
  invoiceSchema,
  issueInvoiceInput,
} from './invoices.schemas';
import type { InvoiceDetail, InvoiceItemInput } from './invoices.schemas';
import { invoices } from './invoices.tables';

// Invoices (SPEC.md §6/§7, api/routes/invoices/README.md, Totals, access and the PDF). Reading needs the invoices right AND a login
// that may see client invoices: under OWN a client login of a company (their company's issued
// invoices), under ALL an office or planner login (the tenant's, drafts included). A crew login
// never sees client invoices, whatever its rights. Writes (CREATE a draft, EDIT its items, issue
// it) are the office's: ALL and an office or planner login. Totals are computed here from the
// items in integers; a total or amount the caller sends must agree, or nothing is written (400).

const invoiceNotFound = () => notFound('Invoice not found', 'INVOICE_NOT_FOUND');
const itemNotFound = () => notFound('Invoice item not found', 'INVOICE_ITEM_NOT_FOUND');
const clientLoginNeeded = () =>
  forbidden('Client invoices need a client login (or an office login with ALL)');

const invoiceNumber = text().min(1).max(40);
const numberParams = z.strictObject({ number: invoiceNumber });
const itemParams = z.strictObject({ number: invoiceNumber, id: idParam });
const documentParams = z.strictObject({
  number: invoiceNumber,
  documentType: z.enum(INVOICE_DOCUMENT_TYPES),
});
const idParams = z.strictObject({ id: idParam });
const listQuery = pageQuery.extend({ status: z.enum(INVOICE_STATUSES).optional() });

function today(now: Date): string {
  return now.toISOString().slice(0, 10);
}

async function loginTypesOf(db: Db, principal: Principal): Promise<Set<string>> {
  if (principal.type !== 'user' || principal.personId === null) return new Set();
  const rows = await db
    .selectDistinct({ loginType: roles.loginType })
    .from(personRoles)
    .innerJoin(roles, eq(roles.id, personRoles.roleId))
    .where(
      and(
        eq(personRoles.tenantId, principal.tenantId),
        eq(personRoles.personId, principal.personId),
      ),
    );
  return new Set(
    rows
      .map((row) => row.loginType)
      .filter((type): type is NonNullable<typeof type> => type !== null),
  );
}

const officeLogin = (types: Set<string>) => types.has('office') || types.has('planner');

/** What the caller may read (see the header); a crew-only login, a project or a plus crew: 403. */
async function readScope(db: Db, request: FastifyRequest, now: Date): Promise<InvoiceScope> {
  const principal = request.principal as Principal;
  const types = await loginTypesOf(db, principal);
  const base = { tenantId: principal.tenantId, today: today(now) };
  if (request.permission === 'ALL' && officeLogin(types))
    return { ...base, companyId: null, withDrafts: true };
  if (types.has('client') && principal.companyId !== null)
    return { ...base, companyId: principal.companyId, withDrafts: false };
  throw clientLoginNeeded();
}

/** Writing invoices: ALL and an office or planner login. */
async function writeScope(db: Db, request: FastifyRequest, now: Date): Promise<InvoiceScope> {
  const principal = request.principal as Principal;
  if (request.permission !== 'ALL' || !officeLogin(await loginTypesOf(db, principal)))
    throw forbidden('Only the office writes invoices');
  return { tenantId: principal.tenantId, companyId: null, withDrafts: true, today: today(now) };
}

/** The draft by number, for a change; an issued or paid invoice is no longer edited (409). */
async function draftOf(tx: Tx, scope: InvoiceScope, number: string) {
  const row = await findInvoiceRow(tx, scope, number);
  if (!row) throw invoiceNotFound();
  if (row.invoice.state !== 'draft')
    throw conflict('Only a draft invoice is edited', 'INVOICE_NOT_DRAFT');
  return row.invoice;
}

/** An item as the caller wrote it, checked: the tax type is the tenant's, a sent amount agrees. */
async function checkedItem(tx: Tx, tenantId: number, input: InvoiceItemInput): Promise<NewItem> {
  if (!(await findTaxType(tx, tenantId, input.taxTypeId)))
    throw badUserInput('Unknown tax type', 'TAX_TYPE_NOT_FOUND');
  const amount = itemAmountCents(input.quantityHundredths, input.unitPriceCents);
  if (input.amountCents !== undefined && input.amountCents !== amount) {
    throw badUserInput(
      `The amount ${input.amountCents} is not quantity × unit price (${amount})`,
      'INVOICE_TOTAL_MISMATCH',
    );
  }
  return {
    description: input.description.trim(),
    quantityHundredths: input.quantityHundredths,
    unitPriceCents: input.unitPriceCents,
    taxTypeId: input.taxTypeId,
  };
}

/** The PDF as a download (the typed reply knows only the JSON answers of the route's schema). */
function sendPdf(reply: FastifyReply, pdf: Buffer, fileName: string) {
  return reply
    .type('application/pdf')
    .header('content-length', String(pdf.length))
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(pdf);
}

async function detailOrThrow(db: Db, scope: InvoiceScope, number: string): Promise<InvoiceDetail> {
  const detail = await findInvoiceDetail(db, scope, number);
  if (!detail) throw invoiceNotFound();
  return detail;
}

export async function invoicesRoutes(
  api: ApiInstance,
  { database, clock }: RouteContext,
): Promise<void> {
  const invoicesRead = { right: { resource: 'invoices', action: 'READ' } } as const;
  const invoicesCreate = { right: { resource: 'invoices', action: 'CREATE' } } as const;
  const invoicesEdit = { right: { resource: 'invoices', action: 'EDIT' } } as const;

  /**
   * A write in one transaction under an optional Idempotency-Key: a refusal throws and rolls the
   * whole transaction back (key included), so a refused request writes nothing at all.
   */
  const write = async <T>(
    request: FastifyRequest,
    path: string,
    run: (tx: Tx, scope: InvoiceScope) => Promise<T>,
    statusCode = 200,
  ) => {
    const scope = await writeScope(database.db, request, clock.now());
    const headers = request.headers as { 'idempotency-key'?: string };
    return database.transaction((tx) =>
      runIdempotent(
        tx,
        {
          tenantId: scope.tenantId,
          principal: (request.principal as Principal).subject,
          key: headers['idempotency-key'],
          method: request.method,
          path,
        },
        async () => ({ statusCode, body: await run(tx, scope) }),
      ),
    );
  };

  api.get(
    '/invoices',
    {
      config: invoicesRead,
      schema: {
        querystring: listQuery,
        response: { 200: pageOf(invoiceSchema), 403: errorSchema },
      },
    },
    async (request) => {
      const { limit, page, status } = request.query;
      const { items, total } = await listInvoices(
        database.db,
        await readScope(database.db, request, clock.now()),
        { limit, page, status },
      );
      return { items, total, page, limit };
    },
  );

  // SPEC.md §7 /companies/{id}/invoices: one company's invoices; a client's only for their own company (404 otherwise).
  api.get(
    '/companies/:id/invoices',
    {
      config: invoicesRead,
      schema: {
        params: idParams,
        querystring: listQuery,
        response: { 200: pageOf(invoiceSchema), 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const scope = await readScope(database.db, request, clock.now());
      if (scope.companyId !== null && scope.companyId !== request.params.id)
        throw notFound('Company not found', 'COMPANY_NOT_FOUND');
      const { limit, page, status } = request.query;
      const { items, total } = await listInvoices(database.db, scope, {
        limit,
        page,
        status,
        companyId: request.params.id,
      });
      return { items, total, page, limit };
    },
  );

  // The home's open invoices: how many are open, how many overdue, their total per currency.
  api.get(
    '/openInvoices',
    {
      config: invoicesRead,
      schema: {
        response: {
          200: z.strictObject({
            count: z.number().int(),
            overdueCount: z.number().int(),
            totals: z.array(z.strictObject({ currency: z.string(), totalCents: z.number().int() })),
          }),
          403: errorSchema,
        },
      },
    },
    async (request) =>
      openInvoicesSummary(database.db, await readScope(database.db, request, clock.now())),
  );

  // invoices CREATE: the projects a draft can be made from, with the invoices already made from
  // each (the office's "new draft" list); office or planner login with ALL, like every write.
  api.get(
    '/billableProjects',
    {
      config: invoicesCreate,
      schema: {
        querystring: z.strictObject({ limit: z.coerce.number().int().min(1).max(200).default(50) }),
        response: { 200: z.array(billableProjectSchema), 400: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      const scope = await writeScope(database.db, request, clock.now());
      return billableProjects(database.db, scope.tenantId, request.query.limit);
    },
  );

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

  api.get(
    '/invoices/:number/documents',
    {
      config: invoicesRead,
      schema: {
        params: numberParams,
        response: {
          200: z.strictObject({ items: z.array(invoiceDocumentSchema) }),
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
      ).documents,
    }),
  );

  api.get(
    '/invoices/:number/documents/:documentType',
    {
      config: invoicesRead,
      schema: {
        params: documentParams,
        response: { 400: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const principal = request.principal as Principal;
      const invoice = await detailOrThrow(
        database.db,
        await readScope(database.db, request, clock.now()),
        request.params.number,
      );
      if (invoice.documents.length === 0)
        throw notFound('A draft invoice has no document yet', 'INVOICE_DOCUMENT_NOT_FOUND');
      const [tenant] = await database.db
        .select({ name: tenants.name })
        .from(tenants)
        .where(eq(tenants.id, principal.tenantId));
      // The reader's language (a client's contact or the office), by the app's rule.
      const pdf = await renderInvoicePdf({
        tenantName: tenant?.name ?? '',
        locale: await recipientLocale(database.db, principal.tenantId, {
          personId: principal.personId,
        }),
        invoice,
      });
      return sendPdf(reply, pdf, invoiceFileName(invoice.number));
    },
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

export default defineApiArea({ name: 'invoices', routes: invoicesRoutes });
