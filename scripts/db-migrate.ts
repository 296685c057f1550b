import { loadApiConfig } from '../api/config';
import { openDatabase } from '../api/db/database';
import { migrateDatabase } from '../api/db/migrate';

// npm run db:migrate: applies the committed migrations to DATABASE_URL, or to PGlite in DATA_DIR.
try {
  const config = loadApiConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateDatabase(database);
    console.info(`migrated the ${database.kind} database`);
  } finally {
    await database.close();
  }
} catch (error) {
  // Configuration and lock errors are written for people: no stack trace.
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
