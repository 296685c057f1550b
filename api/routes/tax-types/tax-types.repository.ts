import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { TaxType } from './tax-types.schemas';
import { taxTypes } from '../../db/tables/tax-types.tables';

const columns = {
  id: taxTypes.id,
  caption: taxTypes.caption,
  rateBasisPoints: taxTypes.rateBasisPoints,
};

export async function listTaxTypes(
  db: Db,
  tenantId: number,
  page: { limit: number; page: number },
): Promise<{ items: TaxType[]; total: number }> {
  const items = await db
    .select(columns)
    .from(taxTypes)
    .where(eq(taxTypes.tenantId, tenantId))
    .orderBy(asc(taxTypes.rateBasisPoints), asc(taxTypes.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  const [counted] = await db
    .select({ total: count() })
    .from(taxTypes)
    .where(eq(taxTypes.tenantId, tenantId));
  return { items, total: counted?.total ?? 0 };
}

/** One of the tenant's tax types, or undefined (another tenant's id is not found). */
export async function findTaxType(
  db: Db,
  tenantId: number,
  id: number,
): Promise<TaxType | undefined> {
  const [row] = await db
    .select(columns)
    .from(taxTypes)
    .where(and(eq(taxTypes.tenantId, tenantId), eq(taxTypes.id, id)));
  return row;
}
