import { z } from 'zod';
import {
  CONTROL_CHARACTERS,
  ID_TEXT,
  IDEMPOTENCY_KEY_MAX,
  isIdText,
  MAX_ID,
  MULTI_LINE,
  ONE_LINE,
} from '../../machines/inputRules';

// The input rules the api and the gateway both apply, each written once: the gateway imports this
// file (the one kind of api file it may import, eslint.config.js) so that it refuses exactly what
// the api would, before any upstream call. Only zod here: the gateway loads it too. The patterns
// and bounds themselves are machines/inputRules.ts, which the app reads as well.

export { CONTROL_CHARACTERS, isIdText, MAX_ID, ONE_LINE };

/**
 * Every string input (body, query, path, header) starts from `text()`. app.input.test.ts sends a
 * NUL and an ESC in every string field of the OpenAPI document.
 */
export function text() {
  return z.string().regex(ONE_LINE, CONTROL_CHARACTERS);
}

/** A free text of several lines (a remark, a note, a form's text answer): tab, LF and CR kept, NUL and the rest refused. */
export function multilineText() {
  return z.string().regex(MULTI_LINE, CONTROL_CHARACTERS);
}

/**
 * An id in a path or a query string (both arrive as text): exactly `isIdText`, then a number. A
 * loose coercion took `0x1`, `1e0`, `+1`, `01` and ` 1` as job 1.
 */
export const idParam = text()
  .regex(ID_TEXT, 'must be an id (1 to 2147483647, digits only)')
  .transform(Number)
  .pipe(z.number().int().min(1).max(MAX_ID, 'must be an id (1 to 2147483647, digits only)'));

/** An id in a JSON body: a JSON integer 1..MAX_ID; a string (`"33"`) or a boolean (`true`) is refused. */
export const bodyId = z
  .number({ error: 'must be an id (an integer from 1 to 2147483647)' })
  .int('must be an id (an integer from 1 to 2147483647)')
  .min(1, 'must be an id (an integer from 1 to 2147483647)')
  .max(MAX_ID, 'must be an id (an integer from 1 to 2147483647)');

/** An Idempotency-Key: what makes a repeated mutation apply once (lib/idempotency.ts). */
export const idempotencyKey = text().min(1).max(IDEMPOTENCY_KEY_MAX);
export const IDEMPOTENCY_KEY_RULE = `idempotencyKey must be 1 to ${IDEMPOTENCY_KEY_MAX} characters without control characters`;

/** The headers of a mutation that takes an optional Idempotency-Key. */
export const idempotencyHeaders = z.looseObject({ 'idempotency-key': idempotencyKey.optional() });
/** The headers of a mutation that requires one (a venue action: the outbox replays it). */
export const requiredIdempotencyHeaders = z.looseObject({ 'idempotency-key': idempotencyKey });

/** Up to `max` ids in a query, comma-separated (`?ids=1,2`), each as `isIdText`; repeats count once. */
export function idListParam(max: number) {
  return text()
    .max(max * 11)
    .refine((value) => {
      const ids = value.split(',');
      return ids.length <= max && ids.every(isIdText);
    }, `must be up to ${max} comma-separated ids`)
    .transform((value) => [...new Set(value.split(',').map(Number))]);
}

/**
 * A host name as a browser sends it and the api matches tenants by (lower case, no scheme, port or
 * path): labels of letters, digits and hyphens.
 */
export const hostNameInput = text()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(
    /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/,
    'must be a host name such as crew.example.com (no scheme, port or path)',
  );

/** An e-mail address as a person signs in with it: trimmed, lower-cased (sign-in is case-insensitive). */
export const emailInput = text()
  .trim()
  .toLowerCase()
  .max(320)
  .pipe(z.email('must be an e-mail address'));
