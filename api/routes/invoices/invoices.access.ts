import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Principal } from '../../auth/accounts';
import { personRoles, roles } from '../../db/core.tables';
import type { Clock } from '../../../machines/clock';
import type { Database, Db, Tx } from '../../db/database';
import { badUserInput, conflict, forbidden, notFound } from '../../lib/errors';
import { runIdempotent } from '../../lib/idempotency';
import { idParam, pageQuery, text } from '../../lib/schemas';
import { findTaxType } from '../tax-types/tax-types.public';
import { itemAmountCents } from './invoices.money';
import { findInvoiceDetail, findInvoiceRow } from './invoices.repository';
import type { InvoiceScope, NewItem } from './invoices.repository';
import { INVOICE_DOCUMENT_TYPES, INVOICE_STATUSES } from './invoices.schemas';
import type { InvoiceDetail, InvoiceItemInput } from './invoices.schemas';

// What every invoices registrar shares: the rights its routes declare, what the caller may read
// and write, the draft that alone changes, and a write run once per key.

const invoiceNotFound = () => notFound('Invoice not found', 'INVOICE_NOT_FOUND');
export const itemNotFound = () => notFound('Invoice item not found', 'INVOICE_ITEM_NOT_FOUND');
const clientLoginNeeded = () =>
  forbidden('Client invoices need a client login (or an office login with ALL)');

const invoiceNumber = text().min(1).max(40);
export const numberParams = z.strictObject({ number: invoiceNumber });
export const itemParams = z.strictObject({ number: invoiceNumber, id: idParam });
export const documentParams = z.strictObject({
  number: invoiceNumber,
  documentType: z.enum(INVOICE_DOCUMENT_TYPES),
});
export const idParams = z.strictObject({ id: idParam });
export const listQuery = pageQuery.extend({ status: z.enum(INVOICE_STATUSES).optional() });

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
export async function readScope(db: Db, request: FastifyRequest, now: Date): Promise<InvoiceScope> {
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
export async function writeScope(
  db: Db,
  request: FastifyRequest,
  now: Date,
): Promise<InvoiceScope> {
  const principal = request.principal as Principal;
  if (request.permission !== 'ALL' || !officeLogin(await loginTypesOf(db, principal)))
    throw forbidden('Only the office writes invoices');
  return { tenantId: principal.tenantId, companyId: null, withDrafts: true, today: today(now) };
}

/** The draft by number, for a change; an issued or paid invoice is no longer edited (409). */
export async function draftOf(tx: Tx, scope: InvoiceScope, number: string) {
  const row = await findInvoiceRow(tx, scope, number);
  if (!row) throw invoiceNotFound();
  if (row.invoice.state !== 'draft')
    throw conflict('Only a draft invoice is edited', 'INVOICE_NOT_DRAFT');
  return row.invoice;
}

/** An item as the caller wrote it, checked: the tax type is the tenant's, a sent amount agrees. */
export async function checkedItem(
  tx: Tx,
  tenantId: number,
  input: InvoiceItemInput,
): Promise<NewItem> {
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
export function sendPdf(reply: FastifyReply, pdf: Buffer, fileName: string) {
  return reply
    .type('application/pdf')
    .header('content-length', String(pdf.length))
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(pdf);
}

export async function detailOrThrow(
  db: Db,
  scope: InvoiceScope,
  number: string,
): Promise<InvoiceDetail> {
  const detail = await findInvoiceDetail(db, scope, number);
  if (!detail) throw invoiceNotFound();
  return detail;
}

export const invoicesRead = { right: { resource: 'invoices', action: 'READ' } } as const;
export const invoicesCreate = { right: { resource: 'invoices', action: 'CREATE' } } as const;
export const invoicesEdit = { right: { resource: 'invoices', action: 'EDIT' } } as const;

/**
 * A write in one transaction under an optional Idempotency-Key: a refusal throws and rolls the
 * whole transaction back (key included), so a refused request writes nothing at all.
 */
export function writeIn(database: Database, clock: Clock) {
  return async function write<T>(
    request: FastifyRequest,
    path: string,
    run: (tx: Tx, scope: InvoiceScope) => Promise<T>,
    statusCode = 200,
  ) {
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
          now: clock.now(),
        },
        async () => ({ statusCode, body: await run(tx, scope) }),
      ),
    );
  };
}
