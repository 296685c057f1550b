import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, createTenantHost } from '../api/db/seed/factories';
import { createTestApi, testBackends } from '../api/test/helpers';
import type { TestApi } from '../api/test/helpers';
import { buildGateway } from './server';
import { API_ORIGIN } from './test/helpers';
import { inProcessFetch } from './upstream/in-process-fetch';

const TRUSTED_HASH = 'a'.repeat(64);
const TRUSTED_QUERY = 'query TenantName { tenantSettings { name } }';

interface GraphQLBody {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

function writeStaticDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'crew-hub-dist-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><title>Crew Hub</title><div id="root"></div>',
  );
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log("app")');
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  writeFileSync(join(dir, 'manifest.webmanifest'), '{"name":"Crew Hub"}');
  return dir;
}

const post = (app: FastifyInstance, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(payload),
  });

describe.each(testBackends({ pgliteToo: true }))('gateway server on %s', (backend) => {
  let api: TestApi;
  let staticDir: string;
  let gateway: FastifyInstance;
  let production: FastifyInstance;

  beforeAll(async () => {
    api = await createTestApi({ backend });
    // A second tenant that lets a portal frame the app; one entry tries to smuggle a directive.
    const framed = await createTenant(api.database.db, {
      name: 'Framed Crew Company',
      frameAncestors: [
        'https://portal.framed.test',
        "https://evil.test; script-src 'unsafe-inline'",
      ],
    });
    await createTenantHost(api.database.db, framed.id, 'framed.test');
    staticDir = writeStaticDir();
    writeFileSync(
      join(staticDir, 'persisted-documents.json'),
      JSON.stringify({ [TRUSTED_HASH]: TRUSTED_QUERY }),
    );
    const apiFetch = inProcessFetch(api.app);
    gateway = await buildGateway({ apiFetch, apiBaseUrl: API_ORIGIN, staticDir });
    production = await buildGateway({
      apiFetch,
      apiBaseUrl: API_ORIGIN,
      staticDir,
      production: true,
      persistedDocuments: join(staticDir, 'persisted-documents.json'),
    });
  });

  afterAll(async () => {
    await gateway?.close();
    await production?.close();
    await api?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  describe('security headers', () => {
    it('sends a strict CSP and the other security headers on a GraphQL answer', async () => {
      const response = await post(gateway, { query: '{ tenantSettings { name } }' });
      expect(response.statusCode).toBe(200);
      expect(response.json<GraphQLBody>().data).toEqual({
        tenantSettings: { name: 'Demo Crew Company' },
      });
      const csp = String(response.headers['content-security-policy']);
      for (const directive of [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob: https:",
        "font-src 'self' data:",
        "connect-src 'self'",
        "worker-src 'self'",
        "manifest-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'self'",
      ]) {
        expect(csp.split('; ')).toContain(directive);
      }
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['permissions-policy']).toContain('geolocation=(self)');
      expect(response.headers['permissions-policy']).toContain('camera=(self)');
      expect(response.headers['x-frame-options']).toBeUndefined();
    });

    it('sends the headers on a 404 and on forwarded api answers too', async () => {
      for (const url of ['/no-such-file.png', '/api/v1/status']) {
        const response = await gateway.inject({ method: 'GET', url });
        expect(response.headers['content-security-policy']).toContain("default-src 'self'");
        expect(response.headers['x-content-type-options']).toBe('nosniff');
      }
    });

    it('keeps frame-ancestors to self for a tenant without frameAncestors', async () => {
      const response = await gateway.inject({
        method: 'GET',
        url: '/',
        headers: { host: 'localhost' },
      });
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(
        String(response.headers['content-security-policy']).endsWith("frame-ancestors 'self'"),
      ).toBe(true);
    });

    it('widens frame-ancestors with the tenant’s origins for its host, dropping anything unsafe', async () => {
      const response = await gateway.inject({
        method: 'GET',
        url: '/jobs',
        headers: { host: 'framed.test' },
      });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'self' https://portal.framed.test");
      expect(csp).not.toContain('evil.test');
      expect(csp.match(/script-src/g)).toHaveLength(1);
    });
  });

  describe('the app', () => {
    it('serves index.html for / and for client routes, revalidated every time', async () => {
      for (const url of ['/', '/jobs/12', '/plus-crews/7001/data?date=2026-11-01']) {
        const response = await gateway.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-type']).toContain('text/html');
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.body).toContain('<div id="root"></div>');
      }
    });

    it('serves index.html for a page link whose token contains dots', async () => {
      const response = await gateway.inject({
        method: 'GET',
        url: '/welcome/eyJhbGciOi.eyJzdWIiOi.c2lnbmF0dXJl',
        headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
    });

    it('answers 404, not the app shell, for missing files, /graphql paths and /api paths', async () => {
      for (const url of [
        '/assets/index-old.js',
        '/favicon.png',
        '/api/unknown',
        '/graphql/nothing',
      ]) {
        const response = await gateway.inject({ method: 'GET', url, headers: { accept: '*/*' } });
        expect(response.statusCode, url).toBe(404);
        expect(response.body, url).not.toContain('<div id="root">');
      }
    });

    it('caches hashed assets for a year and other files not at all', async () => {
      const asset = await gateway.inject({ method: 'GET', url: '/assets/index-abc123.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const manifest = await gateway.inject({ method: 'GET', url: '/manifest.webmanifest' });
      expect(manifest.statusCode).toBe(200);
      expect(manifest.headers['cache-control']).toBe('no-cache');
    });

    it('serves /sw.js uncached with Service-Worker-Allowed: /', async () => {
      const response = await gateway.inject({ method: 'GET', url: '/sw.js' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('addEventListener');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['service-worker-allowed']).toBe('/');
    });

    it('answers /version.json without auth', async () => {
      const response = await gateway.inject({ method: 'GET', url: '/version.json' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const body = response.json<{ version: string; commit: string | null; builtAt: string }>();
      expect(body.version).toBe('0.1.0');
      expect(body.builtAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/);
      expect(body.commit === null || /^[0-9a-f]{7,40}$/.test(body.commit)).toBe(true);
    });
  });

  describe('/api/v1 forwarding', () => {
    it('forwards GET /api/v1/status with its status and body', async () => {
      const response = await gateway.inject({ method: 'GET', url: '/api/v1/status' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 'ok', database: 'ok' });
    });

    it('forwards a POST body and the Type header, and the api’s error status and body', async () => {
      const ok = await gateway.inject({
        method: 'POST',
        url: '/api/v1/auth/token',
        headers: { 'content-type': 'application/json', type: 'MOBILE' },
        payload: JSON.stringify({ login: 'crew@demo.test', password: 'demo1234' }),
      });
      expect(ok.statusCode).toBe(200);
      const { token } = ok.json<{ token: string }>();
      const wrong = await gateway.inject({
        method: 'POST',
        url: '/api/v1/auth/token',
        headers: { 'content-type': 'application/json', type: 'MOBILE' },
        payload: JSON.stringify({ login: 'crew@demo.test', password: 'nope' }),
      });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual({
        statusCode: 401,
        code: 'UNAUTHENTICATED',
        reason: 'WRONG_CREDENTIALS',
        message: 'Wrong login or password',
      });

      const rights = await gateway.inject({
        method: 'GET',
        url: '/api/v1/userRights',
        headers: { authorization: `Bearer ${token}`, type: 'MOBILE' },
      });
      expect(rights.statusCode).toBe(200);
      expect(rights.json()).toMatchObject({ jobs: { READ: 'OWN' } });
    });
  });

  describe('GraphQL over HTTP', () => {
    it('serves GraphiQL in development, with a CSP that lets it load', async () => {
      const response = await gateway.inject({
        method: 'GET',
        url: '/graphql',
        headers: { accept: 'text/html' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['content-security-policy']).toContain('https://unpkg.com');
    });

    it('does not serve GraphiQL in production', async () => {
      const response = await production.inject({
        method: 'GET',
        url: '/graphql',
        headers: { accept: 'text/html' },
      });
      expect(response.headers['content-type'] ?? '').not.toContain('text/html');
      expect(response.headers['content-security-policy']).not.toContain('unpkg.com');
    });

    it('accepts a trusted document by its hash in production', async () => {
      const response = await post(production, {
        extensions: { persistedQuery: { version: 1, sha256Hash: TRUSTED_HASH } },
      });
      expect(response.json<GraphQLBody>()).toEqual({
        data: { tenantSettings: { name: 'Demo Crew Company' } },
      });
    });

    it('accepts a trusted document over GET, as urql sends persisted queries', async () => {
      const extensions = JSON.stringify({
        persistedQuery: { version: 1, sha256Hash: TRUSTED_HASH },
      });
      const response = await production.inject({
        method: 'GET',
        url: `/graphql?operationName=TenantName&extensions=${encodeURIComponent(extensions)}`,
        headers: { accept: 'application/graphql-response+json' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<GraphQLBody>()).toEqual({
        data: { tenantSettings: { name: 'Demo Crew Company' } },
      });
    });

    it('refuses an operation that is not a trusted document in production', async () => {
      const arbitrary = await post(production, { query: TRUSTED_QUERY });
      const body = arbitrary.json<GraphQLBody>();
      expect(body.data ?? null).toBeNull();
      expect(body.errors?.[0]?.message).toBe('PersistedQueryOnly');
      expect(body.errors?.[0]?.extensions?.['code']).toBe('PERSISTED_QUERY_ONLY');

      const unknown = await post(production, {
        extensions: { persistedQuery: { version: 1, sha256Hash: 'b'.repeat(64) } },
      });
      expect(unknown.json<GraphQLBody>().errors?.[0]?.message).toBe('PersistedQueryNotFound');
    });

    it('accepts arbitrary operations in development', async () => {
      const response = await post(gateway, { query: '{ ok }' });
      expect(response.json<GraphQLBody>()).toEqual({ data: { ok: true } });
    });

    it('passes the bearer token through to the api', async () => {
      const token = await api.signInAs('crew');
      const response = await post(
        gateway,
        { query: '{ jobsToConfirm { id status } }' },
        { authorization: `Bearer ${token}` },
      );
      const body = response.json<GraphQLBody>();
      expect(body.errors).toBeUndefined();
      expect(body.data?.['jobsToConfirm']).toEqual(
        expect.arrayContaining([expect.objectContaining({ status: 'pending' })]),
      );
    });
  });
});

describe('gateway start-up and failures', () => {
  it('fails fast in production when the trusted documents are missing', async () => {
    await expect(
      buildGateway({
        apiFetch: fetch,
        apiBaseUrl: 'http://127.0.0.1:9',
        production: true,
        persistedDocuments: '/nonexistent/persisted-documents.json',
      }),
    ).rejects.toThrow(
      /Trusted documents not found at \/nonexistent\/persisted-documents\.json: run `npm run codegen`/,
    );
  });

  it('masks an internal failure: an unreachable api leaks nothing to the client', async () => {
    // Port 9 (discard) has nothing listening: a real connection failure, not a stand-in.
    const gateway = await buildGateway({ apiFetch: fetch, apiBaseUrl: 'http://127.0.0.1:9' });
    try {
      const response = await post(gateway, { query: '{ tenantSettings { name } }' });
      const body = response.json<GraphQLBody>();
      expect(body.errors).toHaveLength(1);
      expect(body.errors?.[0]?.message).toBe('Unexpected error.');
      expect(body.errors?.[0]?.extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR' });
      expect(response.body).not.toMatch(
        /127\.0\.0\.1|ECONNREFUSED|fetch failed|tenantSettings answered/,
      );
    } finally {
      await gateway.close();
    }
  });
});
