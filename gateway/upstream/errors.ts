import { createGraphQLError } from 'graphql-yoga';
import type { GraphQLError } from 'graphql';
import { z } from 'zod';
import { isErrorReason } from '../../api/lib/error-reasons.schemas';

/** The error body of every /api/v1 failure (one central handler upstream). */
export const errorBodySchema = z.object({
  statusCode: z.number().int().optional(),
  code: z.string().optional(),
  /** Why the api refused (machines/error-reasons.ts); only a known one is passed on. */
  reason: z.string().optional(),
  message: z.string().optional(),
  details: z.array(z.object({ path: z.unknown(), message: z.string() })).optional(),
  /** What a machine's refusal rests on (times as instants, minutes): the app says why with the numbers. */
  facts: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

/** The typed error codes clients may branch on (DESIGN.md, Gateway rules). */
export type GatewayErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'BAD_USER_INPUT'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS';

const codeByStatus: Partial<Record<number, GatewayErrorCode>> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  // A path parameter over the api's limit (a 101-digit id the resolver did not check) is the caller's.
  414: 'BAD_USER_INPUT',
  422: 'BAD_USER_INPUT',
  429: 'TOO_MANY_REQUESTS',
};

const defaultMessage: Record<GatewayErrorCode, string> = {
  UNAUTHENTICATED: 'Not signed in',
  FORBIDDEN: 'Not allowed',
  NOT_FOUND: 'Not found',
  BAD_USER_INPUT: 'Invalid input',
  CONFLICT: 'Not possible in the current state',
  TOO_MANY_REQUESTS: 'Too many attempts, try again later',
};

/**
 * A failure of the upstream itself (5xx, unreachable, an answer off the contract). It is a
 * plain Error on purpose: yoga's maskedErrors replaces it with "Unexpected error." for the
 * client and logs the detail on the server, so nothing internal reaches the app.
 */
export class UpstreamFailure extends Error {
  override readonly name = 'UpstreamFailure';
}

/**
 * Turns a non-2xx upstream answer into what the resolver throws: a GraphQLError with a typed
 * extensions.code (and extensions.reason when the api named a known one) for the 4xx the app can
 * act on, an UpstreamFailure (masked) for anything else. The message stays the api's English one
 * for developers; the app shows a text it looks up from the reason or code.
 */
export function upstreamError(
  operation: string,
  status: number,
  body: unknown,
  headers: Pick<Headers, 'get'>,
): Error {
  const code = codeByStatus[status];
  if (code === undefined) {
    return new UpstreamFailure(`${operation} answered ${status}`);
  }
  const parsed = errorBodySchema.safeParse(body);
  const errorBody = parsed.success ? parsed.data : {};
  const extensions: Record<string, unknown> = {};
  // Only a reason from machines/error-reasons.ts: the app has a translated text for each of those.
  if (isErrorReason(errorBody.reason)) extensions['reason'] = errorBody.reason;
  if (code === 'BAD_USER_INPUT' && errorBody.details !== undefined) {
    extensions['details'] = errorBody.details;
  }
  // The facts come with the reason they explain, never alone.
  if (isErrorReason(errorBody.reason) && errorBody.facts !== undefined)
    extensions['facts'] = errorBody.facts;
  if (code === 'TOO_MANY_REQUESTS') {
    const retryAfter = Number(headers.get('retry-after'));
    if (Number.isFinite(retryAfter) && retryAfter > 0) extensions['retryAfter'] = retryAfter;
  }
  return gatewayError(errorBody.message ?? defaultMessage[code], code, extensions);
}

/**
 * The one way gateway code builds a client-facing error. It goes through yoga's
 * createGraphQLError on purpose: graphql ships CJS and ESM builds, and an error made from the
 * other copy fails yoga's instanceof check and is masked as "Unexpected error." (this bites
 * under vitest, which resolves the ESM build for our code and the CJS build for yoga).
 */
export function gatewayError(
  message: string,
  code: GatewayErrorCode,
  extensions: Record<string, unknown> = {},
): GraphQLError {
  return createGraphQLError(message, { extensions: { ...extensions, code } });
}

/** Duck-typed for the same reason: which copy of graphql made the error does not matter. */
export function isNotFound(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('extensions' in error)) return false;
  const extensions = (error as { extensions?: { code?: unknown } }).extensions;
  return extensions?.code === 'NOT_FOUND';
}
