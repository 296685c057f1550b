import { IDEMPOTENCY_KEY_RULE, idempotencyKey, isIdText } from '../../../api/lib/input.schemas';
import { dayProblem } from '../../../machines/dateFormats';
import { gatewayError } from '../../upstream/errors';

// The api's input rules (api/lib/input.schemas.ts) as the resolvers ask them: a caller's bad id or
// key is refused here as BAD_USER_INPUT before any upstream call, never sent to be refused there.

/** An ID argument as the api's id (digits, 1 to 2147483647); anything else is the caller's mistake. */
export function idOf(value: string, name: string): number {
  if (!isIdText(value)) throw gatewayError(`${name} must be an id`, 'BAD_USER_INPUT');
  return Number(value);
}

/** The ID argument itself, once it is an id. */
export function checkedId(value: string, name: string): string {
  idOf(value, name);
  return value;
}

export { isIdText as isId };

/** An Idempotency-Key as the api takes it: 1 to 200 characters, no control characters. */
export function checkIdempotencyKey(key: string): string {
  if (!idempotencyKey.safeParse(key).success)
    throw gatewayError(IDEMPOTENCY_KEY_RULE, 'BAD_USER_INPUT');
  return key;
}

/** An optional key: left out (null or undefined) is no key. */
export function optionalIdempotencyKey(key: string | null | undefined): string | undefined {
  return key === null || key === undefined ? undefined : checkIdempotencyKey(key);
}

/**
 * A day argument written as YYYY-MM-DD, by the rule the api and the Date scalar share
 * (machines/dateFormats.ts); whether that day exists and lies in range the api answers itself.
 */
export function checkDayForm(value: string, name: string): void {
  if (dayProblem(value) === 'format')
    throw gatewayError(`${name} must be a date as YYYY-MM-DD`, 'BAD_USER_INPUT');
}
