import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import type { Logger } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
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

/**
 * Reads that need not wait for each other: at once on the pool, each on a connection of its own;
 * one after the other inside a transaction, whose one connection would otherwise be sent a query
 * while another runs on it (pg 8 queues it with a deprecation warning, pg 9 refuses it).
 */
export async function readTogether<T extends unknown[]>(
  db: Db | Tx,
  ...reads: { [K in keyof T]: () => Promise<T[K]> }
): Promise<T> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as T;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * Statements that each commit on their own, for a hot path whose every statement is atomic by
   * itself (a venue action: docs/decisions/242): on PostgreSQL straight on the pool, with no
   * BEGIN and COMMIT round trips; on PGlite, one session, queued like a transaction and run in one,
   * so no other request's open transaction takes them in.
   */
  autocommit<T>(fn: (db: Tx) => Promise<T>): Promise<T>;
  /**
   * LISTEN on a channel: `onPayload` receives each NOTIFY payload sent on it (by any process on
   * PostgreSQL, delivered on commit), `onReconnect` runs when a dropped listening connection is back
   * (notifications sent meanwhile are lost: the caller catches up from its own table). Resolves once
   * listening; the returned function stops.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onReconnect?: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  dataDir?: string;
  memory?: boolean;
  /** Sees every statement Drizzle sends (tests count a route's statements with it). */
  logger?: Logger;
}

/**
 * A PGlite with the extensions the migrations create (pg_trgm: the projects list's text search,
 * decision 237). Every PGlite of the project is made here, or the migrations would not apply.
 */
export function createPglite(
  dataDir?: string,
  options: Omit<PGliteOptions, 'extensions' | 'dataDir'> = {},
): Promise<PGlite> {
  return PGlite.create({
    ...options,
    ...(dataDir === undefined ? {} : { dataDir }),
    extensions: { pg_trgm },
  });
}

/** PGlite under dataDir (or in memory) unless a PostgreSQL URL is given. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.logger);
  return openPglite(options);
}

async function openPglite(options: OpenDatabaseOptions): Promise<Database> {
  if (options.memory) return wrapPglite(await createPglite(), undefined, options.logger);
  const dataDir = options.dataDir ?? './data';
  mkdirSync(dataDir, { recursive: true });
  const lock = lockDataDirectory(dataDir, join(dataDir, 'pglite.lock'));
  try {
    const client = await createPglite(join(dataDir, 'pglite'));
    const closeAndUnlock = async () => {
      try {
        await client.close();
      } finally {
        lock.release();
      }
    };
    return wrapPglite(client, closeAndUnlock, options.logger);
  } catch (error) {
    lock.release();
    throw error;
  }
}

/**
 * A Database over an open PGlite client (openDatabase uses it; so does the tests' pool,
 * api/test/pglite-pool.ts). `closeClient` ends the client when the Database is closed: by default
 * it closes it; openDatabase also releases the data directory's lock, and the pool takes the
 * client back instead. `logger` sees every statement.
 */
export function wrapPglite(
  client: PGlite,
  closeClient: () => Promise<void> = () => client.close(),
  logger?: Logger,
): Database {
  const db = drizzlePglite({ client, ...(logger ? { logger } : {}) });
  // PGlite is a single session: two transactions must never be open at once, so they queue here.
  let queue: Promise<unknown> = Promise.resolve();
  let closed = false;
  const transaction = <T>(fn: (tx: Tx) => Promise<T>): Promise<T> => {
    const run = queue.then(() => db.transaction((tx) => fn(tx as unknown as Tx)));
    queue = run.catch(() => undefined);
    return run;
  };
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    transaction,
    autocommit: transaction,
    async listen(channel, onPayload) {
      // PGlite's own LISTEN / NOTIFY, within this process (one session: it queues like a transaction).
      const run = queue.then(() => client.listen(channel, onPayload));
      queue = run.catch(() => undefined);
      const unlisten = await run;
      return async () => {
        if (closed) return;
        const stop = queue.then(() => unlisten());
        queue = stop.catch(() => undefined);
        await stop;
      };
    },
    async close() {
      if (closed) return;
      closed = true;
      await queue;
      await closeClient();
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
    autocommit: (fn) => fn(db as unknown as Tx),
    listen: (channel, onPayload, onReconnect) =>
      listenOnPostgres(databaseUrl, channel, onPayload, onReconnect),
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

const RELISTEN_DELAYS_MS = [100, 500, 1000, 2000, 5000];

/**
 * One dedicated connection outside the pool that LISTENs (a pooled one would be handed to queries
 * and lose its LISTEN when released). When it drops it is reopened with backoff and `onReconnect`
 * runs, so the caller can catch up on what was sent in between.
 */
async function listenOnPostgres(
  databaseUrl: string,
  channel: string,
  onPayload: (payload: string) => void,
  onReconnect?: () => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let attempt = 0;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    next.on('error', () => reopen());
    next.on('end', () => reopen());
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
    attempt = 0;
  };
  let reopening = false;
  const reopen = () => {
    if (stopped || reopening) return;
    reopening = true;
    const dropped = client;
    client = null;
    dropped?.removeAllListeners('end');
    void dropped?.end().catch(() => undefined);
    const delay = RELISTEN_DELAYS_MS[Math.min(attempt, RELISTEN_DELAYS_MS.length - 1)] ?? 5000;
    attempt += 1;
    setTimeout(() => {
      reopening = false;
      if (stopped) return;
      connect().then(
        () => onReconnect?.(),
        () => reopen(),
      );
    }, delay).unref();
  };
  await connect();
  return async () => {
    stopped = true;
    const current = client;
    client = null;
    if (current) {
      current.removeAllListeners('end');
      await current.end().catch(() => undefined);
    }
  };
}
