import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../api/db/database';
import type { Database } from '../api/db/database';
import { migrateDatabase } from '../api/db/migrate';
import { seedDemoAtStart } from '../api/db/seed/demo';
import { testNow } from '../machines/test-now';

const run = promisify(execFile);

/** `npm run tenant -- …` as an operator runs it: its own process, on the embedded database in `dataDir`. */
async function tenant(dataDir: string, ...args: string[]) {
  try {
    const { stdout, stderr } = await run(
      'node',
      ['--import', 'tsx', 'scripts/tenant.ts', ...args],
      {
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          CLOCK_START: testNow().toISOString(),
          SMTP_URL: '',
        },
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

// Each command is a process of its own that loads the api with tsx: seconds each on a busy machine.
const COMMAND_TIMEOUT_MS = 120_000;

describe('npm run tenant on a new embedded database', { timeout: COMMAND_TIMEOUT_MS }, () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'crewhub-tenant-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('creates a tenant and prints its administrator’s welcome link; refuses a taken host and a bad e-mail with nothing made', async () => {
    const created = await tenant(
      dataDir,
      'create',
      '--host',
      'acme.localhost',
      '--name',
      'Acme Crew',
      '--admin-email',
      'boss@acme.test',
    );
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(
      /Created tenant "Acme Crew" on acme\.localhost\.\nWelcome link for boss@acme\.test .*\n {2}http:\/\/acme\.localhost:\d+\/welcome\/[A-Za-z0-9_-]{43}\n/,
    );

    const taken = await tenant(
      dataDir,
      'create',
      '--host',
      'acme.localhost',
      '--name',
      'Again',
      '--admin-email',
      'x@again.test',
    );
    expect(taken).toMatchObject({ code: 1, stdout: '' });
    expect(taken.stderr).toContain('--host: acme.localhost is already the host of a tenant');
    const badMail = await tenant(
      dataDir,
      'create',
      '--host',
      'b.localhost',
      '--name',
      'B',
      '--admin-email',
      'nope',
    );
    expect(badMail.code).toBe(1);
    expect(badMail.stderr).toContain(
      '--admin-email: must be an e-mail address. Nothing was created.',
    );
    const unknown = await tenant(dataDir, 'create', '--hots', 'x');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('Usage:');

    const listed = await tenant(dataDir, 'list');
    expect(listed.stdout).toBe(
      '1\tAcme Crew\tacme.localhost\t1 people, 0 administrators, 1 invited\n',
    );
  });

  it('says how to go on while a server holds the embedded database', async () => {
    const database: Database = await openDatabase({ dataDir });
    try {
      const refused = await tenant(dataDir, 'list');
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(
        /in use by a running Crew Hub \(process \d+\)\. Stop the server/,
      );
    } finally {
      await database.close();
    }
  });
});

describe('a server start on a new embedded database', () => {
  let dataDir: string;
  let database: Database;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'crewhub-start-'));
    database = await openDatabase({ dataDir });
    await migrateDatabase(database);
  });
  afterAll(async () => {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('loads the demo unless DEMO_DATA=false or on PostgreSQL, and otherwise reports that there is no tenant', async () => {
    const now = testNow();
    expect(await seedDemoAtStart(database, { demoData: false }, { now })).toBe('none');
    expect(
      await seedDemoAtStart(database, { demoData: true, databaseUrl: 'postgres://x' }, { now }),
    ).toBe('none');
    // Without either, a new embedded database gets the demo tenant to try the product with.
    expect(await seedDemoAtStart(database, { demoData: true }, { now })).toBe('seeded');
  });
});
