import { integer, pgTable, serial, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns';
import { ownedByPerson, tenantRef } from '../../db/core.tables';
import { projectCrewItems } from '../../db/tables/project-crew-items.tables';

/**
 * The person saw a change of their job on the home screen and tapped it away. A change is shown
 * while its time (changed_at or cancelled_at) is after the acknowledgement, so a later change of
 * the same job shows again (api/routes/jobs/README.md, Job changes on home).
 */
export const jobChangeAcknowledgements = pgTable(
  'job_change_acknowledgements',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    personId: ownedByPerson(),
    crewItemId: integer('crew_item_id')
      .notNull()
      .references(() => projectCrewItems.id, { onDelete: 'cascade' }),
    acknowledgedAt: timestamptz('acknowledged_at').notNull(),
  },
  (t) => [uniqueIndex('job_change_acknowledgements_item_person').on(t.crewItemId, t.personId)],
);
