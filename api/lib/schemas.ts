import { z } from 'zod';
import type { ErrorReason } from '../../machines/error-reasons';
import { ERROR_REASONS } from './error-reasons.schemas';
import { ERROR_CODES } from './errors';

// The answers' building blocks live in response.schemas.ts, which the gateway imports too.
export { dateSchema, itemsOf, okSchema, pageOf, timestampSchema } from './response.schemas';
// The input rules the gateway shares live in input.schemas.ts; the areas import them from here or there.
export { bodyId, idParam, text } from './input.schemas';

/** ErrorBody (lib/errors.ts) as the OpenAPI document shows it: `reason` from machines/error-reasons.ts and the areas' reasons files. */
export const errorSchema = z.object({
  statusCode: z.number().int(),
  code: z.enum(ERROR_CODES),
  // Collected at start-up, so typed by hand as the tuple z.enum takes.
  reason: z.enum(ERROR_REASONS as [ErrorReason, ...ErrorReason[]]).optional(),
  message: z.string(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  /** What a machine's refusal rests on (times as ISO instants, minutes), e.g. CREW_BREAK_TOO_LONG's checkedInAt, at, breakMinutes. */
  facts: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

export const pageQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(1000).default(1000),
  page: z.coerce.number().int().min(1).default(1),
});
