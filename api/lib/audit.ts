import type { AuditAction, AuditChanges, AuditSubject } from '../../machines/audit.types';
import type { Db } from '../db/database';
import { auditEvents } from '../db/tables/audit.tables';

// The audit of the tenant's administration, as every administrative write records it: one row, in
// the write's own transaction (pass the transaction as `db`), so a change is never without its row
// and a row never without its change. GET /auditEvents reads them back.

export interface AuditEventRecord {
  tenantId: number;
  /** The administrator who did it; null for a change made from the command line. */
  actorPersonId: number | null;
  action: AuditAction;
  subject: AuditSubject;
  subjectId: number | null;
  /** What the subject is called (a person's name, a location's): kept, so a deleted one still reads. */
  subjectCaption: string;
  changes?: AuditChanges;
  /** The api clock's now: the time of the write. */
  at: Date;
}

export async function recordAuditEvent(db: Db, event: AuditEventRecord): Promise<void> {
  await db.insert(auditEvents).values({ ...event, changes: event.changes ?? {} });
}

/**
 * The fields of `after` that differ from `before`, each with both values: what a change audits.
 * Only the named fields count (a hash or an internal column is never named); arrays and objects
 * compare by their JSON.
 */
export function changesBetween(
  before: Readonly<Record<string, unknown>> | null,
  after: Readonly<Record<string, unknown>>,
  fields: readonly string[],
): AuditChanges {
  const changes: AuditChanges = {};
  for (const field of fields) {
    if (!(field in after)) continue;
    const from = before?.[field] ?? null;
    const to = after[field] ?? null;
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[field] = { from, to };
  }
  return changes;
}
