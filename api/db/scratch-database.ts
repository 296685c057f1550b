import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A database of its own on a PostgreSQL server, created empty; `drop` removes it (even if in use). */
export interface ScratchDatabase {
  name: string;
  /** The server URL with the new database as its path. */
  url: string;
  drop(): Promise<void>;
}

/**
 * Creates `<prefix>_<12 hex>` on the server at `serverUrl` (any database of it: the connection only
 * issues CREATE/DROP DATABASE). Used by the tests (api/test/helpers.ts) and the bench
 * (scripts/bench/servers.ts), which migrate and seed it themselves.
 */
export async function createScratchDatabase(serverUrl: string, prefix: string): Promise<ScratchDatabase> {
  if (!/^[a-z][a-z0-9_]*$/.test(prefix)) throw new Error(`scratch database prefix ${JSON.stringify(prefix)} is not a plain identifier`);
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
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
