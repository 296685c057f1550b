import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import webpush from 'web-push';
import { authLookups, buildApi } from '../app';
import { loadApiConfig } from '../config';
import type { AuthLookups } from '../auth/lookups';
import type { ApiConfig } from '../config';
import { createPglite, openDatabase, wrapPglite } from '../db/database';
import type { Database } from '../db/database';
import type { LogDestination } from '../lib/logging';
import { migrateDatabase } from '../db/migrate';
import { createScratchDatabase, ensureTemplateDatabase } from '../db/scratch-database';
import { DEMO_LOGINS } from '../db/seed/demo';
import { seedDemoIfEmpty } from '../db/seed/demo';
import { DEMO_PASSWORD } from '../db/seed/factories';
import { acquirePglite } from './pglite-pool';
import type { Clock } from '../../machines/clock';
import { clockStartingAt, manualClock } from '../../machines/clock';
import { testNow } from '../../machines/test-now';

export type TestBackend = 'pglite' | 'postgres';
export type DemoAccount = keyof typeof DEMO_LOGINS;

export interface TestApi {
  app: FastifyInstance;
  database: Database;
  config: ApiConfig;
  /** The app's clock: where its routes read "now". */
  clock: Clock;
  /**
   * Puts the default clock at `instant`, where it then stands until moved again (a test that passes
   * its own clock moves that one).
   */
  setNow(instant: Date): void;
  /** The app's cached look-ups (a test that edits sessions or rights in the database invalidates them). */
  lookups: AuthLookups;
  /** Signs in once per account and reuses the token (argon2 is deliberately slow). */
  signInAs(account: DemoAccount): Promise<string>;
  close(): Promise<void>;
}

/**
 * The databases a suite runs on (decision 253). Without TEST_DATABASE_URL: PGlite. With it (CI):
 * PostgreSQL, the production database; PGlite too for a suite that passes `pgliteToo`, one whose
 * subject is what differs between the two (the connection, its transactions and locks, LISTEN and
 * NOTIFY, the statements a route sends, the token memory) or a smoke of the whole api on the
 * embedded default. Both run the same SQL (PGlite is PostgreSQL compiled to WebAssembly), so a
 * route's rules are checked once, where they run fastest; `TEST_BACKENDS=both` runs every suite on
 * both, as before.
 */
export function testBackends(options: { pgliteToo?: boolean } = {}): TestBackend[] {
  if (!process.env.TEST_DATABASE_URL) return ['pglite'];
  if (options.pgliteToo || process.env.TEST_BACKENDS === 'both') return ['pglite', 'postgres'];
  return ['postgres'];
}

export function testConfig(env: NodeJS.ProcessEnv = {}): ApiConfig {
  // A VAPID pair of its own (the data directory is not writable, so none is generated there).
  const vapid = webpush.generateVAPIDKeys();
  return loadApiConfig({
    JWT_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: '/nonexistent-test-data-dir',
    NODE_ENV: 'test',
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    ...env,
  });
}

/** A fresh, migrated, demo-seeded database behind a fresh api; `env` adds api settings. */
export async function createTestApi(
  options: {
    backend?: TestBackend;
    /** When the demo is seeded (its days and hours are placed relative to it); the test instant by default. */
    now?: Date;
    /** The app's clock; by default one that starts at the test instant (testNow) and runs on. */
    clock?: Clock;
    env?: NodeJS.ProcessEnv;
    logDestination?: LogDestination;
    /** Every statement the api sends through Drizzle is pushed here (a test counts a route's statements). */
    queryLog?: string[];
  } = {},
): Promise<TestApi> {
  const backend = options.backend ?? 'pglite';
  const config = testConfig(options.env);
  let dropDatabase = async () => {};
  let database: Database;
  const queryLog = options.queryLog;
  const logger = queryLog ? { logQuery: (query: string) => void queryLog.push(query) } : undefined;
  if (backend === 'postgres') {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl)
      throw new Error('TEST_DATABASE_URL is not set; use testBackends() to pick backends');
    const scratch = await createScratchDatabase(serverUrl, 'crewhub_t', {
      template: await postgresTemplate(serverUrl, options.now ?? testNow()),
    });
    database = await openDatabase({ databaseUrl: scratch.url, logger });
    dropDatabase = scratch.drop;
  } else {
    // A PGlite of the worker's pool at the template's state (decision 224); closing gives it back.
    const now = options.now ?? testNow();
    const { client, release } = await acquirePglite(templateKey(now), () => pgliteTemplate(now));
    database = wrapPglite(client, release, logger);
  }
  let current: Clock = clockStartingAt(testNow());
  const movable: Clock = { now: () => current.now(), elapsedMs: () => current.elapsedMs() };
  const clock = options.clock ?? movable;
  const app = await buildApi({ database, config, logDestination: options.logDestination, clock });
  const tokens = new Map<DemoAccount, Promise<string>>();

  return {
    app,
    database,
    config,
    clock,
    setNow(instant) {
      if (options.clock)
        throw new Error('this test api runs on the clock its test passed: move that one');
      current = manualClock(instant);
    },
    lookups: authLookups(app),
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

/**
 * A seed time a day back at noon UTC, for tests that act on "today's" crews of the demo: today's
 * running crew (from two hours before the seed's hour) and the finished foyer crew before it then
 * lie wholly in the past of the server's clock and on one UTC day, whatever the hour the test runs
 * at. "Now minus a day" did not: after midnight UTC the running crew started at 00:00 and the foyer
 * crew fell on the day before.
 */
export function seedYesterdayNoon(now = testNow()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 1, 12));
}

