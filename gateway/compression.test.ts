import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../api/test/helpers';
import { MIN_BYTES, precompressDirectory } from '../scripts/build/precompress';
import { buildGateway, COMPRESS_THRESHOLD_BYTES } from './server';
import { API_ORIGIN } from './test/helpers';
import { inProcessFetch } from './upstream/in-process-fetch';

// A built app in miniature, compressed by the same step the Vite build runs.
const script = `console.log(${JSON.stringify('the crew hub app '.repeat(400))});\n`;
const shell = `<!doctype html><title>Crew Hub</title><div id="root">${' '.repeat(2000)}</div>`;

describe('what the browser receives, compressed', () => {
  let api: TestApi;
  let gateway: FastifyInstance;
  let staticDir: string;

  beforeAll(async () => {
    staticDir = mkdtempSync(join(tmpdir(), 'crew-hub-dist-'));
    mkdirSync(join(staticDir, 'assets'));
    writeFileSync(join(staticDir, 'index.html'), shell);
    writeFileSync(join(staticDir, 'assets', 'index-abc123.js'), script);
    writeFileSync(join(staticDir, 'assets', 'tiny-abc123.js'), 'export {};');
    writeFileSync(join(staticDir, 'sw.js'), `self.version = ${JSON.stringify('x'.repeat(3000))};`);
    await precompressDirectory(staticDir);
    api = await createTestApi();
    gateway = await buildGateway({
      apiFetch: inProcessFetch(api.app),
      apiBaseUrl: API_ORIGIN,
      staticDir,
    });
  });

  afterAll(async () => {
    await gateway?.close();
    await api?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  const get = (url: string, encoding?: string) =>
    gateway.inject({
      method: 'GET',
      url,
      headers: encoding ? { 'accept-encoding': encoding } : {},
    });

  it('sends an asset brotli-encoded to a browser that accepts br, smaller, as JavaScript', async () => {
    const answer = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.rawPayload.length).toBeLessThan(script.length / 4);
    expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(script);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends gzip to a browser without br, and the plain file to one that accepts neither', async () => {
    const gzipped = await get('/assets/index-abc123.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(script);
    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('sends a file below the threshold as it is', async () => {
    expect('export {};'.length).toBeLessThan(MIN_BYTES);
    const answer = await get('/assets/tiny-abc123.js', 'br, gzip');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body).toBe('export {};');
  });

  it('compresses the app shell and the service worker too, and keeps them revalidated', async () => {
    for (const url of ['/', '/jobs', '/sw.js']) {
      const answer = await get(url, 'br');
      expect({ url, encoding: answer.headers['content-encoding'] }).toEqual({
        url,
        encoding: 'br',
      });
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
    }
    const shellAnswer = await get('/jobs', 'br');
    expect(shellAnswer.headers['content-type']).toMatch(/text\/html/);
    expect(brotliDecompressSync(shellAnswer.rawPayload).toString()).toBe(shell);
  });

  const graphql = (query: string, encoding: string) =>
    gateway.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', 'accept-encoding': encoding },
      payload: JSON.stringify({ query }),
    });

  it('compresses a large GraphQL answer and leaves a small one as it is', async () => {
    const large = await graphql('{ __schema { types { name fields { name } } } }', 'gzip, br');
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-encoding']).toBe('br');
    const decoded = brotliDecompressSync(large.rawPayload).toString();
    expect(decoded.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    expect(large.rawPayload.length).toBeLessThan(decoded.length);
    expect(JSON.parse(decoded)).toMatchObject({ data: { __schema: { types: expect.any(Array) } } });

    const small = await graphql('{ ok }', 'gzip, br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body)).toEqual({ data: { ok: true } });
  });

  it('compresses a large /api/v1 answer on its way through the gateway', async () => {
    const answer = await gateway.inject({
      method: 'GET',
      url: '/api/v1/openapi.json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    const document = JSON.parse(gunzipSync(answer.rawPayload).toString()) as { paths: object };
    expect(Object.keys(document.paths).length).toBeGreaterThan(3);

    const small = await gateway.inject({
      method: 'GET',
      url: '/api/v1/status',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual(expect.any(Object));
  });
});
