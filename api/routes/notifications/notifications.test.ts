import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { decrypt } from 'http_ece';
import webpush from 'web-push';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../../../machines/clock';
import { NOTIFICATION_TYPES } from '../../../machines/notifications.types';
import { persons } from '../../db/core.tables';
import { createPerson, createTenant, isoDay } from '../../db/seed/factories';
import { createTestApi, testBackends, testConfig } from '../../test/helpers';
import type { TestApi } from '../../test/helpers';
import { call } from '../../test/requests';
import { outgoingMails } from '../../db/tables/outgoing-mails.tables';
import { createVacationRequest } from '../calendar/calendar.seed';
import { vacationRequests } from '../../db/tables/calendar.tables';
import {
  backgroundJobs,
  notificationSettings,
  pushSubscriptions,
} from '../../db/tables/notifications.tables';
import type { NotificationSettings, PushDevice } from './notifications.schemas';
import { notificationHandlers, notify, quietHoursEnd } from '../../lib/notify/notify';
import { isAllowedEndpoint, vapidKeys } from '../../lib/push/push';
import { workDueJobs } from '../../lib/queue/queue';

/** A browser's side of a push subscription: real P-256 keys and an auth secret, to decrypt with. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    p256dh: ecdh.getPublicKey().toString('base64url'),
    authText: auth.toString('base64url'),
  };
}

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A local push service: records what it receives and answers the status the test sets. */
async function startPushService() {
  const received: Received[] = [];
  const state = { status: 201 };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      response.writeHead(state.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const silentLog = { error: () => {}, warn: () => {} };

/** The instant the api stands at: a Tuesday morning, outside the quiet hours the tests set. */
const NOW = new Date('2026-11-24T10:00:00Z');

describe('quiet hours', () => {
  it('holds a notification until the quiet hours end, in the person’s own zone, across midnight', () => {
    // 23:30 in Amsterdam (winter, UTC+1) is inside 22:00–07:00: held until 07:00 local = 06:00Z.
    expect(
      quietHoursEnd(
        new Date('2026-11-24T22:30:00Z'),
        '22:00',
        '07:00',
        'Europe/Amsterdam',
      )?.toISOString(),
    ).toBe('2026-11-25T06:00:00.000Z');
    // 06:59 local is still inside; 07:00 is not.
    expect(
      quietHoursEnd(
        new Date('2026-11-25T05:59:00Z'),
        '22:00',
        '07:00',
        'Europe/Amsterdam',
      )?.toISOString(),
    ).toBe('2026-11-25T06:00:00.000Z');
    expect(
      quietHoursEnd(new Date('2026-11-25T06:00:00Z'), '22:00', '07:00', 'Europe/Amsterdam'),
    ).toBeNull();
    // The same instant is afternoon in New York: not quiet there.
    expect(
      quietHoursEnd(new Date('2026-11-24T22:30:00Z'), '22:00', '07:00', 'America/New_York'),
    ).toBeNull();
    // A daytime window (12:00–14:00) and none at all.
    expect(
      quietHoursEnd(new Date('2026-11-24T12:30:00Z'), '12:00', '14:00', 'UTC')?.toISOString(),
    ).toBe('2026-11-24T14:00:00.000Z');
    expect(quietHoursEnd(new Date('2026-11-24T12:30:00Z'), null, null, 'UTC')).toBeNull();
  });
});

describe('VAPID keys', () => {
  it('generates a pair once into the data directory, readable by the owner only, and reads it back', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'crewhub-vapid-'));
    try {
      const unset = { VAPID_PUBLIC_KEY: '', VAPID_PRIVATE_KEY: '' };
      const first = vapidKeys(testConfig({ DATA_DIR: dataDir, ...unset }));
      expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
      expect(statSync(join(dataDir, 'vapid-keys.json')).mode & 0o777).toBe(0o600);
      // Another process (no cache for this directory under another path spelling) reads the same pair.
      expect(vapidKeys(testConfig({ DATA_DIR: `${dataDir}/`, ...unset }))).toEqual(first);
      expect(
        vapidKeys(
          testConfig({
            DATA_DIR: dataDir,
            VAPID_PUBLIC_KEY: 'B'.repeat(87),
            VAPID_PRIVATE_KEY: 'p'.repeat(43),
          }),
        ).publicKey,
      ).toBe('B'.repeat(87));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('push endpoints', () => {
  it('accepts the browsers’ push services over https and the listed origins only', () => {
    expect(isAllowedEndpoint('https://fcm.googleapis.com/fcm/send/abc', [])).toBe(true);
    expect(isAllowedEndpoint('https://updates.push.services.mozilla.com/wpush/v2/abc', [])).toBe(
      true,
    );
    expect(isAllowedEndpoint('https://web.push.apple.com/QG', [])).toBe(true);
    expect(isAllowedEndpoint('http://fcm.googleapis.com/fcm/send/abc', [])).toBe(false);
    expect(isAllowedEndpoint('https://fcm.googleapis.com.evil.test/x', [])).toBe(false);
    expect(isAllowedEndpoint('https://169.254.169.254/latest', [])).toBe(false);
    expect(isAllowedEndpoint('http://127.0.0.1:9/push', [])).toBe(false);
    expect(isAllowedEndpoint('http://127.0.0.1:9/push', ['http://127.0.0.1:9'])).toBe(true);
  });
});

describe.each(testBackends())('notifications on %s', (backend) => {
  let api: TestApi;
  let push: Awaited<ReturnType<typeof startPushService>>;
  let crewToken: string;
  let chiefToken: string;
  let officeToken: string;
  let crewId: number;
  const vapid = webpush.generateVAPIDKeys();

  const personId = async (email: string) => {
    const [row] = await api.database.db
      .select({ id: persons.id })
      .from(persons)
      .where(eq(persons.email, email));
    if (!row) throw new Error(`no ${email}`);
    return row.id;
  };
  const work = () =>
    workDueJobs(
      api.database,
      notificationHandlers(api.database, api.config, silentLog),
      silentLog,
      () => api.clock.now(),
    );
  const subscribe = (
    token: string,
    endpoint: string,
    keys = browserKeys(),
    label = 'Chrome on Android',
  ) =>
    call(api.app, 'POST', '/setPushNotificationSubscription', {
      token,
      payload: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.authText }, label },
    });

  beforeAll(async () => {
    push = await startPushService();
    api = await createTestApi({
      backend,
      now: NOW,
      clock: manualClock(NOW),
      env: {
        VAPID_PUBLIC_KEY: vapid.publicKey,
        VAPID_PRIVATE_KEY: vapid.privateKey,
        VAPID_SUBJECT: 'mailto:ops@crewhub.app',
        PUSH_ENDPOINT_ORIGINS: push.origin,
      },
    });
    crewToken = await api.signInAs('crew');
    chiefToken = await api.signInAs('chief');
    officeToken = await api.signInAs('office');
    crewId = await personId('crew@demo.test');
  });
  afterAll(async () => {
    await api.close();
    await push.close();
  });
  beforeEach(async () => {
    push.state.status = 201;
    push.received.length = 0;
    // Each test starts from an empty queue and no devices.
    await api.database.db.delete(backgroundJobs);
    await api.database.db.delete(pushSubscriptions);
  });

  describe('settings', () => {
    it('reads the defaults, the person’s zone and the VAPID public key', async () => {
      const response = await call(api.app, 'GET', '/notificationSettings', { token: crewToken });
      expect(response.statusCode).toBe(200);
      const settings = response.json<NotificationSettings>();
      expect(settings.vapidPublicKey).toBe(vapid.publicKey);
      expect(response.body).not.toContain(vapid.privateKey);
      expect(settings.quietHours).toBeNull();
      expect(settings.channels).toContainEqual({ type: 'vacationAnswered', channel: 'both' });
      expect(settings.channels).toHaveLength(NOTIFICATION_TYPES.length);
      // The demo seed's choice for crew@.
      expect(settings.channels).toContainEqual({ type: 'documentToSign', channel: 'mail' });
    });

    it('reads chief@’s seeded quiet hours', async () => {
      const settings = (
        await call(api.app, 'GET', '/notificationSettings', { token: chiefToken })
      ).json<NotificationSettings>();
      expect(settings.quietHours).toEqual({ from: '23:00', to: '06:30' });
      expect(settings.channels).toContainEqual({ type: 'jobReminder', channel: 'both' });
    });

    it('stores the caller’s channels and quiet hours, and clears the hours with null', async () => {
      const set = await call(api.app, 'POST', '/notificationSettings', {
        token: chiefToken,
        payload: {
          channels: { payrollReady: 'mail', jobReminder: 'none' },
          quietHours: { from: '22:00', to: '07:00' },
        },
      });
      expect(set.statusCode).toBe(200);
      const settings = set.json<NotificationSettings>();
      expect(settings.channels).toContainEqual({ type: 'payrollReady', channel: 'mail' });
      expect(settings.channels).toContainEqual({ type: 'jobReminder', channel: 'none' });
      expect(settings.quietHours).toEqual({ from: '22:00', to: '07:00' });
      // A later change of one channel keeps the rest.
      const again = await call(api.app, 'POST', '/notificationSettings', {
        token: chiefToken,
        payload: { channels: { jobOffered: 'push' } },
      });
      expect(again.json<NotificationSettings>().channels).toContainEqual({
        type: 'payrollReady',
        channel: 'mail',
      });
      expect(again.json<NotificationSettings>().quietHours).toEqual({ from: '22:00', to: '07:00' });
      const cleared = await call(api.app, 'POST', '/notificationSettings', {
        token: chiefToken,
        payload: { quietHours: null },
      });
      expect(cleared.json<NotificationSettings>().quietHours).toBeNull();
      // Someone else's settings are untouched.
      const crew = await call(api.app, 'GET', '/notificationSettings', { token: crewToken });
      expect(crew.json<NotificationSettings>().channels).toContainEqual({
        type: 'payrollReady',
        channel: 'both',
      });
    });

    it('refuses bad input with 400 and writes nothing', async () => {
      const before = await api.database.db
        .select()
        .from(notificationSettings)
        .where(eq(notificationSettings.personId, crewId));
      for (const payload of [
        { channels: { payrollReady: 'pigeon' } },
        { channels: { unknownType: 'push' } },
        { quietHours: { from: '25:00', to: '07:00' } },
        { quietHours: { from: '07:00', to: '07:00' } },
        { quietHours: { from: '22:00' } },
        { extra: true },
      ]) {
        const response = await call(api.app, 'POST', '/notificationSettings', {
          token: crewToken,
          payload,
        });
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      }
      expect(
        await api.database.db
          .select()
          .from(notificationSettings)
          .where(eq(notificationSettings.personId, crewId)),
      ).toEqual(before);
    });

    it('needs a sign-in', async () => {
      expect((await call(api.app, 'GET', '/notificationSettings')).statusCode).toBe(401);
      expect(
        (await call(api.app, 'POST', '/setPushNotificationSubscription', { payload: {} }))
          .statusCode,
      ).toBe(401);
    });
  });

  describe('devices', () => {
    it('registers this browser once per endpoint, lists the caller’s own devices and removes one', async () => {
      const endpoint = `${push.origin}/push/crew-phone`;
      expect((await subscribe(crewToken, endpoint)).statusCode).toBe(200);
      // The same browser again (new keys): still one device.
      expect(
        (await subscribe(crewToken, endpoint, browserKeys(), 'Chrome on Android (renewed)'))
          .statusCode,
      ).toBe(200);
      await subscribe(chiefToken, `${push.origin}/push/chief-phone`);
      const list = await call(api.app, 'GET', '/pushNotificationSubscriptions', {
        token: crewToken,
      });
      const items = list.json<{ items: PushDevice[] }>().items;
      expect(items.map((item) => item.label)).toEqual(['Chrome on Android (renewed)']);
      expect(list.body).not.toContain('crew-phone');

      // Another person's device is 404, to remove by id and by endpoint, and stays.
      const [chiefs] = await api.database.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, `${push.origin}/push/chief-phone`));
      const byId = await call(api.app, 'DELETE', `/pushNotificationSubscriptions/${chiefs?.id}`, {
        token: crewToken,
      });
      expect(byId.statusCode).toBe(404);
      expect(byId.json()).toMatchObject({ reason: 'PUSH_SUBSCRIPTION_NOT_FOUND' });
      const byEndpoint = await call(api.app, 'POST', '/deletePushNotificationSubscription', {
        token: crewToken,
        payload: { endpoint: `${push.origin}/push/chief-phone` },
      });
      expect(byEndpoint.statusCode).toBe(404);
      expect(
        await api.database.db
          .select()
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.id, chiefs?.id ?? 0)),
      ).toHaveLength(1);

      const removed = await call(
        api.app,
        'DELETE',
        `/pushNotificationSubscriptions/${items[0]?.id}`,
        { token: crewToken },
      );
      expect(removed.statusCode).toBe(200);
      expect(
        (await call(api.app, 'GET', '/pushNotificationSubscriptions', { token: crewToken })).json<{
          items: unknown[];
        }>().items,
      ).toEqual([]);
      const off = await call(api.app, 'POST', '/deletePushNotificationSubscription', {
        token: chiefToken,
        payload: { endpoint: `${push.origin}/push/chief-phone` },
      });
      expect(off.statusCode).toBe(200);
    });

    it('refuses an endpoint that is no push service, and malformed keys, writing nothing', async () => {
      const foreign = await subscribe(crewToken, 'http://169.254.169.254/latest/meta-data');
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json()).toMatchObject({ reason: 'PUSH_ENDPOINT_NOT_ALLOWED' });
      const badKeys = await call(api.app, 'POST', '/setPushNotificationSubscription', {
        token: crewToken,
        payload: {
          endpoint: `${push.origin}/push/x`,
          keys: { p256dh: 'short', auth: 'short' },
          label: 'x',
        },
      });
      expect(badKeys.statusCode).toBe(400);
      const noLabel = await call(api.app, 'POST', '/setPushNotificationSubscription', {
        token: crewToken,
        payload: {
          endpoint: `${push.origin}/push/x`,
          keys: { p256dh: browserKeys().p256dh, auth: browserKeys().authText },
        },
      });
      expect(noLabel.statusCode).toBe(400);
      expect(await api.database.db.select().from(pushSubscriptions)).toEqual([]);
    });

    it('never touches another tenant’s device', async () => {
      const foreign = await api.database.transaction(async (tx) => {
        const other = await createTenant(tx, { name: `Elsewhere push ${backend}` });
        const person = await createPerson(tx, other.id, {
          name: 'Olga Other',
          email: `olga-push-${backend}@elsewhere.test`,
          passwordHash: null,
        });
        const keys = browserKeys();
        const [row] = await tx
          .insert(pushSubscriptions)
          .values({
            tenantId: other.id,
            personId: person.id,
            endpoint: `${push.origin}/push/elsewhere`,
            p256dh: keys.p256dh,
            auth: keys.authText,
            label: 'Elsewhere',
            createdAt: api.clock.now(),
          })
          .returning();
        return row;
      });
      expect(
        (
          await call(api.app, 'DELETE', `/pushNotificationSubscriptions/${foreign?.id}`, {
            token: officeToken,
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (await call(api.app, 'GET', '/pushNotificationSubscriptions', { token: officeToken })).body,
      ).not.toContain('Elsewhere');
      expect(
        await api.database.db
          .select()
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.id, foreign?.id ?? 0)),
      ).toHaveLength(1);
    });
  });

  describe('sending', () => {
    it('sends a real encrypted Web Push that the browser’s keys decrypt, with TTL, urgency and topic', async () => {
      const keys = browserKeys();
      await subscribe(crewToken, `${push.origin}/push/crew-phone`, keys);
      await api.database.transaction((tx) =>
        notify(tx, {
          tenantId: 1,
          personId: crewId,
          type: 'jobConfirmed',
          params: { project: 'Summer Stage', day: '2026-12-01' },
          url: '/jobs/12',
          tag: 'job-12',
          now: api.clock.now(),
        }),
      );
      expect(push.received).toHaveLength(0);
      // push fans out to one pushTo per device, then the device's job sends.
      expect(await work()).toBe(2);
      expect(push.received).toHaveLength(1);
      const message = push.received[0] as Received;
      expect(message.path).toBe('/push/crew-phone');
      expect(message.headers['content-encoding']).toBe('aes128gcm');
      expect(message.headers.ttl).toBe('86400');
      expect(message.headers.urgency).toBe('normal');
      expect(message.headers.topic).toBe(Buffer.from('job-12').toString('base64url'));
      expect(message.headers.authorization).toMatch(/^vapid t=.+, k=/);
      // The body is ciphertext: the plain text is not in it.
      expect(message.body.toString('latin1')).not.toContain('Summer Stage');
      const plain = JSON.parse(
        decrypt(message.body, {
          version: 'aes128gcm',
          privateKey: keys.ecdh,
          authSecret: keys.auth,
        }).toString('utf8'),
      );
      expect(plain).toEqual({
        title: 'Job confirmed',
        body: 'You confirmed Summer Stage on 1 Dec 2026.',
        tag: 'job-12',
        url: '/jobs/12',
      });
      const [device] = await api.database.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.personId, crewId));
      expect(device?.lastSentAt).not.toBeNull();
    });

    it('writes in the person’s language', async () => {
      const officeId = await personId('office@demo.test');
      const keys = browserKeys();
      await subscribe(officeToken, `${push.origin}/push/office`, keys);
      await api.database.transaction((tx) =>
        notify(tx, {
          tenantId: 1,
          personId: officeId,
          type: 'payrollReady',
          params: { period: '2026-11' },
          url: '/payrolls',
          tag: 'payroll-1',
          now: api.clock.now(),
        }),
      );
      await work();
      const plain = JSON.parse(
        decrypt((push.received[0] as Received).body, {
          version: 'aes128gcm',
          privateKey: keys.ecdh,
          authSecret: keys.auth,
        }).toString('utf8'),
      );
      expect(plain.title).toBe('Abrechnung bereit');
    });

    it('deletes a subscription the push service reports gone (410), and keeps it on a 500 to retry', async () => {
      await subscribe(crewToken, `${push.origin}/push/crew-phone`);
      push.state.status = 500;
      await api.database.transaction((tx) =>
        notify(tx, {
          tenantId: 1,
          personId: crewId,
          type: 'jobConfirmed',
          url: '/jobs/1',
          tag: 'job-1',
          now: api.clock.now(),
        }),
      );
      await work();
      expect(await api.database.db.select().from(pushSubscriptions)).toHaveLength(1);
      const [retry] = await api.database.db
        .select()
        .from(backgroundJobs)
        .where(eq(backgroundJobs.kind, 'pushTo'));
      expect(retry).toMatchObject({
        attempts: 1,
        doneAt: null,
        failedAt: null,
        lastError: 'PushServiceError: push service answered 500',
      });
      expect(retry?.runAt.getTime()).toBeGreaterThan(api.clock.now().getTime());

      push.state.status = 410;
      await api.database.db
        .update(backgroundJobs)
        .set({ runAt: new Date(api.clock.now().getTime() - 1000) })
        .where(eq(backgroundJobs.id, retry?.id ?? 0));
      await work();
      expect(push.received).toHaveLength(2);
      expect(await api.database.db.select().from(pushSubscriptions)).toEqual([]);
      const [done] = await api.database.db
        .select()
        .from(backgroundJobs)
        .where(eq(backgroundJobs.id, retry?.id ?? 0));
      expect(done?.doneAt).not.toBeNull();
    });

    it('holds a non-urgent notification through the person’s quiet hours, and an urgent one not', async () => {
      await subscribe(crewToken, `${push.origin}/push/crew-phone`);
      await api.database.db.update(persons).set({ timeZone: 'UTC' }).where(eq(persons.id, crewId));
      await api.database.db
        .insert(notificationSettings)
        .values({
          tenantId: 1,
          personId: crewId,
          channels: {},
          quietFrom: '00:00',
          quietTo: '23:59',
          updatedAt: api.clock.now(),
        })
        .onConflictDoUpdate({
          target: notificationSettings.personId,
          set: { quietFrom: '00:00', quietTo: '23:59' },
        });
      try {
        await api.database.transaction(async (tx) => {
          await notify(tx, {
            tenantId: 1,
            personId: crewId,
            type: 'jobConfirmed',
            url: '/jobs/1',
            tag: 'job-1',
            now: api.clock.now(),
          });
          await notify(tx, {
            tenantId: 1,
            personId: crewId,
            type: 'jobChanged',
            url: '/jobs/2',
            tag: 'job-2',
            now: api.clock.now(),
            urgent: true,
          });
        });
        await work();
        expect(push.received).toHaveLength(1);
        expect(push.received[0]?.headers.urgency).toBe('high');
        const [held] = await api.database.db
          .select()
          .from(backgroundJobs)
          .where(and(eq(backgroundJobs.kind, 'push')));
        const heldRows = await api.database.db
          .select()
          .from(backgroundJobs)
          .where(eq(backgroundJobs.kind, 'push'));
        expect(heldRows.filter((row) => row.doneAt === null)).toHaveLength(1);
        expect(held).toBeDefined();
      } finally {
        await api.database.db
          .delete(notificationSettings)
          .where(eq(notificationSettings.personId, crewId));
        await api.database.db
          .update(persons)
          .set({ timeZone: 'Europe/Amsterdam' })
          .where(eq(persons.id, crewId));
      }
    });

    it('sends nothing for a type the person turned off', async () => {
      await subscribe(crewToken, `${push.origin}/push/crew-phone`);
      await call(api.app, 'POST', '/notificationSettings', {
        token: crewToken,
        payload: { channels: { jobConfirmed: 'none' } },
      });
      try {
        await api.database.transaction((tx) =>
          notify(tx, {
            tenantId: 1,
            personId: crewId,
            type: 'jobConfirmed',
            url: '/jobs/1',
            tag: 'job-1',
            now: api.clock.now(),
          }),
        );
        expect(await api.database.db.select().from(backgroundJobs)).toEqual([]);
      } finally {
        await call(api.app, 'POST', '/notificationSettings', {
          token: crewToken,
          payload: { channels: { jobConfirmed: 'push' } },
        });
      }
    });
  });

  describe('events that notify', () => {
    it('queues the vacation answer with the decision, as push and mail, and nothing when the decision is refused', async () => {
      const request = await api.database.transaction((tx) =>
        createVacationRequest(tx, 1, {
          personId: crewId,
          beginDate: isoDay(NOW, 90),
          endDate: isoDay(NOW, 92),
          paid: true,
          createdAt: api.clock.now(),
        }),
      );
      const mailsBefore = (await api.database.db.select().from(outgoingMails)).length;
      expect(
        (
          await call(api.app, 'POST', `/vacationRequests/${request.id}/approve`, {
            token: officeToken,
          })
        ).statusCode,
      ).toBe(200);
      const jobs = await api.database.db.select().from(backgroundJobs);
      expect(jobs.map((job) => job.kind).sort()).toEqual(['mail', 'push']);
      const mails = await api.database.db.select().from(outgoingMails);
      expect(mails).toHaveLength(mailsBefore + 1);
      expect(mails.at(-1)).toMatchObject({ to: 'crew@demo.test', subject: 'Vacation approved' });

      // Deciding again is refused (409): no second notification.
      expect(
        (
          await call(api.app, 'POST', `/vacationRequests/${request.id}/decline`, {
            token: officeToken,
          })
        ).statusCode,
      ).toBe(409);
      expect(await api.database.db.select().from(backgroundJobs)).toHaveLength(2);
      await api.database.db.delete(vacationRequests).where(eq(vacationRequests.id, request.id));
    });

    it('queues the job confirmation’s receipt for the job’s person', async () => {
      const jobs = await call(api.app, 'GET', '/jobs', { token: crewToken });
      const pending = jobs
        .json<{ items: Array<{ id: number; status: string }> }>()
        .items.find((job) => job.status === 'pending');
      expect(pending).toBeDefined();
      expect(
        (await call(api.app, 'POST', `/jobs/${pending?.id}/confirmation`, { token: crewToken }))
          .statusCode,
      ).toBe(200);
      const [job] = await api.database.db.select().from(backgroundJobs);
      expect(job).toMatchObject({
        kind: 'push',
        payload: {
          personId: crewId,
          message: {
            title: 'Job confirmed',
            url: `/jobs/${pending?.id}`,
            tag: `job-${pending?.id}`,
          },
        },
      });
    });
  });
});
