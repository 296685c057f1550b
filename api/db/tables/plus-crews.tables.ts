import { pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantRef } from '../core.tables';
import { day } from '../columns';

// A plus crew, which api/auth signs in with its login (accounts.ts); its values and members are the
// plus-crews area's own tables.

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
