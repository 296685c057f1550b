import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApi } from '../app';
import { loadApiConfig } from '../config';
import type { ApiConfig } from '../config';
import { openDatabase } from '../db/database';
import type { Database } from '../db/database';
import { migrateDatabase } from '../db/migrate';
import { DEMO_LOGINS } from '../db/seed/demo';
import { seedDemoIfEmpty } from '../db/seed/demo';
import { DEMO_PASSWORD } from '../db/seed/factories';

export type TestBackend = 'pglite' | 'postgres';
export type DemoAccount = keyof typeof DEMO_LOGINS;

export interface TestApi {
  app: FastifyInstance;
  database: Database;
  config: ApiConfig;
  /** Signs in once per account and reuses the token (argon2 is deliberately slow). */
  signInAs(account: DemoAccount): Promise<string>;
  close(): Promise<void>;
}

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export function testBackends(): TestBackend[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export function testConfig(): ApiConfig {
  return loadApiConfig({ JWT_SECRET: randomBytes(32).toString('hex'), DATA_DIR: '/nonexistent-test-data-dir' });
}

/** A fresh, migrated, demo-seeded database behind a fresh api. */
export async function createTestApi(options: { backend?: TestBackend; now?: Date } = {}): Promise<TestApi> {
  const backend = options.backend ?? 'pglite';
  const config = testConfig();
  let dropDatabase = async () => {};
  let database: Database;
  if (backend === 'postgres') {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set; use testBackends() to pick backends');
    const name = `crewhub_t_${randomBytes(6).toString('hex')}`;
    await onServer(serverUrl, `CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    database = await openDatabase({ databaseUrl: url.toString() });
    dropDatabase = () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } else {
    database = await openDatabase({ memory: true });
  }
  await migrateDatabase(database);
  await seedDemoIfEmpty(database, { now: options.now });
  const app = await buildApi({ database, config });
  const tokens = new Map<DemoAccount, Promise<string>>();

  return {
    app,
    database,
    config,
    signInAs(account) {
      let token = tokens.get(account);
      if (!token) {
        token = signIn(app, DEMO_LOGINS[account], DEMO_PASSWORD);
        tokens.set(account, token);
      }
      return token;
    },
    async close() {
      await app.close();
      await database.close();
      await dropDatabase();
    },
  };
}

export async function signIn(app: FastifyInstance, login: string, password: string, host = 'localhost'): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/token',
    headers: { host, type: 'MOBILE' },
    payload: { login, password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in of ${login} failed: ${response.statusCode} ${response.body}`);
  return response.json<{ token: string }>().token;
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
