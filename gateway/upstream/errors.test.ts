import { describe, expect, it } from 'vitest';
import { createGatewayYoga } from '../yoga';
import { UpstreamFailure, isNotFound, upstreamError } from './errors';

const headers = (init: Record<string, string> = {}) => new Headers(init);

describe('upstreamError', () => {
  it.each([
    [400, 'BAD_USER_INPUT'],
    [401, 'UNAUTHENTICATED'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [409, 'CONFLICT'],
    [414, 'BAD_USER_INPUT'],
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

describe('upstreamError reasons', () => {
  const extensionsOf = (error: Error) =>
    (error as { extensions?: Record<string, unknown> }).extensions ?? {};

  it('passes a known reason on as extensions.reason next to the code', () => {
    const error = upstreamError(
      'POST /jobs/1/confirmation',
      409,
      {
        statusCode: 409,
        code: 'CONFLICT',
        reason: 'CREW_ITEM_NOT_CONFIRMABLE',
        message: 'This job cannot be confirmed',
      },
      headers(),
    );
    expect(extensionsOf(error)).toEqual({ code: 'CONFLICT', reason: 'CREW_ITEM_NOT_CONFIRMABLE' });
  });

  it('drops a reason the app has no text for, and keeps the code and message', () => {
    const error = upstreamError(
      'POST /auth/token',
      401,
      { statusCode: 401, code: 'UNAUTHENTICATED', reason: 'SOMETHING_NEW', message: 'No' },
      headers(),
    );
    expect(extensionsOf(error)).toEqual({ code: 'UNAUTHENTICATED' });
    expect(error.message).toBe('No');
  });

  it('answers no reason when the api sent none', () => {
    const error = upstreamError('GET /jobs/9', 404, { message: 'Not here' }, headers());
    expect(extensionsOf(error)).toEqual({ code: 'NOT_FOUND' });
  });
});

describe('a refusal through GraphQL', () => {
  it('reaches the client with its code and reason (not masked)', async () => {
    // Only the confirmation fails, as the api answers a job that is no longer pending.
    const apiFetch: typeof fetch = () =>
      Promise.resolve(
        Response.json(
          {
            statusCode: 409,
            code: 'CONFLICT',
            reason: 'CREW_ITEM_NOT_CONFIRMABLE',
            message: 'This job cannot be confirmed',
          },
          { status: 409 },
        ),
      );
    const yoga = createGatewayYoga({ apiFetch, apiBaseUrl: 'http://api.test' });
    const response = await yoga.fetch('http://localhost/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer t' },
      body: JSON.stringify({
        query: 'mutation { confirmJob(id: "1", idempotencyKey: "k") { id } }',
      }),
    });
    const body = (await response.json()) as { errors?: { extensions?: Record<string, unknown> }[] };
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: 'CONFLICT',
      reason: 'CREW_ITEM_NOT_CONFIRMABLE',
    });
  });
});
