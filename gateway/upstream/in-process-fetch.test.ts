import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApi } from '../../api/test/helpers';
import type { TestApi } from '../../api/test/helpers';
import { z } from 'zod';
import { createApiClient, orNull, upstreamOperation } from './api-client';
import type { UpstreamRequest } from './api-client';
import { UpstreamFailure } from './errors';
import { inProcessFetch, inProcessRequest } from './in-process-fetch';
import { pooledRequest } from './pooled-request';

describe('inProcessFetch', () => {
  let api: TestApi;
  let apiFetch: typeof fetch;

  beforeAll(async () => {
    api = await createTestApi();
    apiFetch = inProcessFetch(api.app);
  });
  afterAll(() => api.close());

  it('answers a GET from the api without a socket', async () => {
    const response = await apiFetch('http://api.in-process/api/v1/status');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toMatchObject({ status: 'ok' });
  });

  it('sends a request body and headers, and passes error statuses through', async () => {
    const response = await apiFetch(
      new Request('http://api.in-process/api/v1/auth/token', {
        method: 'POST',
        headers: { 'content-type': 'application/json', type: 'MOBILE', host: 'localhost' },
        body: JSON.stringify({ login: 'crew@demo.test', password: 'wrong' }),
      }),
    );
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      statusCode: 401,
      code: 'UNAUTHENTICATED',
      reason: 'WRONG_CREDENTIALS',
      message: 'Wrong login or password',
    });
  });

  it('answers HEAD without a body', async () => {
    const response = await apiFetch('http://api.in-process/api/v1/status', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.body).toBeNull();
  });

  it("reads the api client's JSON calls whole and streams everything else", async () => {
    const inject = vi.spyOn(api.app, 'inject');
    const url = new URL('http://api.in-process/api/v1/auth/token');
    const init = {
      method: 'POST',
      headers: new Headers({
        accept: 'application/json',
        'content-type': 'application/json',
        type: 'MOBILE',
        host: 'localhost',
      }),
      body: JSON.stringify({ login: 'crew@demo.test', password: 'wrong' }),
    };
    const whole = await apiFetch(url, init);
    const streamed = await apiFetch(new Request(url, init));
    expect(
      inject.mock.calls.map(
        (args: unknown[]) =>
          (args[0] as { payloadAsStream?: boolean } | undefined)?.payloadAsStream,
      ),
    ).toEqual([undefined, true]);
    // The same answer either way: status, headers and body.
    expect(whole.status).toBe(401);
    expect(streamed.status).toBe(401);
    expect(whole.headers.get('content-type')).toBe(streamed.headers.get('content-type'));
    expect(await whole.json()).toEqual(await streamed.json());
    inject.mockRestore();
  });
});

// The same calls through each transport the gateway uses (docs/decisions/241): fetch in one
// process, inProcessRequest (npm start), and pooledRequest over a real socket (API_URL).
describe.each(['inProcessFetch', 'inProcessRequest', 'pooledRequest'] as const)(
  'createApiClient against the real api, through %s',
  (transport) => {
    let api: TestApi;
    let baseUrl = 'http://api.in-process';
    let request: UpstreamRequest | undefined;
    let closePool = async () => {};

    beforeAll(async () => {
      api = await createTestApi();
      if (transport === 'inProcessRequest') request = inProcessRequest(api.app);
      if (transport === 'pooledRequest') {
        baseUrl = await api.app.listen({ port: 0, host: '127.0.0.1' });
        const pooled = pooledRequest(baseUrl);
        request = pooled.request;
        closePool = pooled.close;
      }
    });
    afterAll(async () => {
      await closePool();
      await api.close();
    });

    const client = (authorization?: string) =>
      createApiClient({
        // Only the transport under test answers: a call that reached this fetch would fail the test.
        fetch:
          transport === 'inProcessFetch'
            ? inProcessFetch(api.app)
            : () => Promise.reject(new Error('fetch used')),
        request,
        baseUrl,
        forward: { authorization, host: 'localhost' },
      });

    // The transport on its own: areas declare their real operations in <area>.upstream.ts.
    const signIn = upstreamOperation(
      'POST',
      '/auth/token',
      z.object({ token: z.string(), type: z.string(), projectNumber: z.string().nullable() }),
    );
    const userRights = upstreamOperation('GET', '/userRights', z.record(z.string(), z.unknown()));
    const job = upstreamOperation('GET', '/jobs/{id}', z.object({ id: z.number() }));
    const jobs = upstreamOperation('GET', '/jobs', z.object({ total: z.number() }));

    it('signs in with Type MOBILE by default and reads with the new token', async () => {
      const answer = await client().call(signIn, {
        body: { login: 'planner@demo.test', password: 'demo1234' },
      });
      expect(answer).toMatchObject({ type: 'user', projectNumber: null });
      const rights = await client().withToken(answer.token).call(userRights);
      expect(rights['projects']).toEqual({ READ: 'ALL', CREATE: 'ALL', EDIT_PROJECT_LOGO: 'ALL' });
    });

    it('answers null for a 404 lookup and throws typed errors for the rest', async () => {
      const token = await api.signInAs('crew');
      expect(
        await orNull(client(`Bearer ${token}`).call(job, { params: { id: '999999' } })),
      ).toBeNull();
      await expect(client().call(jobs, { query: { limit: 10, page: 1 } })).rejects.toMatchObject({
        extensions: { code: 'UNAUTHENTICATED' },
      });
    });

    it('encodes path parameters and refuses a template without its value', async () => {
      const token = await api.signInAs('crew');
      const calls: string[] = [];
      const recording = createApiClient({
        fetch: (input, init) => {
          calls.push(new Request(input, init).url);
          return inProcessFetch(api.app)(input, init);
        },
        baseUrl: 'http://api.in-process',
        forward: { authorization: `Bearer ${token}`, host: 'localhost' },
      });
      // The api refuses the id (not a number) instead of reading /jobs/2: the slash stayed encoded.
      await expect(recording.call(job, { params: { id: '1/../2' } })).rejects.toMatchObject({
        extensions: { code: 'BAD_USER_INPUT' },
      });
      expect(calls).toEqual(['http://api.in-process/api/v1/jobs/1%2F..%2F2']);
      await expect(recording.call(job)).rejects.toThrow('/jobs/{id}: no value for {id}');
    });

    it.runIf(transport !== 'inProcessFetch')(
      'answers the status, the headers by any case and the whole text',
      async () => {
        const answer = await request?.(new URL('/api/v1/status', baseUrl), {
          method: 'GET',
          headers: {
            accept: 'application/json',
            type: 'MOBILE',
            host: 'localhost',
            'x-forwarded-host': 'localhost',
          },
          body: undefined,
        });
        expect(answer?.status).toBe(200);
        expect(answer?.headers.get('Content-Type')).toContain('application/json');
        expect(answer?.headers.get('x-no-such-header')).toBeNull();
        expect(JSON.parse(answer?.text ?? '')).toMatchObject({ status: 'ok' });
      },
    );

    it('turns an answer off the contract into an UpstreamFailure (masked by yoga)', async () => {
      const status = upstreamOperation('GET', '/status', z.object({ version: z.number() }));
      await expect(client().call(status)).rejects.toBeInstanceOf(UpstreamFailure);
    });
  },
);
