import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { formatTimestamp } from '../../lib/format';
import { crewInfoArticles } from './crew-info.tables';
import type { CrewInfoArticle, CrewInfoArticleDetail } from './crew-info.schemas';

type Row = typeof crewInfoArticles.$inferSelect;

const toArticle = (row: Row): CrewInfoArticle => ({
  id: row.id,
  title: row.title,
  summary: row.summary,
  publishedAt: formatTimestamp(row.publishedAt),
});

/** The tenant's articles, newest first (articles are for the whole crew: OWN and ALL read the same). */
export async function listCrewInfoArticles(
  db: Db,
  tenantId: number,
  options: { limit: number; page: number },
): Promise<{ items: CrewInfoArticle[]; total: number }> {
  const where = eq(crewInfoArticles.tenantId, tenantId);
  const rows = await db
    .select()
    .from(crewInfoArticles)
    .where(where)
    .orderBy(desc(crewInfoArticles.publishedAt), desc(crewInfoArticles.id))
    .limit(options.limit)
    .offset((options.page - 1) * options.limit);
  const [counted] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(crewInfoArticles)
    .where(where);
  return { items: rows.map(toArticle), total: counted?.total ?? 0 };
}

export async function findCrewInfoArticle(
  db: Db,
  tenantId: number,
  id: number,
): Promise<CrewInfoArticleDetail | undefined> {
  const [row] = await db
    .select()
    .from(crewInfoArticles)
    .where(and(eq(crewInfoArticles.tenantId, tenantId), eq(crewInfoArticles.id, id)));
  return row && { ...toArticle(row), body: row.body };
}
