import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadApiConfig } from './config';
import { createTestApi, testBackends, testConfig } from './test/helpers';
import type { TestApi } from './test/helpers';
import { call } from './test/requests';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
  err?: { type: string; message: string; stack: string };
}

describe('LOG_LEVEL', () => {
  it("is info by default, silent under NODE_ENV=test (the test helper), and one of pino's levels", () => {
    const base = { JWT_SECRET: 'x'.repeat(32), DATA_DIR: '/nonexistent' };
    expect(loadApiConfig(base).logLevel).toBe('info');
    expect(loadApiConfig({ ...base, NODE_ENV: 'production' }).logLevel).toBe('info');
    expect(loadApiConfig({ ...base, NODE_ENV: 'test' }).logLevel).toBe('silent');
    expect(testConfig().logLevel).toBe('silent');
    expect(loadApiConfig({ ...base, LOG_LEVEL: 'debug' }).logLevel).toBe('debug');
    expect(() => loadApiConfig({ ...base, LOG_LEVEL: 'verbose' })).toThrow(/LOG_LEVEL/);
  });
});

describe.each(testBackends())('the request log (%s)', (backend) => {
  let api: TestApi;
  const lines: string[] = [];
  const logged = () => lines.map((line) => JSON.parse(line) as LogLine);
  beforeAll(async () => {
    api = await createTestApi({
      backend,
      env: { LOG_LEVEL: 'info' },
      logDestination: { write: (line) => lines.push(line) },
    });
  });
  afterAll(() => api.close());

  it("writes one line per request under the caller's request id, echoed in the answer, and replaces an id that is not one", async () => {
    lines.length = 0;
    const response = await call(api.app, 'GET', '/tenantSettings', {
      headers: { 'x-request-id': 'gateway-req-42' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-request-id']).toBe('gateway-req-42');
    const ofRequest = logged().filter((line) => line.reqId === 'gateway-req-42');
    expect(ofRequest).toHaveLength(1);
    expect(ofRequest[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/api/v1/tenantSettings' },
      res: { statusCode: 200 },
    });

    lines.length = 0;
    const huge = 'i'.repeat(100_000);
    const replaced = await call(api.app, 'GET', `/jobs?limit=${'9'.repeat(60_000)}`, {
      headers: { 'x-request-id': huge },
    });
    expect(replaced.statusCode).toBe(401);
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines).toHaveLength(1);
    // The 60,000-character query and the 100,000-character id left no more than a short line.
    expect(lines[0]!.length).toBeLessThan(1500);
    expect(lines[0]).not.toContain('iiii');

    lines.length = 0;
    const overlong = await call(api.app, 'GET', `/projects/${'p'.repeat(100_000)}`, {
      headers: { 'x-request-id': 'router-414' },
    });
    expect(overlong.statusCode).toBe(414);
    expect(overlong.headers['x-request-id']).toBe('router-414');
    expect(logged()).toEqual([
      expect.objectContaining({ reqId: 'router-414', res: { statusCode: 414 } }),
    ]);
    expect(lines[0]!.length).toBeLessThan(1500);
  });

  it('logs a 5xx with its request id and its cause, and never the token, the password or a link token', async () => {
    const token = await api.signInAs('crew');
    const linkToken = 'secret-reset-link-token-0123456789';
    // A real failure without a test-only code path: the database goes away under the running api.
    await api.database.close();
    lines.length = 0;
    const failed = await call(api.app, 'GET', '/jobs', {
      token,
      headers: { 'x-request-id': 'forced-500' },
    });
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({
      statusCode: 500,
      code: 'INTERNAL',
      message: 'Internal server error',
    });
    expect(failed.headers['x-request-id']).toBe('forced-500');
    const reset = await call(api.app, 'POST', `/forgottenPassword/${linkToken}`, {
      payload: { password: 'new-password-1234' },
      headers: { 'x-request-id': 'forced-500-reset' },
    });
    expect(reset.statusCode).toBe(500);

    const entries = logged();
    const failure = entries.find((line) => line.reqId === 'forced-500' && line.level === 50);
    expect(failure?.msg).toBe('request failed');
    expect(failure?.err?.message).toBeTruthy();
    expect(failure?.err?.stack).toContain('at ');
    expect(entries).toContainEqual(
      expect.objectContaining({ reqId: 'forced-500', res: { statusCode: 500 } }),
    );
    expect(entries).toContainEqual(
      expect.objectContaining({
        reqId: 'forced-500-reset',
        req: expect.objectContaining({ url: '/api/v1/forgottenPassword/[redacted]' }),
      }),
    );
    const all = lines.join('');
    expect(all).not.toContain(token);
    expect(all).not.toContain(token.split('.')[2]);
    expect(all).not.toContain(linkToken);
    expect(all).not.toContain('new-password-1234');
  });
});
