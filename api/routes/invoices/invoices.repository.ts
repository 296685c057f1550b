import { and, asc, desc, eq, inArray, max, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { companies } from '../../db/core.tables';
import { formatNullableTimestamp } from '../../lib/format';
import { projects } from '../../db/tables/projects.tables';
import { taxTypes } from '../../db/tables/tax-types.tables';
import { invoiceTotals, itemAmountCents } from './invoices.money';
import type { InvoiceTotals } from './invoices.money';
import { invoiceItems, invoices } from './invoices.tables';
import type {
  Invoice,
  InvoiceDetail,
  InvoiceDocument,
  InvoiceItem,
  InvoiceStatus,
} from './invoices.schemas';

/**
 * Which invoices a caller sees: a client (OWN) their company's issued and paid ones; the office
 * (ALL) the tenant's, drafts included. `today` (ISO day) decides what is overdue.
 */
export interface InvoiceScope {
  tenantId: number;
  /** Only this company's (a client's own); null: the tenant's. */
  companyId: number | null;
  /** Drafts are the office's: a client never sees one. */
  withDrafts: boolean;
  today: string;
}

/** The status shown: overdue is an issued invoice past its due date, derived, never stored. */
export function statusOf(
  state: 'draft' | 'issued' | 'paid',
  dueDate: string,
  today: string,
): InvoiceStatus {
  if (state === 'draft' || state === 'paid') return state;
  return dueDate < today ? 'overdue' : 'open';
}

function statusCondition(status: InvoiceStatus, today: string): SQL | undefined {
  switch (status) {
    case 'draft':
      return eq(invoices.state, 'draft');
    case 'paid':
      return eq(invoices.state, 'paid');
    case 'overdue':
      return and(eq(invoices.state, 'issued'), sql`${invoices.dueDate} < ${today}`);
    case 'open':
      return and(eq(invoices.state, 'issued'), sql`${invoices.dueDate} >= ${today}`);
  }
}

export function visibleInvoices(scope: InvoiceScope): SQL | undefined {
  return and(
    eq(invoices.tenantId, scope.tenantId),
    scope.companyId === null ? undefined : eq(invoices.companyId, scope.companyId),
    scope.withDrafts ? undefined : sql`${invoices.state} <> 'draft'`,
  );
}

const invoiceColumns = {
  invoice: invoices,
  company: { id: companies.id, name: companies.name },
  project: { id: projects.id, number: projects.number, name: projects.name },
};
type InvoiceRow = {
  invoice: typeof invoices.$inferSelect;
  company: { id: number; name: string };
  project: { id: number; number: string; name: string } | null;
};

function selectInvoices(db: Db) {
  return db
    .select(invoiceColumns)
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .leftJoin(projects, eq(projects.id, invoices.projectId));
}

/** The items of some invoices of one tenant, in position order, with their tax types. */
async function itemsOf(
  db: Db,
  tenantId: number,
  invoiceIds: number[],
): Promise<Map<number, InvoiceItem[]>> {
  const byInvoice = new Map<number, InvoiceItem[]>(invoiceIds.map((id) => [id, []]));
  if (invoiceIds.length === 0) return byInvoice;
  const rows = await db
    .select({
      item: invoiceItems,
      taxType: {
        id: taxTypes.id,
        caption: taxTypes.caption,
        rateBasisPoints: taxTypes.rateBasisPoints,
      },
    })
    .from(invoiceItems)
    .innerJoin(taxTypes, eq(taxTypes.id, invoiceItems.taxTypeId))
    .where(and(eq(invoiceItems.tenantId, tenantId), inArray(invoiceItems.invoiceId, invoiceIds)))
    .orderBy(asc(invoiceItems.invoiceId), asc(invoiceItems.position), asc(invoiceItems.id));
  for (const { item, taxType } of rows) {
    byInvoice.get(item.invoiceId)?.push({
      id: item.id,
      position: item.position,
      description: item.description,
      quantityHundredths: item.quantityHundredths,
      unitPriceCents: item.unitPriceCents,
      taxType,
      amountCents: itemAmountCents(item.quantityHundredths, item.unitPriceCents),
    });
  }
  return byInvoice;
}

function toInvoice(
  { invoice, company, project }: InvoiceRow,
  totals: InvoiceTotals,
  today: string,
): Invoice {
  return {
    id: invoice.id,
    number: invoice.number,
    company,
    project,
    type: invoice.type,
    status: statusOf(invoice.state, invoice.dueDate, today),
    clientReference: invoice.clientReference,
    date: invoice.date,
    dueDate: invoice.dueDate,
    currency: invoice.currency,
    netCents: totals.netCents,
    taxCents: totals.taxCents,
    totalCents: totals.totalCents,
    issuedAt: formatNullableTimestamp(invoice.issuedAt),
    paidAt: formatNullableTimestamp(invoice.paidAt),
  };
}

export function invoiceFileName(number: string): string {
  return `invoice-${number}.pdf`;
}

/** A draft has no document yet: the PDF is the issued invoice's. */
function documentsOf(invoice: typeof invoices.$inferSelect): InvoiceDocument[] {
  if (invoice.state === 'draft') return [];
  return [
    {
      documentType: 'invoice',
      fileName: invoiceFileName(invoice.number),
      contentType: 'application/pdf',
    },
  ];
}

/** The invoices the scope sees, newest first; with a status, only those. */
export async function listInvoices(
  db: Db,
  scope: InvoiceScope,
  options: { limit: number; page: number; status?: InvoiceStatus; companyId?: number },
): Promise<{ items: Invoice[]; total: number }> {
  const where = and(
    visibleInvoices(scope),
    options.status ? statusCondition(options.status, scope.today) : undefined,
    options.companyId === undefined ? undefined : eq(invoices.companyId, options.companyId),
  );
  const rows = await selectInvoices(db)
    .where(where)
    .orderBy(desc(invoices.date), desc(invoices.id))
    .limit(options.limit)
    .offset((options.page - 1) * options.limit);
  const [counted] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(invoices)
    .where(where);
  const items = await itemsOf(
    db,
    scope.tenantId,
    rows.map((row) => row.invoice.id),
  );
  return {
    items: rows.map((row) =>
      toInvoice(row, invoiceTotals(items.get(row.invoice.id) ?? []), scope.today),
    ),
    total: counted?.total ?? 0,
  };
}

/** The open and overdue invoices the scope sees, counted and summed per currency (the home). */
export async function openInvoicesSummary(
  db: Db,
  scope: InvoiceScope,
): Promise<{
  count: number;
  overdueCount: number;
  totals: Array<{ currency: string; totalCents: number }>;
}> {
  const rows = await db
    .select({ id: invoices.id, dueDate: invoices.dueDate, currency: invoices.currency })
    .from(invoices)
    .where(and(visibleInvoices(scope), eq(invoices.state, 'issued')));
  const items = await itemsOf(
    db,
    scope.tenantId,
    rows.map((row) => row.id),
  );
  const sums = new Map<string, number>();
  for (const row of rows)
    sums.set(
      row.currency,
      (sums.get(row.currency) ?? 0) + invoiceTotals(items.get(row.id) ?? []).totalCents,
    );
  return {
    count: rows.length,
    overdueCount: rows.filter((row) => row.dueDate < scope.today).length,
    totals: [...sums.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currency, totalCents]) => ({ currency, totalCents })),
  };
}

