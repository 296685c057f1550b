import { pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantRef } from '../../db/core.tables';
import { day } from '../../db/columns';

// The plus-crews area.

export const plusCrews = pgTable(
  'plus_crews',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    number: text('number').notNull(),
    name: text('name').notNull(),
    beginDate: day('begin_date').notNull(),
    endDate: day('end_date').notNull(),
    passwordHash: text('password_hash'),
  },
  (t) => [uniqueIndex('plus_crews_tenant_number_unique').on(t.tenantId, t.number)],
);
