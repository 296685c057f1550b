import { z } from 'zod';

// The pieces every area's answers are built from. The routes serialise with them and the
// gateway parses the same answers with the same schemas (it may import *.schemas.ts files only,
// eslint.config.js): one contract, no copy to keep in step.

/** An instant as the api writes it: UTC with seconds and `+00:00`. */
export const timestampSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/);
/** A day as the api writes it: YYYY-MM-DD. */
export const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** The answer of an action that returns nothing but success. */
export const okSchema = z.strictObject({ ok: z.literal(true) });

/** A page of a paged list (`pageQuery`'s limit and page, and the total over all pages). */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.strictObject({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  });
}

/** A whole list in one answer, not paged. */
export function itemsOf<T extends z.ZodType>(item: T) {
  return z.strictObject({ items: z.array(item) });
}
