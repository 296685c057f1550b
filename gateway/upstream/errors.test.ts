import { describe, expect, it } from 'vitest';
import { UpstreamFailure, isNotFound, upstreamError } from './errors';

const headers = (init: Record<string, string> = {}) => new Headers(init);

describe('upstreamError', () => {
  it.each([
    [400, 'BAD_USER_INPUT'],
    [401, 'UNAUTHENTICATED'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [409, 'CONFLICT'],
    [422, 'BAD_USER_INPUT'],
    [429, 'TOO_MANY_REQUESTS'],
  ])('maps %i to %s and keeps the api message', (status, code) => {
    const error = upstreamError(
      'GET /x',
      status,
      { statusCode: status, code, message: 'Said by the api' },
      headers(),
    );
    expect(error.message).toBe('Said by the api');
    expect((error as { extensions?: Record<string, unknown> }).extensions?.['code']).toBe(code);
  });

  it('carries the validation details of a 400 and the Retry-After of a 429', () => {
    const details = [{ path: ['password'], message: 'Too short' }];
    const invalid = upstreamError(
      'POST /x',
      400,
      { statusCode: 400, code: 'BAD_USER_INPUT', message: 'Invalid', details },
      headers(),
    );
    expect((invalid as { extensions?: Record<string, unknown> }).extensions?.['details']).toEqual(
      details,
    );
    const throttled = upstreamError(
      'POST /auth/token',
      429,
      { message: 'Slow down' },
      headers({ 'retry-after': '30' }),
    );
    expect((throttled as { extensions?: Record<string, unknown> }).extensions?.['retryAfter']).toBe(
      30,
    );
  });

  it('falls back to a generic message when the body is not the api’s error shape', () => {
    const error = upstreamError('GET /x', 404, '<html>not found</html>', headers());
    expect(error.message).toBe('Not found');
    expect(isNotFound(error)).toBe(true);
  });

  it('turns 5xx and unexpected statuses into an UpstreamFailure, which yoga masks', () => {
    for (const status of [500, 502, 503, 405, 413]) {
      const error = upstreamError(
        'GET /x',
        status,
        { message: 'database password is hunter2' },
        headers(),
      );
      expect(error).toBeInstanceOf(UpstreamFailure);
      expect(error.message).not.toContain('hunter2');
    }
  });
});
