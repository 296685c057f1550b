import type { FastifyInstance } from 'fastify';
import { buildApi } from './app';
import { configuredClock, loadApiConfig } from './config';
import { openDatabase } from './db/database';
import type { Database } from './db/database';
import { migrateDatabase } from './db/migrate';
import { NO_TENANT_YET, seedDemoAtStart } from './db/seed/demo';

// Wires and starts a standalone /api/v1 on API_PORT; the gateway mounts buildApi in-process instead.
async function start(): Promise<{ app: FastifyInstance; database: Database }> {
  const config = loadApiConfig();
  const port = Number(process.env.API_PORT ?? 8081);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateDatabase(database);
    const clock = configuredClock(config);
    const tenantsAtStart = await seedDemoAtStart(database, config, { now: clock.now() });
    if (tenantsAtStart === 'none') process.stdout.write(`${NO_TENANT_YET}\n`);
    const app = await buildApi({ database, config, clock });
    if (tenantsAtStart === 'seeded')
      app.log.info('seeded the demo tenant (password demo1234 for every demo account)');
    await app.listen({ port, host: process.env.API_HOST ?? '0.0.0.0' });
    return { app, database };
  } catch (error) {
    await database.close();
    throw error;
  }
}

try {
  const { app, database } = await start();
  const shutdown = async () => {
    await app.close();
    // Releases the PGlite lock so the next start finds the data directory free.
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
