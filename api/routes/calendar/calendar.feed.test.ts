import ICAL from 'ical.js';
import { and, count, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { persons } from '../../db/core.tables';
import { loggedUrl } from '../../lib/logging';
import { seedDemoTenant } from '../../db/seed/demo';
import { createTestApi, testBackends } from '../../test/helpers';
import type { TestApi } from '../../test/helpers';
import { call } from '../../test/requests';
import type { Job } from '../jobs/jobs.schemas';
import { calendarSubscriptions } from './calendar.tables';
import { testNow } from '../../../machines/test-now';

interface Created {
  id: number;
  createdAt: string;
  token: string;
}

/** Parses a feed with ical.js (an independent RFC 5545 reader) and registers its time zones. */
function parseFeed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return calendar;
}

describe.each(testBackends())('calendar feed on %s', (backend) => {
  let api: TestApi;
  let crewToken: string;
  let chiefToken: string;
  let crewId: number;

  beforeAll(async () => {
    api = await createTestApi({ backend });
    crewToken = await api.signInAs('crew');
    chiefToken = await api.signInAs('chief');
    const [row] = await api.database.db
      .select({ id: persons.id })
      .from(persons)
      .where(eq(persons.email, 'crew@demo.test'));
    crewId = row?.id ?? -1;
  });
  afterAll(() => api.close());

  const create = async (token = crewToken) => {
    const response = await call(api.app, 'POST', '/publicCalendarSubscriptions', { token });
    expect(response.statusCode).toBe(201);
    return response.json<Created>();
  };
  // As a calendar app asks: no Type header, no token, nothing but the URL.
  const feed = (token: string, host = 'localhost') =>
    api.app.inject({
      method: 'GET',
      url: `/api/v1/public/calendarFeed/${token}.ics`,
      headers: { host },
    });

  it('makes an unguessable token, stores only its hash, and lists the active feed without it', async () => {
    const created = await create();
    expect(created.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await api.database.db
      .select()
      .from(calendarSubscriptions)
      .where(eq(calendarSubscriptions.id, created.id));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.tokenHash).not.toContain(created.token);
    const list = await call(api.app, 'GET', '/publicCalendarSubscriptions', { token: crewToken });
    expect(list.json()).toEqual({ items: [{ id: created.id, createdAt: created.createdAt }] });
    expect(list.body).not.toContain(created.token);
  });

  it('serves the person’s jobs, blocked dates and vacation without sign-in, each job at the right instant in its venue’s zone', async () => {
    await api.database.db
      .update(persons)
      .set({ timeZone: 'America/New_York', language: 'nl' })
      .where(eq(persons.id, crewId));
    const created = await create();
    const response = await feed(created.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/calendar/);
    expect(response.body).toContain('X-PUBLISHED-TTL:PT1H');
    expect(response.body).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT1H');
    // RFC 5545: DTSTAMP is UTC (ical-generator 10.2 leaves the Z off with a zone set; we fix it).
    for (const line of response.body.split('\r\n').filter((l) => l.startsWith('DTSTAMP')))
      expect(line).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/);

    const calendar = parseFeed(response.body);
    const events = calendar
      .getAllSubcomponents('vevent')
      .map((component) => new ICAL.Event(component));
    const jobs = (await call(api.app, 'GET', '/jobs?limit=100', { token: crewToken })).json<{
      items: Job[];
    }>().items;
    expect(jobs.length).toBeGreaterThan(3);
    // The demo's venues keep two zones, neither the person's: both are in the feed with their VTIMEZONE.
    expect(new Set(jobs.map((job) => job.timeZone))).toEqual(
      new Set(['Europe/Amsterdam', 'Europe/London']),
    );
    expect(
      calendar
        .getAllSubcomponents('vtimezone')
        .map((zone) => zone.getFirstPropertyValue('tzid'))
        .sort(),
    ).toEqual(['America/New_York', 'Europe/Amsterdam', 'Europe/London']);
    for (const job of jobs) {
      const event = events.find((candidate) => candidate.uid.startsWith(`job-${job.id}.`));
      expect(event, `job ${job.id} in the feed`).toBeDefined();
      if (!event) continue;
      // The same instants as the api's UTC times, written in the venue's zone with its TZID
      // (decision 248): the person reads them in New York, the shifts are in Rotterdam's clock.
      expect(event.startDate.toJSDate().toISOString()).toBe(new Date(job.startsAt).toISOString());
      expect(event.endDate.toJSDate().toISOString()).toBe(new Date(job.endsAt).toISOString());
      expect(event.startDate.zone?.tzid).toBe(job.timeZone);
      expect(event.startDate.hour).toBe(DateTime.fromISO(job.startsAt).setZone(job.timeZone).hour);
      expect(event.summary).toContain(job.project.name);
      expect(event.description).toContain(`Functie: ${job.function.caption}`);
      if (job.location) expect(event.location).toContain(job.location.city);
      if (job.crewChief)
        expect(event.description).toContain(`Crew chief: ${job.crewChief.caption}`);
    }
    expect(
      events.some(
        (event) =>
          event.summary === 'Niet beschikbaar' && event.description === 'Dentist appointment',
      ),
    ).toBe(true);
    expect(
      events.some((event) => event.summary.startsWith('Vakantie') && event.startDate.isDate),
    ).toBe(true);
    // Stable UIDs: the same feed twice has the same UIDs.
    const again = parseFeed((await feed(created.token)).body)
      .getAllSubcomponents('vevent')
      .map((c) => new ICAL.Event(c).uid);
    expect(again).toEqual(events.map((event) => event.uid));
    // Nothing of anyone else: the chief's blocked date is not in crew@'s feed.
    expect(response.body).not.toContain('Moving house');
  });

  it('stops working when revoked or renewed (404), and another person cannot revoke it', async () => {
    const first = await create();
    expect((await feed(first.token)).statusCode).toBe(200);
    const renewed = await create();
    expect((await feed(first.token)).statusCode).toBe(404);
    expect((await feed(renewed.token)).statusCode).toBe(200);
    // The chief cannot see or revoke crew@'s feed: 404, and it keeps working.
    const chiefList = await call(api.app, 'GET', '/publicCalendarSubscriptions', {
      token: chiefToken,
    });
    expect(chiefList.json<{ items: unknown[] }>().items).toEqual([]);
    const foreign = await call(api.app, 'DELETE', `/publicCalendarSubscriptions/${renewed.id}`, {
      token: chiefToken,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ reason: 'CALENDAR_SUBSCRIPTION_NOT_FOUND' });
    expect((await feed(renewed.token)).statusCode).toBe(200);
    const revoked = await call(api.app, 'DELETE', `/publicCalendarSubscriptions/${renewed.id}`, {
      token: crewToken,
    });
    expect(revoked.statusCode).toBe(200);
    const gone = await feed(renewed.token);
    expect(gone.statusCode).toBe(404);
    expect(gone.body).not.toContain('BEGIN:VCALENDAR');
    expect(
      (
        await call(api.app, 'DELETE', `/publicCalendarSubscriptions/${renewed.id}`, {
          token: crewToken,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call(api.app, 'GET', '/publicCalendarSubscriptions', { token: crewToken })).json(),
    ).toEqual({ items: [] });
  });

  it('answers an unknown token 404, a malformed one 400, and needs sign-in and the jobs right to manage feeds', async () => {
    expect((await feed('A'.repeat(43))).statusCode).toBe(404);
    expect((await feed('short')).statusCode).toBe(400);
    expect(
      (
        await api.app.inject({
          method: 'GET',
          url: `/api/v1/public/calendarFeed/${'A'.repeat(43)}`,
          headers: { host: 'localhost' },
        })
      ).statusCode,
    ).toBe(400);
    expect((await call(api.app, 'GET', '/publicCalendarSubscriptions')).statusCode).toBe(401);
    expect((await call(api.app, 'POST', '/publicCalendarSubscriptions')).statusCode).toBe(401);
    const planner = await api.signInAs('planner');
    expect(
      (await call(api.app, 'POST', '/publicCalendarSubscriptions', { token: planner })).statusCode,
    ).toBe(403);
    expect(
      (await call(api.app, 'DELETE', '/publicCalendarSubscriptions/abc', { token: crewToken }))
        .statusCode,
    ).toBe(400);
  });

  it('never crosses tenants: a feed made here is 404 on another tenant’s host', async () => {
    await api.database.transaction((tx) =>
      seedDemoTenant(tx, {
        hosts: [`feed-elsewhere-${backend}.test`],
        isDefault: false,
        unsubscribeToken: `feed-elsewhere-${backend}`,
        now: testNow(),
        passwordHash: 'x',
      }),
    );
    const created = await create();
    expect((await feed(created.token, `feed-elsewhere-${backend}.test`)).statusCode).toBe(404);
    expect((await feed(created.token)).statusCode).toBe(200);
    const [active] = await api.database.db
      .select({ n: count() })
      .from(calendarSubscriptions)
      .where(and(eq(calendarSubscriptions.personId, crewId)));
    expect(active?.n).toBeGreaterThan(0);
  });
});

describe('the feed token in logs', () => {
  it('is redacted from a logged URL like the reset and welcome links', () => {
    const token = 'B'.repeat(43);
    expect(loggedUrl(`/api/v1/public/calendarFeed/${token}.ics`)).toBe(
      '/api/v1/public/calendarFeed/[redacted]',
    );
  });
});
