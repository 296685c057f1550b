import { defineConfig } from 'drizzle-kit';

// Only `generate` is used: migrations are applied by api/db/migrate.ts at start-up, on PGlite or PostgreSQL.
// The schema is the core tables, the tables several areas read (api/db/tables/<name>.tables.ts) and
// each area's own (api/routes/<area>/<area>.tables.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./api/db/core.tables.ts', './api/db/tables/*.tables.ts', './api/routes/*/*.tables.ts'],
  out: './api/db/migrations',
});
