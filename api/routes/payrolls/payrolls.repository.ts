import { createHash } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { recipientLocale } from '../../i18n/recipient';
import type { Locale } from '../../i18n';
import { persons, tenants } from '../../db/core.tables';
import { formatNullableTimestamp, formatTimestamp } from '../../lib/format';
import type { PayrollItemStatus } from '../../../machines/payrollItemStatus.machine';
import { projectCrews, projects } from '../../db/tables/projects.tables';
import { projectCrewItems } from '../../db/tables/project-crew-items.tables';
import { bankTransfers, payrollDocuments, payrollShareLinks } from './payrolls.tables';
import { payrollItemActivities, payrollItems, payrolls } from '../../db/tables/payrolls.tables';
import type {
  BankTransfer,
  Payroll,
  PayrollDetail,
  PayrollDocument,
  PayrollDocumentType,
  PayrollItem,
  PayrollItemActivity,
  PayrollItemDetail,
  PublicPayroll,
  ShareLink,
} from './payrolls.schemas';

/** Whose rows a caller may see: OWN narrows to their own person, ALL to the tenant. */
export interface PayrollScope {
  tenantId: number;
  personId: number | null;
  ownOnly: boolean;
  /** Only this person's payrolls (GET /persons/{id}/payrolls), within what the scope sees. */
  ofPerson?: number;
}

/** OWN without a person (a project token) sees nothing, not everything. */
function ownedBy(
  scope: PayrollScope,
  column: typeof payrolls.personId | typeof bankTransfers.personId,
): SQL | undefined {
  if (!scope.ownOnly) return undefined;
  return scope.personId === null ? sql`false` : eq(column, scope.personId);
}

const visiblePayroll = (scope: PayrollScope) =>
  and(
    eq(payrolls.tenantId, scope.tenantId),
    ownedBy(scope, payrolls.personId),
    scope.ofPerson === undefined ? undefined : eq(payrolls.personId, scope.ofPerson),
  );

/**
 * The items' amounts and allowances, summed in the database (integer cents, exact). Written with
 * qualified names: drizzle leaves columns unqualified in a one-table select, and an unqualified
 * "id" inside the subquery would mean the item's id.
 */
const grossCents =
  sql<number>`coalesce((select sum(pi.amount_cents + pi.allowance_cents) from payroll_items pi where pi.payroll_id = "payrolls"."id" and pi.tenant_id = "payrolls"."tenant_id"), 0)`.mapWith(
    Number,
  );

function selectPayrolls(db: Db) {
  return db.select({ payroll: payrolls, gross: grossCents }).from(payrolls);
}

type PayrollRow = { payroll: typeof payrolls.$inferSelect; gross: number };

function toPayroll({ payroll, gross }: PayrollRow): Payroll {
  return {
    id: payroll.id,
    number: payroll.number,
    periodBegin: payroll.periodBegin,
    periodEnd: payroll.periodEnd,
    grossCents: gross,
    deductionsCents: payroll.deductionsCents,
    netCents: gross - payroll.deductionsCents,
    currency: payroll.currency,
    status: payroll.status,
    issuedAt: formatTimestamp(payroll.issuedAt),
    seenAt: formatNullableTimestamp(payroll.seenAt),
  };
}

