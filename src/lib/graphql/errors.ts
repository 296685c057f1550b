import type { CombinedError } from 'urql';
import type { ErrorReason } from '../../../machines/error-reasons';
import { isErrorReason } from './error-reasons';

/** The gateway codes the app has a text for (gateway/README: GraphQL error codes). */
export const GATEWAY_ERROR_CODES = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'BAD_USER_INPUT',
  'CONFLICT',
  'TOO_MANY_REQUESTS',
] as const;
export type GatewayErrorCode = (typeof GATEWAY_ERROR_CODES)[number];

function isGatewayErrorCode(value: unknown): value is GatewayErrorCode {
  return typeof value === 'string' && (GATEWAY_ERROR_CODES as readonly string[]).includes(value);
}

/** The keys errorTextKey answers; every one has a text in all seven locales (common namespace). */
export type ErrorTextKey =
  | `common:errors.reasons.${string}`
  | `common:errors.codes.${GatewayErrorCode}`
  | 'common:errors.unexpected';

/** Why the api refused (`extensions.reason`), when it said so with a reason the app knows. */
export function errorReason(error: CombinedError | undefined): ErrorReason | undefined {
  for (const graphQLError of error?.graphQLErrors ?? []) {
    const reason = graphQLError.extensions?.reason;
    if (isErrorReason(reason)) return reason;
  }
  return undefined;
}

/** The first gateway code of the error the app has a text for. */
export function gatewayErrorCode(error: CombinedError | undefined): GatewayErrorCode | undefined {
  for (const graphQLError of error?.graphQLErrors ?? []) {
    const code = graphQLError.extensions?.code;
    if (isGatewayErrorCode(code)) return code;
  }
  return undefined;
}

/**
 * The translation key for why a request failed, read from the answer once (an api reason, else a
 * gateway code): the reason says most (why the api refused), then the code, then a general text.
 */
export function textKeyOf(why: ErrorReason | GatewayErrorCode | null | undefined): ErrorTextKey {
  if (why == null) return 'common:errors.unexpected';
  if (isGatewayErrorCode(why)) return `common:errors.codes.${why}`;
  return `common:errors.reasons.${why}`;
}

/**
 * The translation key for a failed request. The api's and gateway's `message` is English for
 * developers and never shown to a user (contract 3).
 */
export function errorTextKey(error: CombinedError | undefined): ErrorTextKey {
  return textKeyOf(errorReason(error) ?? gatewayErrorCode(error));
}
