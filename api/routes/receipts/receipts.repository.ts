import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { companies, persons } from '../../db/core.tables';
import { formatNullableTimestamp, formatTimestamp } from '../../lib/format';
import { receiptTotals, taxCents } from '../../../machines/receiptRules';
import type { ReceiptStatus } from '../../../machines/receiptRules';
import { taxTypes } from '../../db/tables/tax-types.tables';
import type {
  ChargeType,
  Receipt,
  ReceiptDetail,
  ReceiptItem,
  ReceiptPhoto,
  ReceiptTemplate,
} from './receipts.schemas';
import {
  chargeTypes,
  receiptItems,
  receiptPhotos,
  receiptTemplateItems,
  receiptTemplates,
  receipts,
} from './receipts.tables';

/** Whose receipts a caller reaches: OWN their own (a crew member), ALL the tenant's (the office). */
export interface ReceiptScope {
  tenantId: number;
  personId: number;
  ownOnly: boolean;
}

type Paging = { limit: number; page: number };

function receiptScope(scope: ReceiptScope): SQL | undefined {
  return and(
    eq(receipts.tenantId, scope.tenantId),
    scope.ownOnly ? eq(receipts.personId, scope.personId) : undefined,
  );
}

export async function listChargeTypes(
  db: Db,
  tenantId: number,
  paging: Paging,
): Promise<{ items: ChargeType[]; total: number }> {
  const where = eq(chargeTypes.tenantId, tenantId);
  const items = await db
    .select({
      id: chargeTypes.id,
      caption: chargeTypes.caption,
      defaultTaxTypeId: chargeTypes.defaultTaxTypeId,
    })
    .from(chargeTypes)
    .where(where)
    .orderBy(asc(chargeTypes.caption), asc(chargeTypes.id))
    .limit(paging.limit)
    .offset((paging.page - 1) * paging.limit);
  const [counted] = await db.select({ total: count() }).from(chargeTypes).where(where);
  return { items, total: counted?.total ?? 0 };
}

export async function findChargeType(
  db: Db,
  tenantId: number,
  id: number,
): Promise<{ id: number } | undefined> {
  const [row] = await db
    .select({ id: chargeTypes.id })
    .from(chargeTypes)
    .where(and(eq(chargeTypes.tenantId, tenantId), eq(chargeTypes.id, id)));
  return row;
}

export async function findCompanyInTenant(
  db: Db,
  tenantId: number,
  id: number,
): Promise<{ id: number; caption: string } | undefined> {
  const [row] = await db
    .select({ id: companies.id, caption: companies.name })
    .from(companies)
    .where(and(eq(companies.tenantId, tenantId), eq(companies.id, id)));
  return row;
}

/** The tenant's receipt templates with their items, of one company or of all. */
export async function listTemplates(
  db: Db,
  tenantId: number,
  filter: { companyId?: number; id?: number },
  paging: Paging,
): Promise<{ items: ReceiptTemplate[]; total: number }> {
  const where = and(
    eq(receiptTemplates.tenantId, tenantId),
    filter.companyId === undefined ? undefined : eq(receiptTemplates.companyId, filter.companyId),
    filter.id === undefined ? undefined : eq(receiptTemplates.id, filter.id),
  );
  const rows = await db
    .select({
      id: receiptTemplates.id,
      caption: receiptTemplates.caption,
      companyId: companies.id,
      companyName: companies.name,
    })
    .from(receiptTemplates)
    .innerJoin(companies, eq(companies.id, receiptTemplates.companyId))
    .where(where)
    .orderBy(asc(companies.name), asc(receiptTemplates.caption), asc(receiptTemplates.id))
    .limit(paging.limit)
    .offset((paging.page - 1) * paging.limit);
  const [counted] = await db.select({ total: count() }).from(receiptTemplates).where(where);
  const ids = rows.map((row) => row.id);
  const itemRows =
    ids.length === 0
      ? []
      : await db
          .select({
            templateId: receiptTemplateItems.templateId,
            chargeTypeId: chargeTypes.id,
            chargeTypeCaption: chargeTypes.caption,
            description: receiptTemplateItems.description,
            taxTypeId: taxTypes.id,
            taxTypeCaption: taxTypes.caption,
            rateBasisPoints: taxTypes.rateBasisPoints,
            amountCents: receiptTemplateItems.amountCents,
          })
          .from(receiptTemplateItems)
          .innerJoin(chargeTypes, eq(chargeTypes.id, receiptTemplateItems.chargeTypeId))
          .innerJoin(taxTypes, eq(taxTypes.id, receiptTemplateItems.taxTypeId))
          .where(inArray(receiptTemplateItems.templateId, ids))
          .orderBy(asc(receiptTemplateItems.id));
  const items = rows.map((row) => ({
    id: row.id,
    caption: row.caption,
    company: { id: row.companyId, caption: row.companyName },
    items: itemRows
      .filter((item) => item.templateId === row.id)
      .map((item) => ({
        chargeType: { id: item.chargeTypeId, caption: item.chargeTypeCaption },
        description: item.description,
        taxType: {
          id: item.taxTypeId,
          caption: item.taxTypeCaption,
          rateBasisPoints: item.rateBasisPoints,
        },
        amountCents: item.amountCents,
      })),
  }));
  return { items, total: counted?.total ?? 0 };
}

