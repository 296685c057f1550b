import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadApiConfig } from './config';

describe('loadApiConfig', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'crewhub-config-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('applies the defaults', () => {
    const config = loadApiConfig({ JWT_SECRET: 'x'.repeat(40) });
    expect(config).toEqual({
      databaseUrl: undefined,
      dataDir: './data',
      jwtSecret: 'x'.repeat(40),
      tokenTtlSeconds: 28_800,
      sessionMaxAgeSeconds: 2_592_000,
      smtpUrl: undefined,
      defaultTenantFallback: true,
      demoData: true,
      trustProxy: 'loopback',
      rightsCacheTtlMs: 5_000,
      liveHeartbeatSeconds: 15,
      testTenantFactoryKey: undefined,
      logLevel: 'info',
      vapid: {
        publicKey: undefined,
        privateKey: undefined,
        subject: 'mailto:webmaster@crewhub.app',
      },
      mailFrom: 'Crew Hub <no-reply@crewhub.app>',
      queueWorker: true,
      pushEndpointOrigins: [],
    });
  });

  it('reads the push and mail settings, refusing half a VAPID pair and a bad subject', () => {
    const env = { JWT_SECRET: 'x'.repeat(40) };
    const publicKey = 'B'.repeat(87);
    const privateKey = 'p'.repeat(43);
    expect(
      loadApiConfig({ ...env, VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey }).vapid,
    ).toMatchObject({ publicKey, privateKey });
    expect(() => loadApiConfig({ ...env, VAPID_PUBLIC_KEY: publicKey })).toThrow(/go together/);
    expect(() => loadApiConfig({ ...env, VAPID_SUBJECT: 'admin@example.com' })).toThrow(
      /VAPID_SUBJECT/,
    );
    expect(loadApiConfig({ ...env, NODE_ENV: 'test' }).queueWorker).toBe(false);
    expect(loadApiConfig({ ...env, NODE_ENV: 'test', QUEUE_WORKER: 'on' }).queueWorker).toBe(true);
    expect(
      loadApiConfig({ ...env, PUSH_ENDPOINT_ORIGINS: 'http://127.0.0.1:1, http://localhost:2' })
        .pushEndpointOrigins,
    ).toEqual(['http://127.0.0.1:1', 'http://localhost:2']);
  });

  it('reads SESSION_MAX_AGE_SECONDS in whole seconds between an hour and a year', () => {
    const env = { JWT_SECRET: 'x'.repeat(40) };
    expect(loadApiConfig({ ...env, SESSION_MAX_AGE_SECONDS: '86400' }).sessionMaxAgeSeconds).toBe(
      86_400,
    );
    expect(() => loadApiConfig({ ...env, SESSION_MAX_AGE_SECONDS: '59' })).toThrow(
      /SESSION_MAX_AGE_SECONDS/,
    );
    expect(() => loadApiConfig({ ...env, SESSION_MAX_AGE_SECONDS: '1.5' })).toThrow(
      /whole number of seconds/,
    );
  });

  it('reads TEST_TENANT_FACTORY_KEY only when it is long enough to be a secret', () => {
    const env = { JWT_SECRET: 'x'.repeat(40) };
    expect(
      loadApiConfig({ ...env, TEST_TENANT_FACTORY_KEY: '' }).testTenantFactoryKey,
    ).toBeUndefined();
    expect(
      loadApiConfig({ ...env, TEST_TENANT_FACTORY_KEY: 'k'.repeat(32) }).testTenantFactoryKey,
    ).toBe('k'.repeat(32));
    expect(() => loadApiConfig({ ...env, TEST_TENANT_FACTORY_KEY: 'k'.repeat(31) })).toThrow(
      /TEST_TENANT_FACTORY_KEY must be at least 32 characters/,
    );
  });

  it('reads RIGHTS_CACHE_TTL_MS, where 0 turns the cache off', () => {
    const env = { JWT_SECRET: 'x'.repeat(40) };
    expect(loadApiConfig({ ...env, RIGHTS_CACHE_TTL_MS: '0' }).rightsCacheTtlMs).toBe(0);
    expect(loadApiConfig({ ...env, RIGHTS_CACHE_TTL_MS: '1500' }).rightsCacheTtlMs).toBe(1500);
    expect(() => loadApiConfig({ ...env, RIGHTS_CACHE_TTL_MS: '-1' })).toThrow(
      /RIGHTS_CACHE_TTL_MS/,
    );
    expect(() => loadApiConfig({ ...env, RIGHTS_CACHE_TTL_MS: '5s' })).toThrow(
      /RIGHTS_CACHE_TTL_MS/,
    );
    expect(() => loadApiConfig({ ...env, RIGHTS_CACHE_TTL_MS: '600000' })).toThrow(
      /RIGHTS_CACHE_TTL_MS/,
    );
  });

  it('generates the JWT secret once and keeps it readable by the owner only', () => {
    const dataDir = join(tempDir(), 'nested');
    const first = loadApiConfig({ DATA_DIR: dataDir });
    const second = loadApiConfig({ DATA_DIR: dataDir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(statSync(join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
  });

  it('keeps unknown hosts on the default tenant with a server unless told otherwise', () => {
    const env = {
      JWT_SECRET: 'x'.repeat(40),
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
    };
    expect(loadApiConfig(env).defaultTenantFallback).toBe(true);
    expect(loadApiConfig({ ...env, DEFAULT_TENANT_FALLBACK: 'false' }).defaultTenantFallback).toBe(
      false,
    );
  });

  it('fails fast naming every bad variable', () => {
    expect(() =>
      loadApiConfig({ JWT_SECRET: 'short', TOKEN_TTL_SECONDS: 'soon', DATABASE_URL: 'mysql://x' }),
    ).toThrow(/JWT_SECRET.*TOKEN_TTL_SECONDS|TOKEN_TTL_SECONDS.*JWT_SECRET/);
    expect(() =>
      loadApiConfig({ DATABASE_URL: 'mysql://db/x', JWT_SECRET: 'x'.repeat(40) }),
    ).toThrow(/DATABASE_URL/);
  });
});
