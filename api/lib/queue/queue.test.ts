import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { and, eq, isNull } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clockStartingAt } from '../../../machines/clock';
import { buildApi } from '../../app';
import { openDatabase } from '../../db/database';
import { migrateDatabase } from '../../db/migrate';
import { seedDemoIfEmpty } from '../../db/seed/demo';
import { createTestApi, testBackends, testConfig } from '../../test/helpers';
import type { TestApi } from '../../test/helpers';
import { call } from '../../test/requests';
import { outgoingMails } from '../../db/tables/outgoing-mails.tables';
import { backgroundJobs } from '../../db/tables/notifications.tables';
import { LEASE_MS, backoffMs, claimNext, enqueue, workDueJobs } from './queue';
import type { QueuedJob } from './queue';

const silentLog = { error: () => {}, warn: () => {} };

describe('back-off', () => {
  it('doubles from 15 seconds and stops growing at an hour', () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([15_000, 30_000, 60_000, 120_000]);
    expect(backoffMs(20)).toBe(3_600_000);
  });
});

describe.each(testBackends({ pgliteToo: true }))('the durable queue on %s', (backend) => {
  let api: TestApi;

  beforeAll(async () => {
    api = await createTestApi({ backend });
  });
  afterAll(() => api.close());
  beforeEach(async () => {
    await api.database.db.delete(backgroundJobs);
  });

  it('retries a failing job with back-off and runs it once it succeeds', async () => {
    const t0 = new Date('2030-01-01T10:00:00Z');
    let clock = t0;
    const calls: number[] = [];
    let failures = 2;
    const handlers = {
      flaky: async (job: QueuedJob) => {
        calls.push(job.attempts);
        if (failures-- > 0) throw new Error('SMTP 451 try later');
      },
    };
    await enqueue(api.database.db, 1, 'flaky', { n: 1 }, { runAt: t0 });
    expect(await workDueJobs(api.database, handlers, silentLog, () => clock)).toBe(1);
    let [row] = await api.database.db.select().from(backgroundJobs);
    expect(row).toMatchObject({
      attempts: 1,
      doneAt: null,
      lastError: 'Error: SMTP 451 try later',
    });
    expect(row?.runAt.toISOString()).toBe('2030-01-01T10:00:15.000Z');
    // Not due before its back-off ends.
    clock = new Date('2030-01-01T10:00:14Z');
    expect(await workDueJobs(api.database, handlers, silentLog, () => clock)).toBe(0);
    clock = new Date('2030-01-01T10:00:15Z');
    expect(await workDueJobs(api.database, handlers, silentLog, () => clock)).toBe(1);
    [row] = await api.database.db.select().from(backgroundJobs);
    expect(row?.runAt.toISOString()).toBe('2030-01-01T10:00:45.000Z');
    clock = new Date('2030-01-01T10:01:00Z');
    expect(await workDueJobs(api.database, handlers, silentLog, () => clock)).toBe(1);
    [row] = await api.database.db.select().from(backgroundJobs);
    expect(row?.doneAt?.toISOString()).toBe('2030-01-01T10:01:00.000Z');
    expect(calls).toEqual([1, 2, 3]);
    // Done is done: never again.
    clock = new Date('2030-01-02T00:00:00Z');
    expect(await workDueJobs(api.database, handlers, silentLog, () => clock)).toBe(0);
  });

  it('gives up after the last attempt, and fails an unknown kind at once', async () => {
    const clock = new Date('2030-01-01T10:00:00Z');
    await enqueue(api.database.db, 1, 'broken', {}, { runAt: clock, maxAttempts: 1 });
    await enqueue(api.database.db, 1, 'noSuchKind', {}, { runAt: clock });
    const handlers = { broken: async () => Promise.reject(new Error('boom')) };
    expect(await workDueJobs(api.database, handlers, silentLog, () => clock)).toBe(2);
    const rows = await api.database.db.select().from(backgroundJobs).orderBy(backgroundJobs.id);
    expect(rows.map((row) => row.failedAt?.toISOString())).toEqual([
      clock.toISOString(),
      clock.toISOString(),
    ]);
    expect(rows[1]?.lastError).toBe('Error: no handler for job kind noSuchKind');
    expect(
      await workDueJobs(api.database, handlers, silentLog, () => new Date('2031-01-01T00:00:00Z')),
    ).toBe(0);
  });

  it('gives a job whose worker died back to the queue when its lease ends, not before', async () => {
    const t0 = new Date('2030-01-01T10:00:00Z');
    await enqueue(api.database.db, 1, 'work', {}, { runAt: t0 });
    // A worker claims it and dies (never marks it done or failed).
    expect(await claimNext(api.database, t0)).toMatchObject({ kind: 'work', attempts: 1 });
    expect(await claimNext(api.database, new Date(t0.getTime() + LEASE_MS - 1))).toBeUndefined();
    expect(await claimNext(api.database, new Date(t0.getTime() + LEASE_MS))).toMatchObject({
      kind: 'work',
      attempts: 2,
    });
  });

  it('never hands one job to two workers at once', async () => {
    const now = new Date('2030-01-01T10:00:00Z');
    for (let n = 0; n < 12; n += 1)
      await enqueue(api.database.db, 1, 'count', { n }, { runAt: now });
    const seen: number[] = [];
    const handlers = {
      count: async (job: QueuedJob) => {
        seen.push(Number(job.payload.n));
        await new Promise((resolve) => setTimeout(resolve, 5));
      },
    };
    const ran = await Promise.all(
      [1, 2, 3].map(() => workDueJobs(api.database, handlers, silentLog, () => now)),
    );
    expect(ran.reduce((a, b) => a + b, 0)).toBe(12);
    expect(seen.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    const done = await api.database.db.select().from(backgroundJobs);
    expect(done.every((row) => row.doneAt !== null && row.attempts === 1)).toBe(true);
  });
});

describe('a queued mail across a restart', () => {
  const received: Array<{ to: string; subject: string; messageId: string }> = [];
  let smtp: SMTPServer;
  let smtpUrl: string;
  let dataDir: string;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        let raw = '';
        stream.setEncoding('utf8');
        stream.on('data', (chunk: string) => (raw += chunk));
        stream.on('end', () => {
          received.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address).join(','),
            subject: /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '',
            messageId: /^Message-ID: (.*)$/im.exec(raw)?.[1]?.trim() ?? '',
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
    smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
    dataDir = mkdtempSync(join(tmpdir(), 'crewhub-queue-'));
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'is stored by one process, sent by the next, and sent once',
    { timeout: 120_000 },
    async () => {
      // First process: no worker (it dies before sending).
      // Both processes on one clock from a fixed instant, running on (the worker's lease and polls).
      const clock = clockStartingAt(new Date('2026-11-24T10:00:00Z'));
      const first = await openDatabase({ dataDir });
      await migrateDatabase(first);
      await seedDemoIfEmpty(first, { now: clock.now() });
      const before = await buildApi({
        database: first,
        clock,
        config: testConfig({ DATA_DIR: dataDir, SMTP_URL: smtpUrl, QUEUE_WORKER: 'off' }),
      });
      const asked = await call(before, 'POST', '/forgottenPassword', {
        payload: { email: 'crew@demo.test' },
      });
      expect(asked.statusCode).toBe(202);
      await before.close();
      // The demo's own mails went out before (their jobs are done): the reset is the one queued.
      const [queued] = await first.db
        .select()
        .from(backgroundJobs)
        .where(and(eq(backgroundJobs.kind, 'mail'), isNull(backgroundJobs.doneAt)));
      expect(queued).toMatchObject({ doneAt: null, attempts: 0 });
      await first.close();
      expect(received).toEqual([]);

      // Second process on the same data directory, with its worker.
      const second = await openDatabase({ dataDir });
      const after = await buildApi({
        database: second,
        clock,
        config: testConfig({ DATA_DIR: dataDir, SMTP_URL: smtpUrl, QUEUE_WORKER: 'on' }),
      });
      try {
        // A real wait for the worker, on a monotonic timer.
        const deadline = performance.now() + 20_000;
        while (received.length === 0 && performance.now() < deadline)
          await new Promise((resolve) => setTimeout(resolve, 100));
        expect(received).toHaveLength(1);
        expect(received[0]).toMatchObject({
          to: 'crew@demo.test',
          subject: 'Reset your Crew Hub password',
        });
        const [mail] = await second.db
          .select()
          .from(outgoingMails)
          .where(eq(outgoingMails.to, 'crew@demo.test'));
        expect(received[0]?.messageId).toBe(`<mail-${mail?.id}.tenant-1@crewhub.app>`);
        // Another poll or two of the worker: still one mail.
        await new Promise((resolve) => setTimeout(resolve, 4_500));
        expect(received).toHaveLength(1);
        const [done] = await second.db
          .select()
          .from(backgroundJobs)
          .where(eq(backgroundJobs.id, queued?.id ?? 0));
        expect(done).toMatchObject({ attempts: 1 });
        expect(done?.doneAt).not.toBeNull();
      } finally {
        await after.close();
        await second.close();
      }
    },
  );
});
