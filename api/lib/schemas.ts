import { z } from 'zod';
import { ERROR_REASONS } from '../../machines/error-reasons';
import { ERROR_CODES } from './errors';

export const timestampSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/);
export const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/**
 * Every string input (body, query, path, header) starts from `text()`: PostgreSQL refuses NUL in text
 * (invalid byte sequence 0x00 → a 500), and no one-line value (login, e-mail, number, token, key)
 * has a reason to carry C0 control characters or DEL. A future free-text field (a note, a message)
 * that must keep tabs and line breaks gets its own builder that still refuses NUL and the rest.
 * app.input.test.ts sends a NUL in every string field of the OpenAPI document.
 */
export function text() {
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  return z.string().regex(/^[^\u0000-\u001f\u007f]*$/, 'must not contain control characters');
}

export const idParam = z.coerce.number().int().positive().max(2_147_483_647);

/** ErrorBody (lib/errors.ts) as the OpenAPI document shows it: `reason` from machines/error-reasons.ts. */
export const errorSchema = z.object({
  statusCode: z.number().int(),
  code: z.enum(ERROR_CODES),
  reason: z.enum(ERROR_REASONS).optional(),
  message: z.string(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  /** What a machine's refusal rests on (times as ISO instants, minutes), e.g. CREW_BREAK_TOO_LONG's checkedInAt, at, breakMinutes. */
  facts: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

export const okSchema = z.strictObject({ ok: z.literal(true) });

export const pageQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(1000).default(1000),
  page: z.coerce.number().int().min(1).default(1),
});

export function pageOf<T extends z.ZodType>(item: T) {
  return z.strictObject({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  });
}