/** The caller's payrolls, newest period first. */
export async function listPayrolls(
  db: Db,
  scope: PayrollScope,
  options: { limit: number; page: number; status?: Payroll['status'] },
): Promise<{ items: Payroll[]; total: number }> {
  const where = and(
    visiblePayroll(scope),
    options.status ? eq(payrolls.status, options.status) : undefined,
  );
  const rows = await db
    .select({
      payroll: payrolls,
      gross: grossCents,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(payrolls)
    .where(where)
    .orderBy(desc(payrolls.periodBegin), desc(payrolls.id))
    .limit(options.limit)
    .offset((options.page - 1) * options.limit);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && options.page > 1) {
    const [counted] = await db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(payrolls)
      .where(where);
    total = counted?.total ?? 0;
  }
  return { items: rows.map(toPayroll), total };
}

async function findPayrollRow(db: Db, scope: PayrollScope, number: string) {
  const [row] = await selectPayrolls(db)
    .where(and(visiblePayroll(scope), eq(payrolls.number, number)))
    .limit(1);
  return row;
}

export async function findPayroll(
  db: Db,
  scope: PayrollScope,
  number: string,
): Promise<Payroll | undefined> {
  const row = await findPayrollRow(db, scope, number);
  return row && toPayroll(row);
}

/** The items of some payrolls (of one tenant), by date, with the job's project where the item pays one. */
async function itemsOf(
  db: Db,
  tenantId: number,
  payrollIds: number[],
  where?: SQL,
): Promise<PayrollItem[]> {
  if (payrollIds.length === 0) return [];
  const rows = await db
    .select({
      item: payrollItems,
      payrollNumber: payrolls.number,
      currency: payrolls.currency,
      project: { number: projects.number, name: projects.name },
    })
    .from(payrollItems)
    .innerJoin(payrolls, eq(payrolls.id, payrollItems.payrollId))
    .leftJoin(
      projectCrewItems,
      and(
        eq(projectCrewItems.id, payrollItems.crewItemId),
        eq(projectCrewItems.tenantId, payrollItems.tenantId),
      ),
    )
    .leftJoin(projectCrews, eq(projectCrews.id, projectCrewItems.crewId))
    .leftJoin(projects, eq(projects.id, projectCrews.projectId))
    .where(
      and(eq(payrollItems.tenantId, tenantId), inArray(payrollItems.payrollId, payrollIds), where),
    )
    .orderBy(asc(payrollItems.date), asc(payrollItems.id));
  return rows.map(({ item, payrollNumber, currency, project }) => ({
    id: item.id,
    payrollId: item.payrollId,
    payrollNumber,
    date: item.date,
    description: item.description,
    jobId: project ? item.crewItemId : null,
    project,
    functionName: item.functionName,
    minutes: item.minutes,
    rateCents: item.rateCents,
    amountCents: item.amountCents,
    allowanceCents: item.allowanceCents,
    currency,
    status: item.status,
    declineReason: item.declineReason,
  }));
}

async function documentsOf(
  db: Db,
  scope: PayrollScope,
  payrollIds?: number[],
): Promise<PayrollDocument[]> {
  if (payrollIds?.length === 0) return [];
  const rows = await db
    .select({ document: payrollDocuments, payroll: payrolls })
    .from(payrollDocuments)
    .innerJoin(payrolls, eq(payrolls.id, payrollDocuments.payrollId))
    .where(
      and(
        eq(payrollDocuments.tenantId, scope.tenantId),
        visiblePayroll(scope),
        payrollIds ? inArray(payrolls.id, payrollIds) : undefined,
      ),
    )
    .orderBy(desc(payrolls.periodBegin), asc(payrollDocuments.documentType));
  return rows.map(({ document, payroll }) => ({
    id: document.id,
    payrollNumber: payroll.number,
    periodBegin: payroll.periodBegin,
    periodEnd: payroll.periodEnd,
    documentType: document.documentType,
    createdAt: formatTimestamp(document.createdAt),
  }));
}

export async function findPayrollDetail(
  db: Db,
  scope: PayrollScope,
  number: string,
): Promise<PayrollDetail | undefined> {
  const row = await findPayrollRow(db, scope, number);
  if (!row) return undefined;
  const [items, documents] = [
    await itemsOf(db, scope.tenantId, [row.payroll.id]),
    await documentsOf(db, scope, [row.payroll.id]),
  ];
  return { ...toPayroll(row), items, documents };
}

/** Every payroll document the caller may see, newest payroll first. */
export const listPayrollDocuments = (db: Db, scope: PayrollScope) => documentsOf(db, scope);

/** Opening a new payroll marks it seen (compare-and-set on 'new'); answers the payroll as it is now. */
export async function markPayrollSeen(
  db: Db,
  scope: PayrollScope,
  number: string,
  at: Date,
): Promise<Payroll | undefined> {
  await db
    .update(payrolls)
    .set({ status: 'seen', seenAt: at })
    .where(and(visiblePayroll(scope), eq(payrolls.number, number), eq(payrolls.status, 'new')));
  return findPayroll(db, scope, number);
}

/** A payroll item in the caller's scope, with its payroll's id (undefined: not there). */
async function findItemRow(db: Db, scope: PayrollScope, id: number) {
  const [row] = await db
    .select({ id: payrollItems.id, payrollId: payrollItems.payrollId, status: payrollItems.status })
    .from(payrollItems)
    .innerJoin(payrolls, eq(payrolls.id, payrollItems.payrollId))
    .where(
      and(
        eq(payrollItems.tenantId, scope.tenantId),
        eq(payrollItems.id, id),
        visiblePayroll(scope),
      ),
    )
    .limit(1);
  return row;
}

export async function findPayrollItemStatus(
  db: Db,
  scope: PayrollScope,
  id: number,
): Promise<PayrollItemStatus | undefined> {
  return (await findItemRow(db, scope, id))?.status;
}

export async function findPayrollItem(
  db: Db,
  scope: PayrollScope,
  id: number,
): Promise<PayrollItemDetail | undefined> {
  const row = await findItemRow(db, scope, id);
  if (!row) return undefined;
  const [item] = await itemsOf(db, scope.tenantId, [row.payrollId], eq(payrollItems.id, id));
  if (!item) return undefined;
  const activities = await db
    .select()
    .from(payrollItemActivities)
    .where(
      and(
        eq(payrollItemActivities.tenantId, scope.tenantId),
        eq(payrollItemActivities.payrollItemId, id),
      ),
    )
    .orderBy(desc(payrollItemActivities.createdAt), desc(payrollItemActivities.id));
  return { ...item, activities: activities.map(toActivity) };
}

function toActivity(row: typeof payrollItemActivities.$inferSelect): PayrollItemActivity {
  return {
    id: row.id,
    payrollItemId: row.payrollItemId,
    type: row.type,
    caption: row.caption,
    body: row.body,
    parameters: { recipient: row.recipient, dueDate: row.dueDate, priority: row.priority },
    createdAt: formatTimestamp(row.createdAt),
  };
}

export async function addPayrollItemActivity(
  db: Db,
  scope: PayrollScope,
  values: {
    payrollItemId: number;
    type: string;
    caption: string;
    body: string;
    recipient: string | null;
    dueDate: string | null;
    priority: number | null;
    at: Date;
  },
): Promise<PayrollItemActivity> {
  const [row] = await db
    .insert(payrollItemActivities)
    .values({
      tenantId: scope.tenantId,
      payrollItemId: values.payrollItemId,
      type: values.type,
      caption: values.caption,
      body: values.body,
      recipient: values.recipient,
      dueDate: values.dueDate,
      priority: values.priority,
      authorPersonId: scope.personId,
      createdAt: values.at,
    })
    .returning();
  if (!row) throw new Error('activity insert returned nothing');
  return toActivity(row);
}

/** Compare-and-set: moves the item to `to` only while it is still `from`; false when it lost a race. */
export async function movePayrollItemStatus(
  db: Db,
  scope: PayrollScope,
  id: number,
  change: { from: PayrollItemStatus; to: PayrollItemStatus; reason: string },
): Promise<boolean> {
  const visibleIds = db.select({ id: payrolls.id }).from(payrolls).where(visiblePayroll(scope));
  const [updated] = await db
    .update(payrollItems)
    .set({ status: change.to, declineReason: change.reason })
    .where(
      and(
        eq(payrollItems.tenantId, scope.tenantId),
        eq(payrollItems.id, id),
        eq(payrollItems.status, change.from),
        inArray(payrollItems.payrollId, visibleIds),
      ),
    )
    .returning({ id: payrollItems.id });
  return updated !== undefined;
}

export async function listBankTransfers(
  db: Db,
  scope: PayrollScope,
  options: { limit: number; page: number; payrollNumber?: string },
): Promise<{ items: BankTransfer[]; total: number }> {
  const where = and(
    eq(bankTransfers.tenantId, scope.tenantId),
    ownedBy(scope, bankTransfers.personId),
    options.payrollNumber === undefined ? undefined : eq(payrolls.number, options.payrollNumber),
  );
  const rows = await db
    .select({
      transfer: bankTransfers,
      payrollNumber: payrolls.number,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(bankTransfers)
    .leftJoin(
      payrolls,
      and(eq(payrolls.id, bankTransfers.payrollId), eq(payrolls.tenantId, bankTransfers.tenantId)),
    )
    .where(where)
    .orderBy(desc(bankTransfers.date), desc(bankTransfers.id))
    .limit(options.limit)
    .offset((options.page - 1) * options.limit);
  return {
    total: rows[0]?.total ?? 0,
    items: rows.map(({ transfer, payrollNumber }) => ({
      id: transfer.id,
      payrollNumber,
      date: transfer.date,
      reference: transfer.reference,
      recipient: transfer.recipient,
      amountCents: transfer.amountCents,
      currency: transfer.currency,
      description: transfer.description,
    })),
  };
}

/** What a payslip PDF shows: the tenant's name, the person's name, the payroll and its items. */
export interface PayslipData {
  tenantName: string;
  personName: string;
  /** The payroll's person's language (api/i18n/recipient.ts): the payslip is theirs, whoever opens it. */
  locale: Locale;
  payroll: Payroll;
  items: PayrollItem[];
}

async function payslipDataOf(db: Db, tenantId: number, row: PayrollRow): Promise<PayslipData> {
  const [names] = await db
    .select({ tenantName: tenants.name, personName: persons.name })
    .from(persons)
    .innerJoin(tenants, eq(tenants.id, persons.tenantId))
    .where(and(eq(persons.tenantId, tenantId), eq(persons.id, row.payroll.personId)))
    .limit(1);
  if (!names) throw new Error(`payroll ${row.payroll.id} has no person in its tenant`);
  const locale = await recipientLocale(db, tenantId, { personId: row.payroll.personId });
  return {
    ...names,
    locale,
    payroll: toPayroll(row),
    items: await itemsOf(db, tenantId, [row.payroll.id]),
  };
}

/** The payslip's data when the payroll (in scope) has a document of that type; undefined / 'noDocument' otherwise. */
export async function findDocumentData(
  db: Db,
  scope: PayrollScope,
  number: string,
  documentType: PayrollDocumentType,
): Promise<PayslipData | 'noPayroll' | 'noDocument'> {
  const row = await findPayrollRow(db, scope, number);
  if (!row) return 'noPayroll';
  const [document] = await db
    .select({ id: payrollDocuments.id })
    .from(payrollDocuments)
    .where(
      and(
        eq(payrollDocuments.tenantId, scope.tenantId),
        eq(payrollDocuments.payrollId, row.payroll.id),
        eq(payrollDocuments.documentType, documentType),
      ),
    )
    .limit(1);
  if (!document) return 'noDocument';
  return payslipDataOf(db, scope.tenantId, row);
}

// Share links: the token is 32 random bytes (base64url); only its SHA-256 is stored.

export const hashShareToken = (token: string) =>
  createHash('sha256').update(token, 'utf8').digest('hex');

function toShareLink(row: typeof payrollShareLinks.$inferSelect, payrollNumber: string): ShareLink {
  return {
    id: row.id,
    payrollNumber,
    createdAt: formatTimestamp(row.createdAt),
    expiresAt: formatTimestamp(row.expiresAt),
    revokedAt: formatNullableTimestamp(row.revokedAt),
  };
}

/** A link may only be made by the payroll's own person (whatever their permission type). */
const ownPayroll = (scope: PayrollScope) => visiblePayroll({ ...scope, ownOnly: true });

export async function createShareLink(
  db: Db,
  scope: PayrollScope,
  number: string,
  values: { tokenHash: string; at: Date; expiresAt: Date },
): Promise<ShareLink | undefined> {
  const [payroll] = await db
    .select({ id: payrolls.id })
    .from(payrolls)
    .where(and(ownPayroll(scope), eq(payrolls.number, number)))
    .limit(1);
  if (!payroll) return undefined;
  const [row] = await db
    .insert(payrollShareLinks)
    .values({
      tenantId: scope.tenantId,
      payrollId: payroll.id,
      tokenHash: values.tokenHash,
      createdAt: values.at,
      expiresAt: values.expiresAt,
    })
    .returning();
  if (!row) throw new Error('share link insert returned nothing');
  return toShareLink(row, number);
}

export async function listShareLinks(
  db: Db,
  scope: PayrollScope,
  number: string,
): Promise<ShareLink[] | undefined> {
  const [payroll] = await db
    .select({ id: payrolls.id })
    .from(payrolls)
    .where(and(ownPayroll(scope), eq(payrolls.number, number)))
    .limit(1);
  if (!payroll) return undefined;
  const rows = await db
    .select()
    .from(payrollShareLinks)
    .where(
      and(
        eq(payrollShareLinks.tenantId, scope.tenantId),
        eq(payrollShareLinks.payrollId, payroll.id),
      ),
    )
    .orderBy(desc(payrollShareLinks.createdAt), desc(payrollShareLinks.id));
  return rows.map((row) => toShareLink(row, number));
}

/** Revokes one of the caller's own links (idempotent: a revoked link stays revoked at its first time). */
export async function revokeShareLink(
  db: Db,
  scope: PayrollScope,
  id: number,
  at: Date,
): Promise<ShareLink | undefined> {
  const [row] = await db
    .select({ link: payrollShareLinks, number: payrolls.number })
    .from(payrollShareLinks)
    .innerJoin(payrolls, eq(payrolls.id, payrollShareLinks.payrollId))
    .where(
      and(
        eq(payrollShareLinks.tenantId, scope.tenantId),
        eq(payrollShareLinks.id, id),
        ownPayroll(scope),
      ),
    )
    .limit(1);
  if (!row) return undefined;
  if (row.link.revokedAt !== null) return toShareLink(row.link, row.number);
  const [updated] = await db
    .update(payrollShareLinks)
    .set({ revokedAt: at })
    .where(and(eq(payrollShareLinks.id, id), isNull(payrollShareLinks.revokedAt)))
    .returning();
  return toShareLink(updated ?? row.link, row.number);
}

/** The payroll a valid link opens: the tenant's, the number's, not revoked, not expired. */
async function payrollOfLink(db: Db, tenantId: number, number: string, token: string, now: Date) {
  const [row] = await db
    .select({ payroll: payrolls, gross: grossCents, expiresAt: payrollShareLinks.expiresAt })
    .from(payrollShareLinks)
    .innerJoin(payrolls, eq(payrolls.id, payrollShareLinks.payrollId))
    .where(
      and(
        eq(payrollShareLinks.tokenHash, hashShareToken(token)),
        eq(payrollShareLinks.tenantId, tenantId),
        eq(payrolls.tenantId, tenantId),
        eq(payrolls.number, number),
        isNull(payrollShareLinks.revokedAt),
        gt(payrollShareLinks.expiresAt, now),
      ),
    )
    .limit(1);
  return row;
}

export async function findPublicPayroll(
  db: Db,
  tenantId: number,
  number: string,
  token: string,
  now: Date,
): Promise<PublicPayroll | undefined> {
  const row = await payrollOfLink(db, tenantId, number, token, now);
  if (!row) return undefined;
  const payroll = toPayroll(row);
  const items = await itemsOf(db, tenantId, [row.payroll.id]);
  const documents = await db
    .select({ documentType: payrollDocuments.documentType })
    .from(payrollDocuments)
    .where(
      and(eq(payrollDocuments.tenantId, tenantId), eq(payrollDocuments.payrollId, row.payroll.id)),
    )
    .orderBy(asc(payrollDocuments.documentType));
  return {
    number: payroll.number,
    periodBegin: payroll.periodBegin,
    periodEnd: payroll.periodEnd,
    grossCents: payroll.grossCents,
    deductionsCents: payroll.deductionsCents,
    netCents: payroll.netCents,
    currency: payroll.currency,
    issuedAt: payroll.issuedAt,
    expiresAt: formatTimestamp(row.expiresAt),
    items: items.map((item) => ({
      date: item.date,
      description: item.description,
      functionName: item.functionName,
      minutes: item.minutes,
      rateCents: item.rateCents,
      amountCents: item.amountCents,
      allowanceCents: item.allowanceCents,
    })),
    documentTypes: documents.map((document) => document.documentType),
  };
}

export async function findPublicDocumentData(
  db: Db,
  tenantId: number,
  number: string,
  token: string,
  documentType: PayrollDocumentType,
  now: Date,
): Promise<PayslipData | 'noPayroll' | 'noDocument'> {
  const row = await payrollOfLink(db, tenantId, number, token, now);
  if (!row) return 'noPayroll';
  const [document] = await db
    .select({ id: payrollDocuments.id })
    .from(payrollDocuments)
    .where(
      and(
        eq(payrollDocuments.tenantId, tenantId),
        eq(payrollDocuments.payrollId, row.payroll.id),
        eq(payrollDocuments.documentType, documentType),
      ),
    )
    .limit(1);
  if (!document) return 'noDocument';
  return payslipDataOf(db, tenantId, row);
}
