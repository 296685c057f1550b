import { createECDH, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashLinkToken } from './auth/passwords';
import { backgroundWork } from './app';
import { idempotencyKeys, persons } from './db/core.tables';
import { DEMO_UNSUBSCRIBE_TOKEN } from './db/seed/demo';
import { projectCrewItems } from './db/tables/project-crew-items.tables';
import { passwordResetTokens } from './db/tables/auth.tables';
import { blockDates, vacationRequests } from './db/tables/calendar.tables';
import { mailboxEntries } from './db/tables/mailbox.tables';
import { outgoingMails } from './db/tables/outgoing-mails.tables';
import { backgroundJobs, pushSubscriptions } from './db/tables/notifications.tables';
import { plannerCrewMemberships, plannerCrews } from './routes/planner-crews/planner-crews.tables';
import { receipts } from './routes/receipts/receipts.tables';
import { mailUnsubscribeTokens } from './routes/session/session.tables';
import { createTestApi, testBackends } from './test/helpers';
import type { TestApi } from './test/helpers';
import { call } from './test/requests';
import { testNow } from '../machines/test-now';

// Every time the api writes is its clock's (README, Time): an api standing at an instant in the
// past stores exactly that instant, never the database's now(). No column of any table defaults to
// now(), so an insert that forgets the time fails.

const PUSH_ORIGIN = 'https://push.clock-test.example';
/** Days before the test instant, with milliseconds: no database clock reads this while the test runs. */
const PINNED = new Date(testNow().getTime() - 3 * 86_400_000 - 4_321);

describe.each(testBackends())('times the api writes, on %s', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ backend, env: { PUSH_ENDPOINT_ORIGINS: PUSH_ORIGIN } });
    api.setNow(PINNED);
  });
  afterAll(() => api.close());

  it('leaves no column of any table to the database clock', async () => {
    const result = await api.database.db.execute(
      sql`select table_name, column_name from information_schema.columns
          where table_schema = current_schema() and column_default ilike '%now()%'`,
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

  it('stamps a vacation request, a blocked date and their Idempotency-Keys with the api clock', async () => {
    const token = await api.signInAs('crew');
    const day = new Date(PINNED.getTime() + 60 * 86_400_000).toISOString().slice(0, 10);
    const vacation = await call(api.app, 'POST', '/vacationRequests', {
      token,
      headers: { 'idempotency-key': 'clock-vacation' },
      payload: { beginDate: day, endDate: day, paid: true },
    });
    expect(vacation.statusCode).toBe(201);
    const block = await call(api.app, 'POST', '/blockDates', {
      token,
      headers: { 'idempotency-key': 'clock-block' },
      payload: { beginDate: day, endDate: day, reason: 'Clock test' },
    });
    expect(block.statusCode).toBe(201);
    const [request] = await api.database.db
      .select({ createdAt: vacationRequests.createdAt })
      .from(vacationRequests)
      .where(eq(vacationRequests.id, vacation.json<{ id: number }>().id));
    const [blocked] = await api.database.db
      .select({ createdAt: blockDates.createdAt })
      .from(blockDates)
      .where(eq(blockDates.id, block.json<{ id: number }>().id));
    const keys = await api.database.db
      .select({ createdAt: idempotencyKeys.createdAt })
      .from(idempotencyKeys)
      .where(inArray(idempotencyKeys.key, ['clock-vacation', 'clock-block']));
    expect([request, blocked, ...keys]).toEqual(Array(4).fill({ createdAt: PINNED }));
  });

  it('stamps a password reset link and its mail with the api clock', async () => {
    const response = await call(api.app, 'POST', '/forgottenPassword', {
      payload: { email: 'chief@demo.test' },
    });
    expect(response.statusCode).toBe(202);
    await backgroundWork(api.app).drain();
    const [chief] = await api.database.db
      .select({ id: persons.id })
      .from(persons)
      .where(eq(persons.email, 'chief@demo.test'));
    const tokens = await api.database.db
      .select({ createdAt: passwordResetTokens.createdAt })
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.personId, chief?.id ?? 0));
    expect(tokens).toEqual([{ createdAt: PINNED }]);
    const mails = await api.database.db
      .select({ createdAt: outgoingMails.createdAt })
      .from(outgoingMails)
      .where(eq(outgoingMails.to, 'chief@demo.test'));
    expect(mails).toContainEqual({ createdAt: PINNED });
  });

  it('stamps a planner crew and its new member with the api clock', async () => {
    const token = await api.signInAs('planner');
    const created = await call(api.app, 'POST', '/plannerCrews', {
      token,
      payload: { name: 'Clock test pool' },
    });
    expect(created.statusCode).toBe(201);
    const crewId = created.json<{ id: number }>().id;
    const [mila] = await api.database.db
      .select({ id: persons.id })
      .from(persons)
      .where(eq(persons.email, 'mila.bakker@demo.test'));
    const added = await call(api.app, 'POST', '/plannerCrewMemberships', {
      token,
      payload: { crewId, personId: mila?.id ?? 0 },
    });
    expect(added.statusCode).toBe(201);
    const [crew] = await api.database.db
      .select({ createdAt: plannerCrews.createdAt })
      .from(plannerCrews)
      .where(eq(plannerCrews.id, crewId));
    const memberships = await api.database.db
      .select({ createdAt: plannerCrewMemberships.createdAt })
      .from(plannerCrewMemberships)
      .where(eq(plannerCrewMemberships.crewId, crewId));
    expect([crew, ...memberships]).toEqual([{ createdAt: PINNED }, { createdAt: PINNED }]);
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