const itemColumns = {
  id: receiptItems.id,
  receiptId: receiptItems.receiptId,
  chargeTypeId: chargeTypes.id,
  chargeTypeCaption: chargeTypes.caption,
  description: receiptItems.description,
  taxTypeId: taxTypes.id,
  taxTypeCaption: taxTypes.caption,
  rateBasisPoints: taxTypes.rateBasisPoints,
  amountCents: receiptItems.amountCents,
};

async function itemsOf(db: Db, receiptIds: number[]): Promise<ReceiptItem[]> {
  if (receiptIds.length === 0) return [];
  const rows = await db
    .select(itemColumns)
    .from(receiptItems)
    .innerJoin(chargeTypes, eq(chargeTypes.id, receiptItems.chargeTypeId))
    .innerJoin(taxTypes, eq(taxTypes.id, receiptItems.taxTypeId))
    .where(inArray(receiptItems.receiptId, receiptIds))
    .orderBy(asc(receiptItems.id));
  return rows.map((row) => {
    const tax = taxCents(row.amountCents, row.rateBasisPoints);
    return {
      id: row.id,
      receiptId: row.receiptId,
      chargeType: { id: row.chargeTypeId, caption: row.chargeTypeCaption },
      description: row.description,
      taxType: {
        id: row.taxTypeId,
        caption: row.taxTypeCaption,
        rateBasisPoints: row.rateBasisPoints,
      },
      amountCents: row.amountCents,
      taxCents: tax,
      totalCents: row.amountCents + tax,
    };
  });
}

const receiptColumns = {
  id: receipts.id,
  number: receipts.number,
  caption: receipts.caption,
  date: receipts.receiptDate,
  status: receipts.status,
  companyId: companies.id,
  companyName: companies.name,
  personId: persons.id,
  personName: persons.name,
  createdAt: receipts.createdAt,
  submittedAt: receipts.submittedAt,
  decidedAt: receipts.decidedAt,
  decisionReason: receipts.decisionReason,
};

type ReceiptRow = {
  [K in keyof typeof receiptColumns]: (typeof receiptColumns)[K]['_']['notNull'] extends true
    ? (typeof receiptColumns)[K]['_']['data']
    : (typeof receiptColumns)[K]['_']['data'] | null;
};

function receiptOf(
  row: ReceiptRow,
  items: ReceiptItem[],
  photos: ReadonlyMap<number, PhotoRow>,
): Receipt {
  const photo = photos.get(row.id);
  const mine = items.filter((item) => item.receiptId === row.id);
  return {
    id: row.id,
    number: row.number,
    caption: row.caption,
    date: row.date,
    status: row.status,
    company: { id: row.companyId, caption: row.companyName },
    person: { id: row.personId, caption: row.personName },
    itemCount: mine.length,
    ...receiptTotals(
      mine.map((item) => ({
        amountCents: item.amountCents,
        rateBasisPoints: item.taxType.rateBasisPoints,
      })),
    ),
    createdAt: formatTimestamp(row.createdAt),
    photo: photo ? photoOf(photo) : null,
    submittedAt: formatNullableTimestamp(row.submittedAt),
    decidedAt: formatNullableTimestamp(row.decidedAt),
    decisionReason: row.decisionReason,
  };
}

/**
 * The caller's receipts, optionally of one company, by number or in one status: latest first, or
 * (`oldestSubmittedFirst`, the office's queue) the longest waiting first.
 */
