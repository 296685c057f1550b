import { createECDH, randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashLinkToken } from './auth/passwords';
import { persons } from './db/core.tables';
import { DEMO_UNSUBSCRIBE_TOKEN } from './db/seed/demo';
import { projectCrewItems } from './db/tables/project-crew-items.tables';
import { mailboxEntries } from './db/tables/mailbox.tables';
import { backgroundJobs, pushSubscriptions } from './db/tables/notifications.tables';
import { receipts } from './routes/receipts/receipts.tables';
import { mailUnsubscribeTokens } from './routes/session/session.tables';
import { createTestApi, testBackends } from './test/helpers';
import type { TestApi } from './test/helpers';
import { call } from './test/requests';
import { testNow } from '../machines/test-now';

// Every time the api writes is its clock's (README, Time): an api standing at an instant in the
// past stores exactly that instant, never the database's now(). The tables whose times used to
// default to now() have no such default left, so an insert that forgets the time fails.

const PUSH_ORIGIN = 'https://push.clock-test.example';
/** Days before the test instant, with milliseconds: no database clock reads this while the test runs. */
const PINNED = new Date(testNow().getTime() - 3 * 86_400_000 - 4_321);

/** The columns that no longer default to the database's time. */
const TIMED_TABLES = [
  'crew_item_attendance',
  'crew_item_ratings',
  'crew_photos',
  'crew_shift_events',
  'form_photos',
  'form_results',
  'background_jobs',
  'notification_settings',
  'push_subscriptions',
  'payroll_documents',
  'payroll_item_activities',
  'payroll_share_links',
  'receipt_photos',
  'receipts',
];

describe.each(testBackends())('times the api writes, on %s', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ backend, env: { PUSH_ENDPOINT_ORIGINS: PUSH_ORIGIN } });
    api.setNow(PINNED);
  });
  afterAll(() => api.close());

  it('leaves no time column of those tables to the database clock', async () => {
    const result = await api.database.db.execute(
      sql`select table_name, column_name from information_schema.columns
          where table_schema = current_schema() and column_default ilike '%now()%'
            and table_name in (${sql.join(
              TIMED_TABLES.map((name) => sql`${name}`),
              sql`, `,
            )})`,
    );
    // The two drivers answer differently shaped results; both carry rows.
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([]);
    // A write that forgets the time is refused rather than stamped with the machine's clock.
    await expect(
      api.database.db.execute(
        sql`insert into background_jobs (tenant_id, kind, payload, run_at)
            values (1, 'clockTest', '{}'::jsonb, ${PINNED.toISOString()}::timestamptz)`,
      ),
    ).rejects.toThrow();
  });

  it('stamps a new receipt with the api clock', async () => {
    const token = await api.signInAs('crew');
    const templates = await call(api.app, 'GET', '/receiptTemplates', { token });
    const [template] = templates.json<{ items: { id: number }[] }>().items;
    if (!template) throw new Error('the demo has no receipt template');
    const created = await call(api.app, 'POST', '/receipts', {
      token,
      payload: { templateId: template.id },
    });
    expect(created.statusCode).toBe(201);
    const [row] = await api.database.db
      .select({ createdAt: receipts.createdAt })
      .from(receipts)
      .where(eq(receipts.id, created.json<{ id: number }>().id));
    expect(row?.createdAt).toEqual(PINNED);
  });

  it('marks a mail read at the api clock, and keeps that moment when it is read again', async () => {
    const token = await api.signInAs('office');
    const list = await call(api.app, 'GET', '/emailMessages', { token });
    const unread = list
      .json<{ items: { id: number; read: boolean }[] }>()
      .items.find((message) => !message.read);
    if (!unread) throw new Error('the office has no unread mail in the demo');
    expect((await call(api.app, 'GET', `/emailMessages/${unread.id}`, { token })).statusCode).toBe(
      200,
    );
    api.setNow(new Date(PINNED.getTime() + 60_000));
    await call(api.app, 'GET', `/emailMessages/${unread.id}`, { token });
    api.setNow(PINNED);
    const [row] = await api.database.db
      .select({ readAt: mailboxEntries.readAt })
      .from(mailboxEntries)
      .where(eq(mailboxEntries.id, unread.id));
    expect(row?.readAt).toEqual(PINNED);
  });

  it('records an unsubscribe at the api clock', async () => {
    const response = await call(api.app, 'POST', '/emailMessages/unsubscribe', {
      payload: { token: DEMO_UNSUBSCRIBE_TOKEN },
    });
    expect(response.statusCode).toBe(200);
    const [row] = await api.database.db
      .select({ unsubscribedAt: mailUnsubscribeTokens.unsubscribedAt })
      .from(mailUnsubscribeTokens)
      .where(eq(mailUnsubscribeTokens.tokenHash, hashLinkToken(DEMO_UNSUBSCRIBE_TOKEN)));
    expect(row?.unsubscribedAt).toEqual(PINNED);
  });

  it('adds a push device, and queues the notification of a confirmed job, at the api clock', async () => {
    const token = await api.signInAs('crew');
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const endpoint = `${PUSH_ORIGIN}/push/crew-phone`;
    const keys = {
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    };
    const subscribed = await call(api.app, 'POST', '/setPushNotificationSubscription', {
      token,
      payload: { endpoint, keys, label: 'Phone' },
    });
    expect(subscribed.statusCode).toBe(200);
    const [device] = await api.database.db
      .select({ createdAt: pushSubscriptions.createdAt })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, endpoint));
    expect(device?.createdAt).toEqual(PINNED);

    const [crew] = await api.database.db
      .select({ id: persons.id })
      .from(persons)
      .where(eq(persons.email, 'crew@demo.test'));
    const [pending] = await api.database.db
      .select({ id: projectCrewItems.id })
      .from(projectCrewItems)
      .where(
        and(eq(projectCrewItems.personId, crew?.id ?? 0), eq(projectCrewItems.status, 'pending')),
      )
      .limit(1);
    if (!pending) throw new Error('the crew member has no pending job in the demo');
    const [last] = await api.database.db
      .select({ id: sql<number>`coalesce(max(${backgroundJobs.id}), 0)`.mapWith(Number) })
      .from(backgroundJobs);
    const confirmed = await call(api.app, 'POST', `/jobs/${pending.id}/confirmation`, { token });
    expect(confirmed.statusCode).toBe(200);
    const queued = await api.database.db
      .select({ createdAt: backgroundJobs.createdAt, runAt: backgroundJobs.runAt })
      .from(backgroundJobs)
      .where(gt(backgroundJobs.id, last?.id ?? 0));
    expect(queued.length).toBeGreaterThan(0);
    for (const job of queued) expect(job).toEqual({ createdAt: PINNED, runAt: PINNED });
  });
});
