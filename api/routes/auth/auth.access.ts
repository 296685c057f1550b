import type { z } from 'zod';
import type { IssuedToken } from '../../auth/tokens';
import { ApiError } from '../../lib/errors';
import { formatTimestamp } from '../../lib/format';
import type { tokenAnswerSchema } from './auth.schemas';

// What the auth registrars share: the refusals' words, the token answer and the throttle's 429.

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const WRONG_CREDENTIALS = 'Wrong login or password';
export const LINK_NO_LONGER_VALID = 'This link is no longer valid';

export function toAnswer(issued: IssuedToken): z.infer<typeof tokenAnswerSchema> {
  return { ...issued, expiresAt: formatTimestamp(issued.expiresAt) };
}

export function tooManyAttempts(
  retryAfter: number,
  message = 'Too many sign-in attempts, try again later',
): ApiError {
  return new ApiError(429, 'TOO_MANY_REQUESTS', message, {
    reason: 'TOO_MANY_ATTEMPTS',
    headers: { 'retry-after': String(retryAfter) },
  });
}
