import { z } from 'zod';

// The tax-types area's shapes: the route validates and documents with them.

export const taxTypeSchema = z.strictObject({
  id: z.number().int(),
  caption: z.string(),
  /** Hundredths of a percent: 2100 is 21 % (api/routes/tax-types/README.md, Rates in basis points). */
  rateBasisPoints: z.number().int().min(0).max(10_000),
});
export type TaxType = z.infer<typeof taxTypeSchema>;