export async function signIn(
  app: FastifyInstance,
  login: string,
  password: string,
  host = 'localhost',
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/token',
    headers: { host, type: 'MOBILE' },
    payload: { login, password },
  });
  if (response.statusCode !== 200)
    throw new Error(`sign-in of ${login} failed: ${response.statusCode} ${response.body}`);
  return response.json<{ token: string }>().token;
}

const apiDir = fileURLToPath(new URL('..', import.meta.url));

/**
 * What shapes a migrated, demo-seeded database: migrations, seed and auth code, the shared tables
 * (db/tables), the areas' tables and seed modules, the PGlite version (its data-directory format)
 * and the seed hour (the seed places everything relative to the UTC day of `now`, today's running
 * crew to its hour). Both templates below are keyed by it.
 */
function templateKey(now: Date): string {
  const hash = createHash('sha256');
  // The areas' tables and seed modules (routes/<area>/<area>.{tables,seed}.ts) shape it too.
  const areaDirs = readdirSync(join(apiDir, 'routes'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `routes/${entry.name}`);
  for (const dir of [
    'db',
    'db/migrations',
    'db/migrations/meta',
    'db/seed',
    'db/tables',
    'auth',
    ...areaDirs.sort(),
  ]) {
    for (const name of readdirSync(join(apiDir, dir)).sort()) {
      if (dir.startsWith('routes/') && !/\.(seed|tables)\.ts$/.test(name)) continue;
      if (/\.(sql|json|ts)$/.test(name))
        hash.update(`${dir}/${name}`).update(readFileSync(join(apiDir, dir, name)));
    }
  }
  // A PGlite upgrade may change the data-directory format.
  hash.update(readFileSync(join(apiDir, '../node_modules/@electric-sql/pglite/package.json')));
  // The seed hour, not only the day: today's running crew starts two hours before the seed's hour
  // (projects.seed.ts todaysShiftStart), so a template seeded at 22:00 put that crew in the future
  // of a test seeded "a day back" at 00:10 the next day.
  hash.update(now.toISOString().slice(0, 13));
  return hash.digest('hex').slice(0, 24);
}

/**
 * A migrated, demo-seeded PGlite data directory as a tarball, cached on disk across test files and
 * runs. Starting from it takes about a second instead of initdb + migrate + seed (several seconds on
 * a 2-core machine). Keyed by {@link templateKey}.
 */
async function pgliteTemplate(now: Date): Promise<Blob> {
  const cacheDir = join(tmpdir(), 'crewhub-api-test-templates');
  const file = join(cacheDir, `${templateKey(now)}.tar`);
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    // Not cached yet: build it below.
  }
  const client = await createPglite();
  const database = wrapPglite(client);
  try {
    await migrateDatabase(database);
    await seedDemoIfEmpty(database, { now });
    const dump = await client.dumpDataDir('none');
    mkdirSync(cacheDir, { recursive: true });
    // Write then rename: parallel test files never read a half-written template.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
    return dump;
  } finally {
    await database.close();
  }
}

/**
 * The PostgreSQL counterpart (docs/decisions/139): a migrated, demo-seeded database on the server,
 * built once per key by the first test file that needs it (ensureTemplateDatabase), which every
 * test api then copies (CREATE DATABASE … TEMPLATE) instead of migrating and seeding its own.
 * The migrations and the seed still run on PostgreSQL, once per run, and api/db/migrate.test.ts
 * migrates an empty PostgreSQL database of its own.
 */
async function postgresTemplate(serverUrl: string, now: Date): Promise<string> {
  const name = `crewhub_tpl_${templateKey(now)}`;
  await ensureTemplateDatabase(serverUrl, name, async (url) => {
    const database = await openDatabase({ databaseUrl: url });
    try {
      await migrateDatabase(database);
      await seedDemoIfEmpty(database, { now });
    } finally {
      await database.close();
    }
  });
  return name;
}
