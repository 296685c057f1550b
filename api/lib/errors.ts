export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS'
  | 'INTERNAL';

export interface ErrorBody {
  statusCode: number;
  code: ErrorCode;
  message: string;
  details?: Array<{ path: string; message: string }>;
}

/** An error whose message is meant for the user; the central handler answers it as it is. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toBody(): ErrorBody {
    return { statusCode: this.statusCode, code: this.code, message: this.message };
  }
}

export const unauthenticated = (message = 'Not signed in') => new ApiError(401, 'UNAUTHENTICATED', message);
export const forbidden = (message = 'Not allowed') => new ApiError(403, 'FORBIDDEN', message);
export const notFound = (message: string) => new ApiError(404, 'NOT_FOUND', message);
export const conflict = (message: string) => new ApiError(409, 'CONFLICT', message);
export const badUserInput = (message: string) => new ApiError(400, 'BAD_USER_INPUT', message);
