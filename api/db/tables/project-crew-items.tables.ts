import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../columns';
import type { CrewItemStatus } from '../../../machines/crewItemStatus.machine';
import { persons, tenantRef } from '../core.tables';
import { functions, projectCrews } from './projects.tables';

// Crew items (a job is a crew item seen by its crew member); statuses are crewItemStatusMachine's
// states. Nearly every area reads them: jobs, crews, crew-items, payrolls, invoices, contracts, calendars.

// The jobs area: crew items (a job is a crew item seen by its crew member); statuses are crewItemStatusMachine's states.

export const projectCrewItems = pgTable(
  'project_crew_items',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    crewId: integer('crew_id')
      .notNull()
      .references(() => projectCrews.id, { onDelete: 'cascade' }),
    functionId: integer('function_id')
      .notNull()
      .references(() => functions.id),
    personId: integer('person_id').references(() => persons.id, { onDelete: 'set null' }),
    status: text('status').$type<CrewItemStatus>().notNull().default('pending'),
    startsAt: timestamptz('starts_at').notNull(),
    endsAt: timestamptz('ends_at').notNull(),
    confirmedAt: timestamptz('confirmed_at'),
    remark: text('remark'),
    /** A spare position: the person stands by in case someone drops out (the calendar's legend). */
    spare: boolean('spare').notNull().default(false),
    /** When the planner last changed the times or place after the person confirmed (the calendar's 'changed'). */
    changedAt: timestamptz('changed_at'),
    /** When the item was cancelled (status 'cancelled'): the home's changes list shows it until acknowledged. */
    cancelledAt: timestamptz('cancelled_at'),
    /** An open position crew members may apply to (the vacancies, api/routes/crew-items/README.md, Vacancies on crew items). */
    vacancy: boolean('vacancy').notNull().default(false),
    /** When the item's person applied to it as a vacancy: they may withdraw (unapply) while it is pending. */
    appliedAt: timestamptz('applied_at'),
    /**
     * The break planned for the shift, in minutes (0: none). The crew chief's check-out starts from
     * it; the break actually taken is the attendance's (crews.tables.ts crew_item_attendance).
     */
    plannedBreakMinutes: integer('planned_break_minutes').notNull().default(0),
  },
  (t) => [
    index('project_crew_items_person').on(t.tenantId, t.personId, t.startsAt),
    // A crew's items (the crew page, a project's views and its copy).
    index('project_crew_items_crew').on(t.crewId, t.startsAt),
    // The crew item list across projects, earliest shift first (GET /projectCrewItems, api/routes/crew-items/README.md, The crew item list),
    // and the planning calendar's period (api/routes/planning-calendar/README.md, Planner labels): the tenant's items starting in a range.
    index('project_crew_items_tenant_starts').on(t.tenantId, t.startsAt, t.id),
  ],
);
