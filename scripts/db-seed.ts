import { configuredClock, loadApiConfig } from '../api/config';
import { openDatabase } from '../api/db/database';
import { migrateDatabase } from '../api/db/migrate';
import { seedDemoIfEmpty } from '../api/db/seed/demo';

// npm run db:seed: migrates, then seeds the demo tenant unless the database already has a tenant.
try {
  const config = loadApiConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateDatabase(database);
    const seeded = await seedDemoIfEmpty(database, { now: configuredClock(config).now() });
    console.info(
      seeded
        ? 'seeded the demo tenant (password demo1234)'
        : 'the database already has a tenant; nothing seeded',
    );
  } finally {
    await database.close();
  }
} catch (error) {
  // Configuration and lock errors are written for people: no stack trace.
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
