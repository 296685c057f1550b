import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, readTogether } from './database';
import type { Database, Db } from './database';
import { currentOwner } from './lock';
import type { LockOwner } from './lock';

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
    expect([...seen].sort((a, b) => a - b)).toEqual(
      Array.from({ length: 25 }, (_, index) => index),
    );
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
      expect(second.stderr).toContain(
        `The data directory ${dataDir} is already in use by process ${process.pid}`,
      );
      await expect(openDatabase({ dataDir })).rejects.toThrow(/already in use/);
    } finally {
      await database.close();
    }
    const third = openInAnotherProcess(dataDir);
    expect(third.stderr).toBe('');
    expect(third.stdout.trim()).toBe('opened');
  });

  it('takes over the stale lock of a dead process', async () => {
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
      encoding: 'utf8',
    });
    writeFileSync(join(dataDir, 'pglite.lock'), gone.stdout);
    const database = await openDatabase({ dataDir });
    await database.db.execute(sql`select 1`);
    await database.close();
  });

  describe('a lock whose pid is alive', () => {
    // A live process that is not Crew Hub: after a crash or a reboot its pid may be the lock's.
    let sleeper: ChildProcess;
    const lockFile = () => join(dataDir, 'pglite.lock');
    beforeAll(async () => {
      sleeper = spawn('sleep', ['60'], { stdio: 'ignore' });
      await once(sleeper, 'spawn');
    });
    afterAll(() => {
      sleeper.kill();
    });

    it('records pid, start time, host and boot id when it takes the lock', async () => {
      const database = await openDatabase({ dataDir });
      try {
        const recorded = JSON.parse(readFileSync(lockFile(), 'utf8')) as LockOwner;
        expect(recorded).toEqual(currentOwner(process.pid));
        expect(recorded.hostname).toBe(hostname());
        if (existsSync('/proc/self/stat')) expect(recorded.startTime).toMatch(/^\d+$/);
      } finally {
        await database.close();
      }
    });

    it('blocks while that very process holds it (same start time, host and boot)', async () => {
      writeFileSync(lockFile(), JSON.stringify(currentOwner(sleeper.pid!)));
      await expect(openDatabase({ dataDir })).rejects.toThrow(
        `already in use by process ${sleeper.pid}`,
      );
    });

    it.runIf(existsSync('/proc/self/stat'))(
      'takes it over when the pid now belongs to a process started at another time',
      async () => {
        writeFileSync(
          lockFile(),
          JSON.stringify({ ...currentOwner(sleeper.pid!), startTime: '1' }),
        );
        const database = await openDatabase({ dataDir });
        await database.close();
        expect(existsSync(lockFile())).toBe(false);
      },
    );

    it('takes it over when it was written before a reboot (another boot id)', async () => {
      writeFileSync(
        lockFile(),
        JSON.stringify({ ...currentOwner(sleeper.pid!), bootId: 'another-boot' }),
      );
      const here = currentOwner(process.pid);
      if (here.bootId === undefined) {
        await expect(openDatabase({ dataDir })).rejects.toThrow(/already in use/);
        return;
      }
      const database = await openDatabase({ dataDir });
      await database.close();
    });

    it('blocks for a lock of another host, whose processes it cannot see', async () => {
      writeFileSync(
        lockFile(),
        JSON.stringify({ pid: sleeper.pid!, hostname: 'elsewhere.example' }),
      );
      await expect(openDatabase({ dataDir })).rejects.toThrow(
        `already in use by process ${sleeper.pid} on elsewhere.example`,
      );
    });

    it('still reads the old format (the pid alone), which blocks while the pid lives', async () => {
      writeFileSync(lockFile(), String(sleeper.pid));
      await expect(openDatabase({ dataDir })).rejects.toThrow(
        `already in use by process ${sleeper.pid}`,
      );
    });
  });
});

// readTogether: reads at once on the pool, one after the other on a transaction's one connection.
describe.each([
  ['pglite', undefined],
  ['postgres', process.env.TEST_DATABASE_URL],
] as const)('readTogether on %s', (backend, databaseUrl) => {
  let database: Database;
  beforeAll(async () => {
    if (backend === 'postgres' && !databaseUrl) return;
    database = await openDatabase(databaseUrl ? { databaseUrl } : { memory: true });
  });
  afterAll(async () => database?.close());

  /** Two reads that each take 50 ms in the database, with when each began and ended in this process. */
  const timedReads = (db: Db) => {
    const spans: Array<{ began: number; ended: number }> = [];
    const read = (value: number) => async () => {
      const span = { began: performance.now(), ended: Number.POSITIVE_INFINITY };
      spans.push(span);
      await db.execute(sql`select pg_sleep(0.05)`);
      span.ended = performance.now();
      return value;
    };
    return { spans, reads: [read(1), read(2)] as const };
  };

  it.skipIf(backend === 'postgres' && !databaseUrl)(
    'runs a transaction’s reads one after the other, and the pool’s at once',
    async () => {
      const inTransaction = await database.transaction(async (tx) => {
        const { spans, reads } = timedReads(tx as unknown as Db);
        const results = await readTogether(tx, ...reads);
        return { results, spans };
      });
      expect(inTransaction.results).toEqual([1, 2]);
      const [first, second] = inTransaction.spans;
      expect(second?.began).toBeGreaterThanOrEqual(first?.ended ?? Number.POSITIVE_INFINITY);

      const { spans, reads } = timedReads(database.db);
      expect(await readTogether(database.db, ...reads)).toEqual([1, 2]);
      // Both were sent before either answered.
      expect(spans[1]?.began).toBeLessThan(spans[0]?.ended ?? 0);
    },
  );
});
