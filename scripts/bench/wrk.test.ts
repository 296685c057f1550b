import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NOW_PLACEHOLDER,
  loadGenerator,
  parseWrkOutput,
  runWrk,
  runWrkSequences,
  wrkScript,
} from './wrk';

// A body with what a Lua literal must escape: quotes, a backslash, a newline and non-ASCII text.
const BODY = JSON.stringify({ query: 'query "Jobs" {\n  jobs \\ }', name: 'Zoë ŵ' });

describe('the wrk load generator', () => {
  let origin = '';
  const received: string[] = [];
  const steps: { list: string; step: number; body: string }[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      received.push(`${request.method} ${request.url} ${request.headers['x-check'] ?? ''}`);
      if (request.url === '/step') {
        steps.push({
          list: String(request.headers['x-list']),
          step: Number(request.headers['x-step']),
          body,
        });
        const bad = request.headers['x-step'] === 'bad';
        response.writeHead(bad ? 409 : 200).end(bad ? '{"errors":["refused"]}' : '{"items":[1]}');
        return;
      }
      if (request.url === '/fails') {
        response.writeHead(500).end('{"errors":["down"]}');
        return;
      }
      if (request.url?.startsWith('/compressed')) {
        const status = request.url === '/compressed/fails' ? 503 : 200;
        response.writeHead(status, { 'content-encoding': 'gzip' }).end(gzipSync('{"items":[1]}'));
        return;
      }
      // The body arrives byte for byte as given.
      const same = request.method === 'GET' || body === BODY;
      response.writeHead(same ? 200 : 400, { 'content-type': 'application/json' });
      response.end(same ? '{"items":[1]}' : '{"errors":["body changed"]}');
    });
  });

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('is wrk where installed, unless the environment asks for the Node loops', () => {
    expect(loadGenerator({ BENCH_LOAD_GENERATOR: 'node' })).toBe('node');
    expect(['wrk', 'node']).toContain(loadGenerator({}));
  });

  it('sends the requests in turn, with their headers and bodies, and counts only good answers', async () => {
    const result = await runWrk({
      origin,
      requests: [
        { method: 'GET', path: '/jobs?limit=2', headers: { 'x-check': 'a' } },
        {
          method: 'POST',
          path: '/graphql',
          headers: { 'content-type': 'application/json', 'x-check': 'b' },
          body: BODY,
        },
      ],
      connections: 2,
      durationSeconds: 1,
      expect: '"items"',
      refuse: '"errors"',
    });
    expect(result.requests).toBeGreaterThan(20);
    expect(result.errors).toBe(0);
    expect(result.firstError).toBeNull();
    expect(result.p99Ms).toBeGreaterThan(0);
    expect(result.p50Ms).toBeLessThanOrEqual(result.p99Ms);
    expect(received).toContain('GET /jobs?limit=2 a');
    expect(received).toContain('POST /graphql b');
  });

  it('counts a failed status or a refused body as an error and keeps the first', async () => {
    const result = await runWrk({
      origin,
      requests: [{ method: 'GET', path: '/fails', headers: {} }],
      connections: 1,
      durationSeconds: 1,
      expect: '"items"',
    });
    expect(result.requests).toBeGreaterThan(0);
    expect(result.errors).toBe(result.requests);
    expect(result.firstError).toBe('HTTP 500: {"errors":["down"]}');
  });

  it('counts a compressed answer by its status, as its body cannot be read in the script', async () => {
    const run = (path: string) =>
      runWrk({
        origin,
        requests: [{ method: 'GET', path, headers: { 'accept-encoding': 'gzip' } }],
        connections: 1,
        durationSeconds: 1,
        expect: '"items"',
      });
    const good = await run('/compressed');
    expect(good.requests).toBeGreaterThan(0);
    expect(good.errors).toBe(0);
    const failed = await run('/compressed/fails');
    expect(failed.errors).toBe(failed.requests);
    expect(failed.firstError).toMatch(/^HTTP 503/);
  });

  it('sends each sequence once and in order, fills in the instant, and ends when the last is answered', async () => {
    steps.length = 0;
    const list = (name: string, length: number) =>
      Array.from({ length }, (_, step) => ({
        method: 'POST' as const,
        path: '/step',
        headers: { 'x-list': name, 'x-step': String(step) },
        body: `{"at":"${NOW_PLACEHOLDER}","step":${step}}`,
      }));
    const started = performance.now();
    const result = await runWrkSequences({
      origin,
      sequences: [list('a', 3), list('b', 40), [], list('c', 1)],
      timeoutSeconds: 60,
      expect: '"items"',
    });
    // wrk would sleep out its 60 s: the run ends with the last answer.
    expect(performance.now() - started).toBeLessThan(15_000);
    expect(result.requests).toBe(44);
    expect(result.errors).toBe(0);
    expect(result.loadCpuMs).not.toBeNull();
    for (const [name, length] of [
      ['a', 3],
      ['b', 40],
      ['c', 1],
    ] as const) {
      const sent = steps.filter((step) => step.list === name);
      expect(sent.map((step) => step.step)).toEqual(Array.from({ length }, (_, index) => index));
    }
    // wrk fills in the machine's instant when it sends a step: each is well formed, and the
    // instants of the run are in order and no further apart than the run lasted (to the second).
    const elapsedMs = performance.now() - started;
    // (Each sequence is sent step after step; the sequences run side by side.)
    const instantOf = (step: { body: string }) =>
      (JSON.parse(step.body) as { at?: string }).at ?? '';
    for (const step of steps) {
      expect(instantOf(step)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/);
    }
    const times = steps.map((step) => Date.parse(instantOf(step)));
    expect(Math.max(...times) - Math.min(...times)).toBeLessThanOrEqual(elapsedMs + 1_000);
    for (const name of ['a', 'b', 'c']) {
      const sequence = steps
        .filter((step) => step.list === name)
        .map((step) => Date.parse(instantOf(step)));
      expect(sequence).toEqual([...sequence].sort((a, b) => a - b));
    }
  });

  it('counts a refused step of a sequence as an error, and ends as soon as it is answered', async () => {
    // A one-request run is often answered before wrk listens for the interrupt that ends it
    // (about one run in ten here): every run must still end well before its bound.
    for (let run = 0; run < 10; run += 1) {
      const result = await runWrkSequences({
        origin,
        sequences: [
          [
            {
              method: 'POST',
              path: '/step',
              headers: { 'x-list': 'd', 'x-step': 'bad' },
              body: '{}',
            },
          ],
        ],
        timeoutSeconds: 5,
        expect: '"items"',
        refuse: '"errors"',
      });
      expect(result.requests).toBe(1);
      expect(result.errors).toBe(1);
      expect(result.firstError).toBe('HTTP 409: {"errors":["refused"]}');
      expect(result.elapsedMs).toBeLessThan(4_000);
    }
  });

  it('refuses to send load beyond the loopback address', async () => {
    await expect(
      runWrk({
        origin: 'http://10.0.0.1:80',
        requests: [{ method: 'GET', path: '/', headers: {} }],
        connections: 1,
        durationSeconds: 1,
        expect: '',
      }),
    ).rejects.toThrow('only talks to 127.0.0.1');
  });

  it('reads the result line of the script, and says when there is none', () => {
    const parsed = parseWrkOutput(
      'Running 1s test\nWRK_RESULT {"requests":10,"durationUs":1000000,"p50":1500,"p95":2500,"p99":4000,"errors":1,"socketErrors":2}\nWRK_FIRST_ERROR HTTP 409: no\n',
    );
    expect(parsed).toEqual({
      requests: 10,
      elapsedMs: 1000,
      p50Ms: 1.5,
      p95Ms: 2.5,
      p99Ms: 4,
      errors: 3,
      firstError: 'HTTP 409: no',
    });
    expect(() => parseWrkOutput('wrk: connection refused')).toThrow('wrk printed no result');
    expect(wrkScript({ requests: [], expect: 'ü' })).toContain('"\\195\\188"');
  });
});
