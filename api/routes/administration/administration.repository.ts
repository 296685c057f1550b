import { and, count, desc, eq, gte, lt } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { persons, tenants } from '../../db/core.tables';
import { auditEvents } from '../../db/tables/audit.tables';
import { formatTimestamp } from '../../lib/format';
import { utcDayStart } from '../../lib/date-range';
import type { AUDITED_SETTINGS, AuditEvent, AuditEventsQuery } from './administration.schemas';

// The administration's queries: always within the caller's tenant, by its id in the WHERE.

type TenantRow = typeof tenants.$inferSelect;

/** The tenant's row; `forUpdate` locks it for the rest of the transaction (two changes at once queue). */
export async function findTenantRow(
  db: Db,
  tenantId: number,
  options: { forUpdate?: boolean } = {},
): Promise<TenantRow | undefined> {
  const query = db.select().from(tenants).where(eq(tenants.id, tenantId));
  const [row] = await (options.forUpdate ? query.for('update') : query);
  return row;
}

export async function updateTenantRow(
  db: Db,
  tenantId: number,
  values: Partial<Pick<TenantRow, (typeof AUDITED_SETTINGS)[number]>>,
): Promise<TenantRow> {
  const [row] = await db.update(tenants).set(values).where(eq(tenants.id, tenantId)).returning();
  if (!row) throw new Error(`tenant ${tenantId} vanished during its settings change`);
  return row;
}

export async function listAuditEvents(
  db: Db,
  tenantId: number,
  query: AuditEventsQuery,
): Promise<{ items: AuditEvent[]; total: number }> {
  const conditions: SQL[] = [eq(auditEvents.tenantId, tenantId)];
  if (query.subject) conditions.push(eq(auditEvents.subject, query.subject));
  if (query.subjectId !== undefined) conditions.push(eq(auditEvents.subjectId, query.subjectId));
  if (query.action) conditions.push(eq(auditEvents.action, query.action));
  if (query.actorId !== undefined) conditions.push(eq(auditEvents.actorPersonId, query.actorId));
  if (query.from) conditions.push(gte(auditEvents.at, utcDayStart(query.from)));
  if (query.to) conditions.push(lt(auditEvents.at, utcDayStart(query.to, 1)));
  const where = and(...conditions);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        id: auditEvents.id,
        at: auditEvents.at,
        action: auditEvents.action,
        subject: auditEvents.subject,
        subjectId: auditEvents.subjectId,
        subjectCaption: auditEvents.subjectCaption,
        changes: auditEvents.changes,
        actorId: persons.id,
        actorName: persons.name,
      })
      .from(auditEvents)
      // The actor is the tenant's own person; the join keeps it so.
      .leftJoin(
        persons,
        and(eq(persons.id, auditEvents.actorPersonId), eq(persons.tenantId, tenantId)),
      )
      .where(where)
      .orderBy(desc(auditEvents.at), desc(auditEvents.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(auditEvents).where(where),
  ]);
  return {
    total: totalRow?.n ?? 0,
    items: rows.map((row) => ({
      id: row.id,
      at: formatTimestamp(row.at),
      action: row.action,
      actor:
        row.actorId !== null && row.actorName !== null
          ? { id: row.actorId, caption: row.actorName }
          : null,
      subject: { kind: row.subject, id: row.subjectId, caption: row.subjectCaption },
      changes: Object.entries(row.changes).map(([field, change]) => ({
        field,
        from: change.from,
        to: change.to,
      })),
    })),
  };
}
