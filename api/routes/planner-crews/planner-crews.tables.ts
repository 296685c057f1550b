import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns';
import { companies, persons, tenantRef } from '../../db/core.tables';

// The planner-crews area: standing crews of crew members. Two kinds share one table:
// a planner's own crews ('planner': the teams they staff from, /pCrews, /planner-crew) and
// membership crews ('membership': crews planners build and people are members of, /plannerCrews,
// /membership-crews). Docs: api/routes/planner-crews/README.md, Planner crews and membership crews.

export type PlannerCrewKind = 'planner' | 'membership';
export const PLANNER_CREW_KINDS = [
  'planner',
  'membership',
] as const satisfies readonly PlannerCrewKind[];

/** /plannerCrewTypes: what a crew is for ('Stage crew', 'Membership crew'); each of one kind. */
export const plannerCrewTypes = pgTable(
  'planner_crew_types',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    caption: text('caption').notNull(),
    kind: text('kind').$type<PlannerCrewKind>().notNull(),
  },
  (t) => [uniqueIndex('planner_crew_types_tenant_caption').on(t.tenantId, t.caption)],
);

export const plannerCrews = pgTable(
  'planner_crews',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    typeId: integer('type_id')
      .notNull()
      .references(() => plannerCrewTypes.id),
    /** Copied from the type, so every list filters on the crew row alone. */
    kind: text('kind').$type<PlannerCrewKind>().notNull(),
    name: text('name').notNull(),
    /** The client company the crew works for: a client (OWN) sees their company's crews only. */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    /** The planner who made or leads it. */
    plannerPersonId: integer('planner_person_id').references(() => persons.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [index('planner_crews_tenant_kind').on(t.tenantId, t.kind, t.name)],
);

/** A person's place in a crew; one per crew and person (a second add answers 409). */
export const plannerCrewMemberships = pgTable(
  'planner_crew_memberships',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    crewId: integer('crew_id')
      .notNull()
      .references(() => plannerCrews.id, { onDelete: 'cascade' }),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('planner_crew_memberships_unique').on(t.crewId, t.personId),
    index('planner_crew_memberships_person').on(t.tenantId, t.personId),
  ],
);
