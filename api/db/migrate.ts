import { fileURLToPath } from 'node:url';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database, Schema } from './database';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Applies the committed drizzle-kit migrations that the database has not seen yet. */
export async function migrateDatabase(database: Database): Promise<void> {
  // Database.db is typed by what both drivers share; the migrators want the concrete driver back.
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase<Schema>, { migrationsFolder });
  } else {
    await migrateNodePostgres(database.db as unknown as NodePgDatabase<Schema>, { migrationsFolder });
  }
}
