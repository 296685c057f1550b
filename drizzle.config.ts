import { defineConfig } from 'drizzle-kit';

// Only `generate` is used: migrations are applied by api/db/migrate.ts at start-up, on PGlite or PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './api/db/schema.ts',
  out: './api/db/migrations',
});
