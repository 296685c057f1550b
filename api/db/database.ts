import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import type { Logger } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { lockDataDirectory } from './lock';

/**
 * The Drizzle instance or a transaction: repositories accept either. No schema object: queries name
 * their tables (imported from api/db/core.tables.ts and the areas' *.tables.ts), so no file lists
 * every area's tables.
 */
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = PgTransaction<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  dataDir?: string;
  memory?: boolean;
  /** Sees every statement Drizzle sends (tests count a route's statements with it). */
  logger?: Logger;
}

/** PGlite under dataDir (or in memory) unless a PostgreSQL URL is given. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.logger);
  return openPglite(options);
}

async function openPglite(options: OpenDatabaseOptions): Promise<Database> {
  if (options.memory) return wrapPglite(await PGlite.create(), undefined, options.logger);
  const dataDir = options.dataDir ?? './data';
  mkdirSync(dataDir, { recursive: true });
  const lock = lockDataDirectory(dataDir, join(dataDir, 'pglite.lock'));
  try {
    return wrapPglite(await PGlite.create(join(dataDir, 'pglite')), () => lock.release(), options.logger);
  } catch (error) {
    lock.release();
    throw error;
  }
}

/**
 * A Database over an open PGlite client (openDatabase uses it; the test helper uses it to start from a
 * dumped template). `release` runs after the client is closed; `logger` sees every statement.
 */
export function wrapPglite(client: PGlite, release: () => void = () => {}, logger?: Logger): Database {
  const db = drizzlePglite({ client, ...(logger ? { logger } : {}) });
  // PGlite is a single session: two transactions must never be open at once, so they queue here.
  let queue: Promise<unknown> = Promise.resolve();
  let closed = false;
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
      const run = queue.then(() => db.transaction((tx) => fn(tx as unknown as Tx)));
      queue = run.catch(() => undefined);
      return run;
    },
    async close() {
      if (closed) return;
      closed = true;
      await queue;
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

async function openPostgres(databaseUrl: string, logger?: Logger): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // An idle connection dropped by the server (restart, failover, a forced DROP DATABASE) must not crash
  // the process; the pool discards it and the next query opens a new one or fails with its own error.
  pool.on('error', () => {});
  // Fail at start-up, not on the first request, when the server is unreachable.
  const connection = await pool.connect();
  connection.release();
  const db = drizzleNodePostgres({ client: pool, ...(logger ? { logger } : {}) });
  let closed = false;
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    transaction: (fn) => db.transaction((tx) => fn(tx as unknown as Tx)),
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
