import { buildApi } from './app';
import { loadApiConfig } from './config';
import { openDatabase } from './db/database';
import { migrateDatabase } from './db/migrate';
import { seedDemoIfEmpty } from './db/seed/demo';

// Wires and starts a standalone /api/v1; the gateway mounts buildApi in-process instead.
const config = loadApiConfig();
const port = Number(process.env.API_PORT ?? 8081);
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await migrateDatabase(database);
const seeded = await seedDemoIfEmpty(database);
const app = await buildApi({ database, config, logger: true });
if (seeded) app.log.info('seeded the demo tenant (password demo1234 for every demo account)');

const shutdown = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());

await app.listen({ port, host: process.env.API_HOST ?? '0.0.0.0' });
