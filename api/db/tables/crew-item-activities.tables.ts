import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type {
  CrewItemStatus,
  CrewItemStatusEventType,
} from '../../../machines/crewItemStatus.machine';
import { timestamptz } from '../columns';
import { persons, tenantRef } from '../core.tables';
import { projectCrewItems } from './project-crew-items.tables';

// A crew item's audit trail: one row per status change, whoever made it (the crew-items routes,
// a job confirmed, a vacancy applied for, a venue action). Read by the crew-items and crew-item-changes areas and the crews' venue actions.

/**
 * The audit trail of crew item statuses: one row per status change, written in the
 * transaction of the change by every route that moves a crew item (the crew item actions, the job
 * confirmation, the venue no-show). `from_status` is null for a created item; an apply or update that
 * keeps the status is recorded too (from = to), since it changes who is booked.
 */
export const crewItemStatusActivities = pgTable(
  'crew_item_status_activities',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    crewItemId: integer('crew_item_id')
      .notNull()
      .references(() => projectCrewItems.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').$type<CrewItemStatus>(),
    toStatus: text('to_status').$type<CrewItemStatus>().notNull(),
    /** The machine event that made the change ('crewItem.noShow'). */
    action: text('action').$type<CrewItemStatusEventType>().notNull(),
    /** Who did it; null when the person was deleted since. */
    actorPersonId: integer('actor_person_id').references(() => persons.id, {
      onDelete: 'set null',
    }),
    at: timestamptz('at').notNull(),
    /** Why, when the actor said so. */
    reason: text('reason'),
  },
  (t) => [index('crew_item_status_activities_item').on(t.tenantId, t.crewItemId, t.at)],
);
