import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi } from '../../api/test/helpers';
import type { TestApi } from '../../api/test/helpers';
import { createApiClient } from './api-client';
import { inProcessFetch } from './in-process-fetch';

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
      message: 'Wrong login or password',
    });
  });

  it('answers HEAD without a body', async () => {
    const response = await apiFetch('http://api.in-process/api/v1/status', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.body).toBeNull();
  });
});

describe('createApiClient against the real api', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(() => api.close());

  const client = (authorization?: string) =>
    createApiClient({
      fetch: inProcessFetch(api.app),
      baseUrl: 'http://api.in-process',
      forward: { authorization, host: 'localhost' },
    });

  it('signs in with Type MOBILE by default and reads with the new token', async () => {
    const answer = await client().signIn('planner@demo.test', 'demo1234');
    expect(answer).toMatchObject({ type: 'user', projectNumber: null, plusCrewNumber: null });
    const rights = await client().withToken(answer.token).userRights();
    expect(rights['projects']).toEqual({ READ: 'ALL' });
  });

  it('answers null for a 404 lookup and throws typed errors for the rest', async () => {
    const token = await api.signInAs('crew');
    expect(await client(`Bearer ${token}`).job('999999')).toBeNull();
    await expect(client().jobs({ limit: 10, page: 1 })).rejects.toMatchObject({
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });
});
