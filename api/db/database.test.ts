import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import type { Database, Db } from './database';

const root = resolve(import.meta.dirname, '../..');

/** Opens the data directory from a separate Node process, as a second `npm start` would. */
function openInAnotherProcess(dataDir: string) {
  const script = `
    const { openDatabase } = await import(${JSON.stringify(join(root, 'api/db/database.ts'))});
    const database = await openDatabase({ dataDir: ${JSON.stringify(dataDir)} });
    await database.close();
    console.log('opened');
  `;
  return spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: root,
    encoding: 'utf8',
    timeout: 60_000,
  });
}

async function readCounter(db: Db): Promise<number> {
  const result = await db.execute(sql`select value from counter`);
  // The two drivers answer differently shaped results; both carry rows.
  const rows = (result as unknown as { rows: Array<{ value: number }> }).rows;
  return Number(rows[0]?.value);
}

describe('PGlite serialisation', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ memory: true });
    await database.db.execute(sql`create table counter (value integer not null)`);
    await database.db.execute(sql`insert into counter values (0)`);
  });
  afterAll(() => database.close());

  it('never lets concurrent transactions interleave', async () => {
    const events: string[] = [];
    const increments = Array.from({ length: 25 }, (_, index) =>
      database.transaction(async (tx) => {
        events.push(`begin ${index}`);
        const value = await readCounter(tx);
        // Yield to the event loop between read and write: without the queue another transaction would run here.
        await new Promise((resolveWait) => setTimeout(resolveWait, 2));
        await tx.execute(sql`update counter set value = ${value + 1}`);
        events.push(`end ${index}`);
        return value;
      }),
    );
    const seen = await Promise.all(increments);
    expect(await readCounter(database.db)).toBe(25);
    expect([...seen].sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, index) => index));
    for (let index = 0; index < events.length; index += 2) {
      expect(events[index]?.replace('begin', 'end')).toBe(events[index + 1]);
    }
  });

  it('keeps serving after a transaction fails and rolls it back', async () => {
    await expect(
      database.transaction(async (tx) => {
        await tx.execute(sql`update counter set value = -1`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await database.transaction((tx) => readCounter(tx))).toBe(25);
  });
});

describe('data directory lock', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'crewhub-lock-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses a second process on the same data directory, and lets it in after close', async () => {
    const database = await openDatabase({ dataDir });
    try {
      const second = openInAnotherProcess(dataDir);
      expect(second.status).not.toBe(0);
      expect(second.stderr).toContain(`The data directory ${dataDir} is already in use by process ${process.pid}`);
      await expect(openDatabase({ dataDir })).rejects.toThrow(/already in use/);
    } finally {
      await database.close();
    }
    const third = openInAnotherProcess(dataDir);
    expect(third.stderr).toBe('');
    expect(third.stdout.trim()).toBe('opened');
  });

  it('takes over the stale lock of a dead process', async () => {
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    writeFileSync(join(dataDir, 'pglite.lock'), gone.stdout);
    const database = await openDatabase({ dataDir });
    await database.db.execute(sql`select 1`);
    await database.close();
  });
});