export async function listReceipts(
  db: Db,
  scope: ReceiptScope,
  filter: { companyId?: number; number?: string; status?: ReceiptStatus },
  paging: Paging,
): Promise<{ items: Receipt[]; total: number }> {
  const where = and(
    receiptScope(scope),
    filter.companyId === undefined ? undefined : eq(receipts.companyId, filter.companyId),
    filter.number === undefined ? undefined : eq(receipts.number, filter.number),
    filter.status === undefined ? undefined : eq(receipts.status, filter.status),
  );
  const order =
    filter.status === 'submitted'
      ? [asc(receipts.submittedAt), asc(receipts.id)]
      : [desc(receipts.receiptDate), desc(receipts.id)];
  const rows = await db
    .select(receiptColumns)
    .from(receipts)
    .innerJoin(companies, eq(companies.id, receipts.companyId))
    .innerJoin(persons, eq(persons.id, receipts.personId))
    .where(where)
    .orderBy(...order)
    .limit(paging.limit)
    .offset((paging.page - 1) * paging.limit);
  const [counted] = await db.select({ total: count() }).from(receipts).where(where);
  const ids = rows.map((row) => row.id);
  const [items, photos] = [await itemsOf(db, ids), await latestPhotos(db, scope.tenantId, ids)];
  return { items: rows.map((row) => receiptOf(row, items, photos)), total: counted?.total ?? 0 };
}

/** The receipt's row when the caller reaches it; undefined → 404. */
export async function findReceipt(db: Db, scope: ReceiptScope, id: number) {
  const [row] = await db
    .select()
    .from(receipts)
    .where(and(receiptScope(scope), eq(receipts.id, id)));
  return row;
}

type PhotoRow = typeof receiptPhotos.$inferSelect;

export function photoOf(row: PhotoRow): ReceiptPhoto {
  return {
    id: row.id,
    status: row.status,
    contentType: row.contentType as ReceiptPhoto['contentType'],
    byteSize: row.byteSize,
    uploadedAt: formatTimestamp(row.uploadedAt),
  };
}

