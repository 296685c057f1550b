import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ERROR_REASONS } from './lib/error-reasons.schemas';
import { readdirSync } from 'node:fs';
import { apiAreas, apiRoutes, assertRouteAccess } from './app';
import { tenantHosts } from './db/core.tables';
import { createTestApi } from './test/helpers';
import type { TestApi } from './test/helpers';
import { call } from './test/requests';

describe('the api instance', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(() => api.close());

  it('registers every folder of api/routes as an area, discovered rather than listed', async () => {
    const folders = readdirSync(new URL('./routes/', import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect((await apiAreas()).map((area) => area.name)).toEqual(folders);
    const urls = apiRoutes(api.app).map((route) => route.url);
    for (const url of [
      '/api/v1/auth/token',
      '/api/v1/userRights',
      '/api/v1/jobs',
      '/api/v1/projects/:number',
      '/api/v1/plusCrews/:number',
    ]) {
      expect(urls).toContain(url);
    }
  });

  it('makes every registered route declare exactly one access rule', () => {
    const routes = apiRoutes(api.app);
    expect(routes.length).toBeGreaterThanOrEqual(17);
    const undeclared = routes.filter((route) => {
      try {
        assertRouteAccess(route);
        return false;
      } catch {
        return true;
      }
    });
    expect(undeclared).toEqual([]);
    expect(() => assertRouteAccess({ method: 'GET', url: '/api/v1/secret', access: {} })).toThrow(
      /must declare/,
    );
    expect(() =>
      assertRouteAccess({
        method: 'GET',
        url: '/x',
        access: { public: true, authenticated: true },
      }),
    ).toThrow();
  });

  it('enforces the declarations: without a token only public routes answer', async () => {
    for (const route of apiRoutes(api.app)) {
      const url = route.url.replace(':id', '1').replace(':number', '1001');
      const response = await api.app.inject({
        method: route.method as 'GET' | 'POST',
        url,
        headers: { host: 'localhost', type: 'MOBILE' },
      });
      if (route.access.public) {
        expect(response.statusCode, `${route.method} ${route.url}`).not.toBe(401);
      } else {
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      }
    }
  });

  it('serves an OpenAPI document listing the routes', async () => {
    const response = await call(api.app, 'GET', '/openapi.json');
    expect(response.statusCode).toBe(200);
    const document = response.json<{
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
    }>();
    expect(document.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/v1/auth/token',
      '/api/v1/jobs',
      '/api/v1/jobs/{id}',
      '/api/v1/jobs/{id}/confirmation',
      '/api/v1/userRights',
    ]) {
      expect(Object.keys(document.paths)).toContain(path);
    }
    expect(document.paths['/api/v1/jobs/{id}/confirmation']).toHaveProperty('post.security', [
      { bearer: [] },
    ]);
    expect(document.paths['/api/v1/tenantSettings']).not.toHaveProperty('get.security');
  });

  it('documents every error reason in the error schema of the OpenAPI document', async () => {
    const document = (await call(api.app, 'GET', '/openapi.json')).json<{
      paths: Record<
        string,
        { post: { responses: Record<string, { content: Record<string, { schema: unknown }> }> } }
      >;
    }>();
    const conflict =
      document.paths['/api/v1/jobs/{id}/confirmation']?.post.responses['409']?.content[
        'application/json'
      ]?.schema;
    expect(conflict).toMatchObject({ properties: { reason: { enum: [...ERROR_REASONS] } } });
  });

  it('refuses an unknown host with UNKNOWN_HOST when there is no default tenant to fall back to', async () => {
    await api.database.db
      .update(tenantHosts)
      .set({ isDefault: false })
      .where(eq(tenantHosts.host, 'localhost'));
    try {
      const response = await call(api.app, 'GET', '/tenantSettings', { host: 'nowhere.test' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        statusCode: 404,
        code: 'NOT_FOUND',
        reason: 'UNKNOWN_HOST',
        message: 'Unknown host',
      });
    } finally {
      await api.database.db
        .update(tenantHosts)
        .set({ isDefault: true })
        .where(eq(tenantHosts.host, 'localhost'));
    }
  });

  it('answers unknown routes and malformed bodies in the one error shape', async () => {
    const missing = await call(api.app, 'GET', '/nothing-here');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' });
    const malformed = await api.app.inject({
      method: 'POST',
      url: '/api/v1/auth/token',
      headers: { host: 'localhost', type: 'MOBILE', 'content-type': 'application/json' },
      payload: '{"login":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ statusCode: 400, code: 'BAD_USER_INPUT' });
  });

  it('takes an empty JSON body as no body', async () => {
    const token = await api.signInAs('crew');
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/v1/jobs/999999/confirmation',
      headers: {
        host: 'localhost',
        type: 'MOBILE',
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
      },
      payload: '',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ reason: 'JOB_NOT_FOUND', message: 'Job not found' });
  });

  it('leaks nothing of an internal error', async () => {
    vi.spyOn(api.database.db, 'select').mockImplementation(() => {
      throw new Error('connect ECONNREFUSED postgres://admin:hunter2@db.internal:5432/crewhub');
    });
    const response = await call(api.app, 'GET', '/tenantSettings');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      statusCode: 500,
      code: 'INTERNAL',
      message: 'Internal server error',
    });
    expect(response.body).not.toMatch(/hunter2|ECONNREFUSED|stack/);
  });
});
