import type { ErrorReason } from '../../machines/error-reasons';

export const ERROR_CODES = [
  'BAD_USER_INPUT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'TOO_MANY_REQUESTS',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * The one error shape (docs/api-contract.md). `reason` says which domain refusal it is, as a code
 * the app translates; `message` is English for developers and logs and never shown to a user.
 */
export interface ErrorBody {
  statusCode: number;
  code: ErrorCode;
  reason?: ErrorReason;
  message: string;
  details?: Array<{ path: string; message: string }>;
  /** The facts a machine's refusal rests on (times as ISO instants, counts), for the app to say why with the numbers. */
  facts?: RefusalFacts;
}

/** A refusal's facts: named times (ISO instants) and numbers. */
export type RefusalFacts = Record<string, string | number>;

export interface ApiErrorOptions {
  reason?: ErrorReason;
  headers?: Record<string, string>;
  /** Which fields were refused and why (a form's refused answers). */
  details?: Array<{ path: string; message: string }>;
  facts?: RefusalFacts;
}

/** A refusal the central handler answers as it is (status, code, reason, message). */
export class ApiError extends Error {
  readonly reason: ErrorReason | undefined;
  readonly headers: Record<string, string>;
  readonly details: Array<{ path: string; message: string }> | undefined;
  readonly facts: RefusalFacts | undefined;

  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    options: ApiErrorOptions = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.reason = options.reason;
    this.headers = options.headers ?? {};
    this.details = options.details;
    this.facts = options.facts;
  }

  toBody(): ErrorBody {
    return {
      statusCode: this.statusCode,
      code: this.code,
      ...(this.reason === undefined ? {} : { reason: this.reason }),
      message: this.message,
      ...(this.details === undefined ? {} : { details: this.details }),
      ...(this.facts === undefined ? {} : { facts: this.facts }),
    };
  }
}

export const unauthenticated = (message = 'Not signed in', reason?: ErrorReason) =>
  new ApiError(401, 'UNAUTHENTICATED', message, { reason });
export const forbidden = (message = 'Not allowed') => new ApiError(403, 'FORBIDDEN', message);
/** A domain 404 always says what was not found. */
export const notFound = (message: string, reason: ErrorReason) =>
  new ApiError(404, 'NOT_FOUND', message, { reason });
/** A domain 409 always says which rule refused (api/lib/transitions.ts for a machine's refusal). */
export const conflict = (message: string, reason: ErrorReason, facts?: RefusalFacts) =>
  new ApiError(409, 'CONFLICT', message, { reason, ...(facts ? { facts } : {}) });
/**
 * A DELETE refused because other rows still refer to the subject: 409 STILL_REFERENCED, with what
 * refers to it counted by kind as the facts ({ crews: 3, projects: 1 }), kinds with none left out,
 * so the screen can say what to change first. Nothing is deleted.
 */
export const stillReferenced = (subject: string, references: Record<string, number>) =>
  conflict(
    `${subject} is still referenced`,
    'STILL_REFERENCED',
    Object.fromEntries(Object.entries(references).filter(([, count]) => count > 0)),
  );
export const badUserInput = (message: string, reason?: ErrorReason) =>
  new ApiError(400, 'BAD_USER_INPUT', message, { reason });
