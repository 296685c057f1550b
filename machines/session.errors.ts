import type { SessionErrorCode } from './session.types';

const SESSION_ERROR_CODES: readonly SessionErrorCode[] = [
  'wrongCredentials',
  'throttled',
  'network',
  'expired',
  'unknown',
];

/** Narrows an unknown value to a {@link SessionErrorCode}. */
export function isSessionErrorCode(value: unknown): value is SessionErrorCode {
  return typeof value === 'string' && (SESSION_ERROR_CODES as readonly string[]).includes(value);
}

/**
 * The error a runtime's `signIn` / `refresh` actor rejects with, so the machine can tell the user
 * why (wrong credentials vs. throttled vs. offline) without parsing messages.
 */
export class SessionError extends Error {
  readonly code: SessionErrorCode;
  /** For 'throttled': the seconds the answer's Retry-After gave, when it gave any. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: SessionErrorCode,
    message: string = code,
    options: { retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'SessionError';
    this.code = code;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/**
 * The seconds to wait that a throttled rejection carries (a positive finite `retryAfterSeconds`),
 * else undefined: a sign-in refused for any other reason has nothing to wait for.
 */
export function toRetryAfterSeconds(error: unknown): number | undefined {
  if (toSessionErrorCode(error) !== 'throttled') return undefined;
  const seconds = (error as { retryAfterSeconds?: unknown }).retryAfterSeconds;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0
    ? seconds
    : undefined;
}

/**
 * Maps whatever an actor rejected with to a {@link SessionErrorCode}. Only an object carrying a
 * known `code` counts; anything else (a TypeError from fetch, a string) is 'unknown', because
 * guessing from messages would break with every translation or browser.
 */
export function toSessionErrorCode(error: unknown): SessionErrorCode {
  if (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    isSessionErrorCode(error.code)
  ) {
    return error.code;
  }
  return 'unknown';
}

/**
 * Thrown by the machines' default implementations. The machines re-throw it instead of treating
 * it as a sign-in failure, so a runtime that forgot a `.provide()` entry crashes visibly.
 */
export class MissingImplementationError extends Error {
  constructor(machine: string, name: string) {
    super(`${machine}: '${name}' is not provided; supply it with ${machine}.provide(...)`);
    this.name = 'MissingImplementationError';
  }
}

/** Re-throws a {@link MissingImplementationError}; any other error is left to the caller. */
export function rethrowMissingImplementation(error: unknown): void {
  if (error instanceof MissingImplementationError) throw error;
}
