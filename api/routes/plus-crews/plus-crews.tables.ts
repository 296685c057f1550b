import {
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { persons, tenantRef } from '../../db/core.tables';
import { day } from '../../db/columns';
import { plusCrews } from '../../db/tables/plus-crews.tables';

/** SPEC.md §3 value types, per tenant: Team Bonus, Actual Turnover, Staff Hours, Target Turnover. */
export const plusCrewValueTypes = pgTable(
  'plus_crew_value_types',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    caption: text('caption').notNull(),
  },
  (t) => [uniqueIndex('plus_crew_value_types_tenant_caption_unique').on(t.tenantId, t.caption)],
);

/** A plus crew's dated values (the Team Bonus rate in percent, in force from its date). */
export const plusCrewValues = pgTable(
  'plus_crew_values',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    plusCrewId: integer('plus_crew_id')
      .notNull()
      .references(() => plusCrews.id, { onDelete: 'cascade' }),
    valueTypeId: integer('value_type_id')
      .notNull()
      .references(() => plusCrewValueTypes.id, { onDelete: 'cascade' }),
    date: day('date').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('plus_crew_values_crew_type_date_unique').on(t.plusCrewId, t.valueTypeId, t.date),
  ],
);

/**
 * SPEC.md §3 daily data rows: one per plus crew, value type and day — amount for Actual Turnover
 * and Target Turnover, hours for Staff Hours. The unique key makes a day's entry an upsert.
 */
export const plusCrewData = pgTable(
  'plus_crew_data',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    plusCrewId: integer('plus_crew_id')
      .notNull()
      .references(() => plusCrews.id, { onDelete: 'cascade' }),
    valueTypeId: integer('value_type_id')
      .notNull()
      .references(() => plusCrewValueTypes.id, { onDelete: 'cascade' }),
    date: day('date').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }),
    hours: numeric('hours', { precision: 8, scale: 2, mode: 'number' }),
  },
  (t) => [
    uniqueIndex('plus_crew_data_crew_type_date_unique').on(t.plusCrewId, t.valueTypeId, t.date),
  ],
);

/** The people of a plus crew: a user with plusCrews OWN sees the plus crews they belong to. */
export const plusCrewMembers = pgTable(
  'plus_crew_members',
  {
    tenantId: tenantRef(),
    plusCrewId: integer('plus_crew_id')
      .notNull()
      .references(() => plusCrews.id, { onDelete: 'cascade' }),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.plusCrewId, t.personId] })],
);
