import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { migrateDatabase } from './migrate';

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('migrations on PostgreSQL', () => {
  it('lets several processes migrate one database at once', async () => {
    const name = `crewhub_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl ?? '');
    url.pathname = `/${name}`;
    const databases = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ databaseUrl: url.toString() })),
    );
    try {
      await Promise.all(databases.map((database) => migrateDatabase(database)));
      const [first] = databases;
      const applied = await first?.db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      const rows = (applied as unknown as { rows: Array<{ n: number }> }).rows;
      expect(rows[0]?.n).toBeGreaterThanOrEqual(1);
    } finally {
      await Promise.all(databases.map((database) => database.close()));
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
