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
 * issues CREATE/DROP DATABASE), empty or as a copy of `template`. Used by the tests
 * (api/test/helpers.ts: copies of a migrated, seeded template) and the bench
 * (scripts/bench/servers.ts), which migrates and seeds it itself.
 */
export async function createScratchDatabase(
  serverUrl: string,
  prefix: string,
  options: { template?: string } = {},
): Promise<ScratchDatabase> {
  if (!/^[a-z][a-z0-9_]*$/.test(prefix))
    throw new Error(`scratch database prefix ${JSON.stringify(prefix)} is not a plain identifier`);
  const { template } = options;
  if (template !== undefined && !/^[a-z][a-z0-9_]*$/.test(template)) {
    throw new Error(`template database ${JSON.stringify(template)} is not a plain identifier`);
  }
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  // A copy of a template is a file copy on the server: no migrations or seed run again.
  await onServer(
    serverUrl,
    template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`,
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/**
 * Runs `build` once per server for the database `name`: the first caller (of any process, under an
 * advisory lock) creates it under a temporary name, lets `build` fill it through its URL, and
 * renames it when complete, so nobody ever copies a half-built template. Later callers find it.
 */
export async function ensureTemplateDatabase(
  serverUrl: string,
  name: string,
  build: (url: string) => Promise<void>,
): Promise<void> {
  if (!/^[a-z][a-z0-9_]*$/.test(name))
    throw new Error(`template database ${JSON.stringify(name)} is not a plain identifier`);
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount) return;
    const building = `${name.slice(0, 40)}_b${randomBytes(4).toString('hex')}`;
    await client.query(`CREATE DATABASE ${building}`);
    try {
      const url = new URL(serverUrl);
      url.pathname = `/${building}`;
      await build(url.toString());
      await client.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    } catch (error) {
      await client.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      throw error;
    }
  } finally {
    // Ending the session releases the advisory lock too.
    await client.end();
  }
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
