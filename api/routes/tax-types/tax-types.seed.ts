import { defineDemoSeed } from '../../db/seed/area-seeds';
import type { DemoCore } from '../../db/seed/core.seed';
import { taxTypes } from '../../db/tables/tax-types.tables';

/** The Dutch VAT rates every demo tenant invoices and claims expenses with. */
export const DEMO_TAX_TYPES = [
  { caption: 'VAT 21%', rateBasisPoints: 2100 },
  { caption: 'VAT 9%', rateBasisPoints: 900 },
  { caption: 'VAT 0%', rateBasisPoints: 0 },
] as const;

/** The tenant's tax types, by caption, for the seeds of invoices and receipts. */
export async function seedDemoTaxTypes(core: DemoCore): Promise<Record<string, number>> {
  const rows = await core.tx
    .insert(taxTypes)
    .values(DEMO_TAX_TYPES.map((type) => ({ tenantId: core.tenantId, ...type })))
    .returning({ id: taxTypes.id, caption: taxTypes.caption });
  return Object.fromEntries(rows.map((row) => [row.caption, row.id]));
}

/** This file's parts of the demo tenant (api/db/seed/area-seeds.ts orders them). */
export const demoSeeds = [
  defineDemoSeed({
    name: 'tax-types',
    after: [],
    run: (core) => seedDemoTaxTypes(core),
  }),
];

declare module '../../db/seed/area-seeds' {
  interface DemoSeedResults {
    'tax-types': Record<string, number>;
  }
}
