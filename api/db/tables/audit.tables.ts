import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { AuditAction, AuditChanges, AuditSubject } from '../../../machines/audit.types';
import { timestamptz } from '../columns';
import { persons, tenantRef } from '../core.tables';

// The audit of the tenant's administration (who created, changed, invited, deactivated or deleted
// whom and what, and when): one row per administrative write, written by api/lib/audit.ts in the
// write's own transaction, read by GET /auditEvents. The subject's caption is kept with the row so a
// deleted location or function still reads as what it was.

export const auditEvents = pgTable(
  'audit_events',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    /** Who did it; null once that person is gone, or for a change made from the command line. */
    actorPersonId: integer('actor_person_id').references(() => persons.id, {
      onDelete: 'set null',
    }),
    action: text('action').$type<AuditAction>().notNull(),
    subject: text('subject').$type<AuditSubject>().notNull(),
    /** The subject's id; null for the tenant's settings (there is one). */
    subjectId: integer('subject_id'),
    subjectCaption: text('subject_caption').notNull(),
    changes: jsonb('changes').$type<AuditChanges>().notNull(),
    at: timestamptz('at').notNull(),
  },
  (t) => [
    index('audit_events_tenant_at').on(t.tenantId, t.at),
    index('audit_events_subject').on(t.tenantId, t.subject, t.subjectId),
  ],
);
