import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi } from '../api/test/helpers';
import type { TestApi } from '../api/test/helpers';
import { buildGateway } from './server';
import { API_ORIGIN } from './test/helpers';
import { inProcessFetch } from './upstream/in-process-fetch';

/** One id per gateway request, passed to every /api/v1 call it makes and echoed by both. */
describe('x-request-id from the gateway to the api', () => {
  let api: TestApi;
  let gateway: FastifyInstance;
  const sent: Array<{ url: string; requestId: string | null }> = [];
  const answered: Array<string | null> = [];

  beforeAll(async () => {
    api = await createTestApi();
    const apiFetch = inProcessFetch(api.app);
    const recording: typeof fetch = async (input, init) => {
      const request = new Request(input, init);
      sent.push({ url: request.url, requestId: request.headers.get('x-request-id') });
      const response = await apiFetch(input, init);
      answered.push(response.headers.get('x-request-id'));
      return response;
    };
    gateway = await buildGateway({ apiFetch: recording, apiBaseUrl: API_ORIGIN });
  });
  afterAll(async () => {
    await gateway?.close();
    await api?.close();
  });

  it("passes the caller's id on a forwarded /api/v1 request, and the api answers under it", async () => {
    sent.length = 0;
    answered.length = 0;
    const response = await gateway.inject({
      method: 'GET',
      url: '/api/v1/tenantSettings',
      headers: { host: 'localhost', type: 'MOBILE', 'x-request-id': 'app-req-7' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-request-id']).toBe('app-req-7');
    expect(sent).toEqual([{ url: `${API_ORIGIN}/api/v1/tenantSettings`, requestId: 'app-req-7' }]);
    expect(answered).toEqual(['app-req-7']);
  });

  it('generates an id for a GraphQL request (replacing one that is not an id) and sends it on each upstream call', async () => {
    sent.length = 0;
    answered.length = 0;
    const response = await gateway.inject({
      method: 'POST',
      url: '/graphql',
      headers: {
        host: 'localhost',
        'content-type': 'application/json',
        'x-request-id': 'not an id\u00e9'.repeat(20),
      },
      payload: JSON.stringify({ query: '{ tenantSettings { name } }' }),
    });
    expect(response.json()).toEqual({ data: { tenantSettings: { name: 'Demo Crew Company' } } });
    const id = response.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent.length).toBeGreaterThan(0);
    for (const call of sent) expect(call.requestId).toBe(id);
    for (const echoed of answered) expect(echoed).toBe(id);
  });
});
