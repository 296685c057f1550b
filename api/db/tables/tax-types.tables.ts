import { integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantRef } from '../core.tables';

// The tax-types area: the tenant's tax types (/taxTypes, SPEC.md §7), read by invoice
// items and receipt items. A rate is whole basis points (2100 = 21 %), so every amount computed
// from it stays in integers (api/routes/tax-types/README.md, Rates in basis points).

export const taxTypes = pgTable(
  'tax_types',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    caption: text('caption').notNull(),
    /** Hundredths of a percent: 2100 is 21 %, 0 is exempt. */
    rateBasisPoints: integer('rate_basis_points').notNull(),
  },
  (t) => [uniqueIndex('tax_types_tenant_caption').on(t.tenantId, t.caption)],
);
