import { fileURLToPath } from 'node:url';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type pg from 'pg';
import type { Database } from './database';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

// Any constant shared by every api process: several processes starting at once migrate one at a time.
const MIGRATION_LOCK_KEY = 4_201_700_001;

/** Applies the committed drizzle-kit migrations that the database has not seen yet. */
export async function migrateDatabase(database: Database): Promise<void> {
  // Database.db is typed by what both drivers share; the migrators want the concrete driver back.
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  const pool = (database.db as unknown as NodePgDatabase & { $client: pg.Pool }).$client;
  // The advisory lock belongs to a session, so lock and migrate on one dedicated connection.
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrateNodePostgres(drizzleNodePostgres({ client }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
