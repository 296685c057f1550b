import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { tenants } from '../../db/core.tables';
import { formatTimestamp } from '../../lib/format';
import { mobileDocuments } from './mobile-documents.tables';
import type { MobileDocument } from './mobile-documents.schemas';

/** OWN sees the tenant's documents for everyone and those made for the caller; ALL every one of the tenant. */
export interface MobileDocumentScope {
  tenantId: number;
  personId: number | null;
  ownOnly: boolean;
}

function visible(scope: MobileDocumentScope): SQL | undefined {
  const forWhom = !scope.ownOnly
    ? undefined
    : scope.personId === null
      ? isNull(mobileDocuments.personId)
      : or(isNull(mobileDocuments.personId), eq(mobileDocuments.personId, scope.personId));
  return and(eq(mobileDocuments.tenantId, scope.tenantId), forWhom);
}

type Row = typeof mobileDocuments.$inferSelect;

const toDocument = (row: Row, scope: MobileDocumentScope): MobileDocument => ({
  id: row.id,
  title: row.title,
  description: row.description,
  category: row.category,
  personal: row.personId !== null && row.personId === scope.personId,
  updatedAt: formatTimestamp(row.updatedAt),
});

export async function listMobileDocuments(
  db: Db,
  scope: MobileDocumentScope,
  options: { limit: number; page: number },
): Promise<{ items: MobileDocument[]; total: number }> {
  const rows = await db
    .select()
    .from(mobileDocuments)
    .where(visible(scope))
    .orderBy(asc(mobileDocuments.category), asc(mobileDocuments.title), asc(mobileDocuments.id))
    .limit(options.limit)
    .offset((options.page - 1) * options.limit);
  const [counted] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(mobileDocuments)
    .where(visible(scope));
  return { items: rows.map((row) => toDocument(row, scope)), total: counted?.total ?? 0 };
}

export interface MobileDocumentForPdf {
  document: Row;
  tenantName: string;
}

export async function findMobileDocumentForPdf(
  db: Db,
  scope: MobileDocumentScope,
  id: number,
): Promise<MobileDocumentForPdf | undefined> {
  const [row] = await db
    .select({ document: mobileDocuments, tenantName: tenants.name })
    .from(mobileDocuments)
    .innerJoin(tenants, eq(tenants.id, mobileDocuments.tenantId))
    .where(and(visible(scope), eq(mobileDocuments.id, id)));
  return row;
}