/** The latest photo of each of these receipts, in one query. */
async function latestPhotos(
  db: Db,
  tenantId: number,
  receiptIds: number[],
): Promise<Map<number, PhotoRow>> {
  if (receiptIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([receiptPhotos.receiptId])
    .from(receiptPhotos)
    .where(and(eq(receiptPhotos.tenantId, tenantId), inArray(receiptPhotos.receiptId, receiptIds)))
    .orderBy(receiptPhotos.receiptId, desc(receiptPhotos.uploadedAt), desc(receiptPhotos.id));
  return new Map(rows.map((row) => [row.receiptId, row]));
}

/** The receipt's latest photo. */
export async function latestPhoto(
  db: Db,
  tenantId: number,
  receiptId: number,
): Promise<PhotoRow | undefined> {
  const [row] = await db
    .select()
    .from(receiptPhotos)
    .where(and(eq(receiptPhotos.tenantId, tenantId), eq(receiptPhotos.receiptId, receiptId)))
    .orderBy(desc(receiptPhotos.uploadedAt), desc(receiptPhotos.id))
    .limit(1);
  return row;
}

export async function receiptDetail(
  db: Db,
  scope: ReceiptScope,
  id: number,
): Promise<ReceiptDetail | undefined> {
  const [row] = await db
    .select(receiptColumns)
    .from(receipts)
    .innerJoin(companies, eq(companies.id, receipts.companyId))
    .innerJoin(persons, eq(persons.id, receipts.personId))
    .where(and(receiptScope(scope), eq(receipts.id, id)));
  if (!row) return undefined;
  const items = await itemsOf(db, [row.id]);
  const photo = await latestPhoto(db, scope.tenantId, row.id);
  return { ...receiptOf(row, items, new Map(photo ? [[row.id, photo]] : [])), items };
}

export async function receiptItemsOf(db: Db, receiptId: number): Promise<ReceiptItem[]> {
  return itemsOf(db, [receiptId]);
}

/** Inserts a receipt and gives it its number (R + the id, five digits at least). */
export async function insertReceipt(
  db: Db,
  values: {
    tenantId: number;
    personId: number;
    companyId: number;
    templateId: number | null;
    caption: string;
    receiptDate: string;
    /** The api clock's now. */
    createdAt: Date;
  },
  items: { chargeTypeId: number; description: string; amountCents: number; taxTypeId: number }[],
): Promise<number> {
  const [row] = await db
    .insert(receipts)
    .values({ ...values, number: sql`'pending-' || gen_random_uuid()` })
    .returning({ id: receipts.id });
  if (!row) throw new Error('receipt insert returned nothing');
  await db
    .update(receipts)
    .set({ number: `R${String(row.id).padStart(5, '0')}` })
    .where(eq(receipts.id, row.id));
  if (items.length > 0) {
    await db
      .insert(receiptItems)
      .values(items.map((item) => ({ tenantId: values.tenantId, receiptId: row.id, ...item })));
  }
  return row.id;
}

/** The template's items as a new receipt's items. */
export async function templateItemRows(db: Db, templateId: number) {
  return db
    .select({
      chargeTypeId: receiptTemplateItems.chargeTypeId,
      description: receiptTemplateItems.description,
      amountCents: receiptTemplateItems.amountCents,
      taxTypeId: receiptTemplateItems.taxTypeId,
    })
    .from(receiptTemplateItems)
    .where(eq(receiptTemplateItems.templateId, templateId))
    .orderBy(asc(receiptTemplateItems.id));
}

export async function itemRowsOf(db: Db, receiptId: number) {
  return db
    .select({
      chargeTypeId: receiptItems.chargeTypeId,
      description: receiptItems.description,
      amountCents: receiptItems.amountCents,
      taxTypeId: receiptItems.taxTypeId,
    })
    .from(receiptItems)
    .where(eq(receiptItems.receiptId, receiptId))
    .orderBy(asc(receiptItems.id));
}

export async function findTemplateRow(db: Db, tenantId: number, id: number) {
  const [row] = await db
    .select()
    .from(receiptTemplates)
    .where(and(eq(receiptTemplates.tenantId, tenantId), eq(receiptTemplates.id, id)));
  return row;
}

export async function insertItem(
  db: Db,
  tenantId: number,
  receiptId: number,
  item: { chargeTypeId: number; description: string; amountCents: number; taxTypeId: number },
): Promise<number> {
  const [row] = await db
    .insert(receiptItems)
    .values({ tenantId, receiptId, ...item })
    .returning({ id: receiptItems.id });
  if (!row) throw new Error('receipt item insert returned nothing');
  return row.id;
}

/** The item and its receipt when the caller reaches the receipt. */
export async function findItem(db: Db, scope: ReceiptScope, itemId: number) {
  const [row] = await db
    .select({ id: receiptItems.id, receiptId: receipts.id, status: receipts.status })
    .from(receiptItems)
    .innerJoin(receipts, eq(receipts.id, receiptItems.receiptId))
    .where(and(receiptScope(scope), eq(receiptItems.id, itemId)));
  return row;
}

export async function updateItem(
  db: Db,
  itemId: number,
  item: { chargeTypeId: number; description: string; amountCents: number; taxTypeId: number },
): Promise<void> {
  await db.update(receiptItems).set(item).where(eq(receiptItems.id, itemId));
}

/** Hands the receipt in: submitted, waiting for the office from `at`. */
export async function submitReceiptRow(db: Db, receiptId: number, at: Date): Promise<void> {
  await db
    .update(receipts)
    .set({ status: 'submitted', submittedAt: at })
    .where(eq(receipts.id, receiptId));
}

/**
 * Compare-and-set of the office's decision: moves a submitted receipt to `to` and decides its
 * pending photos alike (the photo was what waited for approval); false when it changed first.
 */
export async function decideReceiptRow(
  db: Db,
  tenantId: number,
  receiptId: number,
  decision: { to: ReceiptStatus; at: Date; by: number | null; reason: string | null },
): Promise<boolean> {
  const [row] = await db
    .update(receipts)
    .set({
      status: decision.to,
      decidedAt: decision.at,
      decidedBy: decision.by,
      decisionReason: decision.reason,
    })
    .where(
      and(
        eq(receipts.tenantId, tenantId),
        eq(receipts.id, receiptId),
        eq(receipts.status, 'submitted'),
      ),
    )
    .returning({ id: receipts.id });
  if (!row) return false;
  await db
    .update(receiptPhotos)
    .set({ status: decision.to === 'approved' ? 'approved' : 'rejected' })
    .where(
      and(
        eq(receiptPhotos.tenantId, tenantId),
        eq(receiptPhotos.receiptId, receiptId),
        eq(receiptPhotos.status, 'pending'),
      ),
    );
  return true;
}

export async function deleteItem(db: Db, itemId: number): Promise<void> {
  await db.delete(receiptItems).where(eq(receiptItems.id, itemId));
}

/** Deletes the receipt (items and photo rows cascade); answers the photo files to remove. */
export async function deleteReceipt(db: Db, tenantId: number, id: number): Promise<string[]> {
  const photos = await db
    .select({ storageKey: receiptPhotos.storageKey })
    .from(receiptPhotos)
    .where(and(eq(receiptPhotos.tenantId, tenantId), eq(receiptPhotos.receiptId, id)));
  await db.delete(receipts).where(and(eq(receipts.tenantId, tenantId), eq(receipts.id, id)));
  return photos.map((photo) => photo.storageKey);
}

export async function insertPhoto(
  db: Db,
  values: {
    tenantId: number;
    receiptId: number;
    storageKey: string;
    contentType: string;
    byteSize: number;
    /** The api clock's now. */
    uploadedAt: Date;
  },
): Promise<ReceiptPhoto> {
  const [row] = await db.insert(receiptPhotos).values(values).returning();
  if (!row) throw new Error('receipt photo insert returned nothing');
  return photoOf(row);
}