export async function findInvoiceRow(
  db: Db,
  scope: InvoiceScope,
  number: string,
): Promise<InvoiceRow | undefined> {
  const [row] = await selectInvoices(db)
    .where(and(visibleInvoices(scope), eq(invoices.number, number)))
    .limit(1);
  return row;
}

export async function findInvoiceDetail(
  db: Db,
  scope: InvoiceScope,
  number: string,
): Promise<InvoiceDetail | undefined> {
  const row = await findInvoiceRow(db, scope, number);
  if (!row) return undefined;
  const items = (await itemsOf(db, scope.tenantId, [row.invoice.id])).get(row.invoice.id) ?? [];
  const totals = invoiceTotals(items);
  return {
    ...toInvoice(row, totals, scope.today),
    items,
    taxes: totals.taxes,
    documents: documentsOf(row.invoice),
  };
}

export interface NewItem {
  description: string;
  quantityHundredths: number;
  unitPriceCents: number;
  taxTypeId: number;
}

export async function nextPosition(db: Db, tenantId: number, invoiceId: number): Promise<number> {
  const [row] = await db
    .select({ last: max(invoiceItems.position) })
    .from(invoiceItems)
    .where(and(eq(invoiceItems.tenantId, tenantId), eq(invoiceItems.invoiceId, invoiceId)));
  return (row?.last ?? 0) + 1;
}

export async function insertItems(
  db: Db,
  tenantId: number,
  invoiceId: number,
  items: NewItem[],
): Promise<number[]> {
  if (items.length === 0) return [];
  const first = await nextPosition(db, tenantId, invoiceId);
  const rows = await db
    .insert(invoiceItems)
    .values(items.map((item, index) => ({ tenantId, invoiceId, position: first + index, ...item })))
    .returning({ id: invoiceItems.id });
  return rows.map((row) => row.id);
}

export async function updateItem(
  db: Db,
  tenantId: number,
  invoiceId: number,
  itemId: number,
  values: NewItem,
): Promise<boolean> {
  const rows = await db
    .update(invoiceItems)
    .set(values)
    .where(
      and(
        eq(invoiceItems.tenantId, tenantId),
        eq(invoiceItems.invoiceId, invoiceId),
        eq(invoiceItems.id, itemId),
      ),
    )
    .returning({ id: invoiceItems.id });
  return rows.length > 0;
}

export async function deleteItem(
  db: Db,
  tenantId: number,
  invoiceId: number,
  itemId: number,
): Promise<boolean> {
  const rows = await db
    .delete(invoiceItems)
    .where(
      and(
        eq(invoiceItems.tenantId, tenantId),
        eq(invoiceItems.invoiceId, invoiceId),
        eq(invoiceItems.id, itemId),
      ),
    )
    .returning({ id: invoiceItems.id });
  return rows.length > 0;
}

/** The tenant's next invoice number of a year: 2026-0001, 2026-0002 … (drafts included). */
export async function nextInvoiceNumber(db: Db, tenantId: number, year: number): Promise<string> {
  const [row] = await db
    .select({ last: max(invoices.number) })
    .from(invoices)
    .where(and(eq(invoices.tenantId, tenantId), sql`${invoices.number} like ${`${year}-%`}`));
  const last = row?.last ? Number(row.last.slice(5)) : 0;
  return `${year}-${String((Number.isFinite(last) ? last : 0) + 1).padStart(4, '0')}`;
}
