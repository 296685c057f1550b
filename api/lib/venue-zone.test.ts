import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../machines/clock';
import { persons, tenants } from '../db/core.tables';
import { outgoingMails } from '../db/tables/outgoing-mails.tables';
import { projectCrewItems } from '../db/tables/project-crew-items.tables';
import { createCrewItem } from '../routes/jobs/jobs.seed';
import { createTestApi, testBackends } from '../test/helpers';
import type { TestApi } from '../test/helpers';
import { pdfText } from '../test/pdf-text';
import { call } from '../test/requests';
import { createCrew, createLocation } from '../routes/projects/projects.seed';
import { functions, projectCrews, projects } from '../db/tables/projects.tables';

// A shift's times are the venue's (docs/decisions/248): every answer that carries shift times
// carries the venue's zone — the location's own, else the tenant's — whoever asks, and the days a
// shift falls on are the venue's. The edges: a viewer in another zone (crew@ and planner@ are in
// Amsterdam), a shift across midnight, on the night the clocks change (Europe/London and
// Europe/Amsterdam both move on 29 March 2026 at 01:00 UTC).

/** The clock the demo is seeded at: a week before the night the clocks change. */
const NOW = new Date('2026-03-20T09:00:00Z');
/** 23:30 in London, 00:30 the next day in Amsterdam, on the night the clocks change. */
const NIGHT_STARTS = new Date('2026-03-28T23:30:00Z');
const NIGHT_ENDS = new Date('2026-03-29T07:30:00Z');

describe.each(testBackends())('venue time zones on %s', (backend) => {
  let api: TestApi;
  let tenantId: number;
  let londonCrewId: number;
  let londonItemId: number;
  let vacancyId: number;
  let zonelessCrewId: number;
  let projectId: number;

  const get = async <T>(account: 'crew' | 'planner' | 'chief' | 'client', path: string) => {
    const response = await call(api.app, 'GET', path, { token: await api.signInAs(account) });
    expect(response.statusCode, path).toBe(200);
    return response.json<T>();
  };

  beforeAll(async () => {
    // The routes read "now" from the api's clock (vacancies to come, the crew chief's default days).
    api = await createTestApi({ backend, now: NOW, clock: manualClock(NOW) });
    const db = api.database.db;
    const [crew] = await db
      .select({ id: persons.id, tenantId: persons.tenantId })
      .from(persons)
      .where(eq(persons.email, 'crew@demo.test'));
    const [chief] = await db
      .select({ id: persons.id })
      .from(persons)
      .where(eq(persons.email, 'chief@demo.test'));
    if (!crew || !chief) throw new Error('no demo people');
    tenantId = crew.tenantId;
    const [project] = await db.select().from(projects).where(eq(projects.number, '1001'));
    const [fn] = await db.select().from(functions).where(eq(functions.tenantId, tenantId)).limit(1);
    if (!project || !fn) throw new Error('no demo project');
    projectId = project.id;
    const london = await createLocation(db, tenantId, {
      name: 'ExCeL London',
      address: 'Royal Victoria Dock',
      city: 'London',
      timeZone: 'Europe/London',
    });
    const zoneless = await createLocation(db, tenantId, {
      name: 'Depot',
      address: 'Kade 1',
      city: 'Rotterdam',
    });
    const londonCrew = await createCrew(db, tenantId, {
      projectId,
      caption: 'Night load-in',
      locationId: london.id,
      startsAt: NIGHT_STARTS,
      endsAt: NIGHT_ENDS,
      crewChiefPersonId: chief.id,
    });
    londonCrewId = londonCrew.id;
    londonItemId = (
      await createCrewItem(db, tenantId, {
        crewId: londonCrew.id,
        functionId: fn.id,
        personId: crew.id,
        status: 'confirmed',
        startsAt: NIGHT_STARTS,
        endsAt: NIGHT_ENDS,
      })
    ).id;
    vacancyId = (
      await createCrewItem(db, tenantId, {
        crewId: londonCrew.id,
        functionId: fn.id,
        personId: null,
        status: 'pending',
        startsAt: NIGHT_STARTS,
        endsAt: NIGHT_ENDS,
      })
    ).id;
    await db
      .update(projectCrewItems)
      .set({ vacancy: true })
      .where(eq(projectCrewItems.id, vacancyId));
    zonelessCrewId = (
      await createCrew(db, tenantId, {
        projectId,
        caption: 'Depot run',
        locationId: zoneless.id,
        startsAt: NIGHT_STARTS,
        endsAt: NIGHT_ENDS,
      })
    ).id;
  });
  afterAll(async () => {
    await api.close();
  });

  it('a job carries its venue’s zone, not the viewer’s', async () => {
    const job = await get<{ timeZone: string; startsAt: string }>('crew', `/jobs/${londonItemId}`);
    expect(job.timeZone).toBe('Europe/London');
    // Instants stay instants: the zone says how to show them.
    expect(job.startsAt).toBe('2026-03-28T23:30:00+00:00');
  });

  it('the crew’s shift, its crew items and the crew chief’s list carry the venue’s zone', async () => {
    expect(
      (await get<{ timeZone: string }>('planner', `/projectCrews/${londonCrewId}`)).timeZone,
    ).toBe('Europe/London');
    expect(
      (await get<{ timeZone: string }>('chief', `/projectCrews/${londonCrewId}`)).timeZone,
    ).toBe('Europe/London');
    const items = await get<{ items: { id: number; timeZone: string }[] }>(
      'planner',
      `/projectCrewItems?projectId=${projectId}&dateFrom=2026-03-28&dateTo=2026-03-30`,
    );
    expect(items.items.find((item) => item.id === londonItemId)?.timeZone).toBe('Europe/London');
    const led = await get<{ items: { id: number; timeZone: string }[] }>(
      'chief',
      '/projectCrews?crewChief=me&from=2026-03-28&to=2026-03-29',
    );
    expect(led.items.find((crew) => crew.id === londonCrewId)?.timeZone).toBe('Europe/London');
    const crews = await get<{ items: { id: number; timeZone: string }[] }>(
      'planner',
      `/projects/${projectId}/crews`,
    );
    expect(crews.items.find((crew) => crew.id === londonCrewId)?.timeZone).toBe('Europe/London');
  });

  it('a venue without a zone of its own takes the tenant’s, and follows it', async () => {
    expect(
      (await get<{ timeZone: string }>('planner', `/projectCrews/${zonelessCrewId}`)).timeZone,
    ).toBe('Europe/Amsterdam');
    expect((await get<{ timeZone: string }>('planner', '/tenant')).timeZone).toBe(
      'Europe/Amsterdam',
    );
    await api.database.db
      .update(tenants)
      .set({ timeZone: 'America/New_York' })
      .where(eq(tenants.id, tenantId));
    try {
      expect(
        (await get<{ timeZone: string }>('planner', `/projectCrews/${zonelessCrewId}`)).timeZone,
      ).toBe('America/New_York');
      // A venue's own zone does not follow the tenant's.
      expect(
        (await get<{ timeZone: string }>('planner', `/projectCrews/${londonCrewId}`)).timeZone,
      ).toBe('Europe/London');
    } finally {
      await api.database.db
        .update(tenants)
        .set({ timeZone: 'Europe/Amsterdam' })
        .where(eq(tenants.id, tenantId));
    }
  });

  it('the planning calendar puts a night shift on the venue’s days, with its zone, for a planner in another zone', async () => {
    const page = await get<{
      items: {
        crewItemId: number | null;
        beginDate: string;
        endDate: string;
        timeZone: string | null;
      }[];
    }>('planner', '/planningCalendarItems?dateFrom=2026-03-27&dateTo=2026-03-30');
    const entry = page.items.find((item) => item.crewItemId === londonItemId);
    // 23:30 on the 28th in London (00:30 on the 29th in the planner's Amsterdam), until 08:30 BST.
    expect(entry).toMatchObject({
      beginDate: '2026-03-28',
      endDate: '2026-03-29',
      timeZone: 'Europe/London',
    });
    const days = await get<{ days: { date: string; crew: number }[] }>(
      'planner',
      '/planningCalendarItems/days?dateFrom=2026-03-27&dateTo=2026-03-30',
    );
    const withoutIt = await get<{ days: { date: string; crew: number }[] }>(
      'planner',
      `/planningCalendarItems/days?dateFrom=2026-03-27&dateTo=2026-03-30&projectId=${projectId}`,
    );
    // The 28th counts the night shift in both answers (it is the venue's day it begins on).
    expect(days.days.find((day) => day.date === '2026-03-28')?.crew).toBeGreaterThanOrEqual(1);
    expect(withoutIt.days.find((day) => day.date === '2026-03-28')?.crew).toBeGreaterThanOrEqual(1);
  });

  it('a vacancy carries its venue’s zone', async () => {
    const vacancies = await get<{ items: { id: number; timeZone: string }[] }>(
      'crew',
      '/vacancies',
    );
    expect(vacancies.items.find((vacancy) => vacancy.id === vacancyId)?.timeZone).toBe(
      'Europe/London',
    );
  });

  it('prints the delivery note and the crew chief sheet on the venue’s clock, for a crew chief whose profile is in London', async () => {
    // chief@ keeps Europe/London in the profile; the Ahoy Arena's main stage shift is in Amsterdam.
    const [mainStage] = await api.database.db
      .select()
      .from(projectCrews)
      .where(eq(projectCrews.caption, 'Main stage build'));
    if (!mainStage) throw new Error('no main stage crew');
    const amsterdam = new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'Europe/Amsterdam',
    });
    // pdf.js gives the line back in runs, a space between some of them.
    const span = new RegExp(
      `${amsterdam.format(mainStage.startsAt)}–\\s*${amsterdam.format(mainStage.endsAt)} CET`,
    );
    for (const kind of ['deliveryNote', 'crewChiefSheet']) {
      const pdf = await call(api.app, 'GET', `/projectCrews/${mainStage.id}/${kind}`, {
        token: await api.signInAs('chief'),
      });
      expect(pdf.statusCode, kind).toBe(200);
      expect(await pdfText(pdf.rawPayload)).toMatch(span);
    }
  });

  it('tells the person of a job offered on the venue’s day: 00:30 in Amsterdam is the next day, not the UTC one', async () => {
    const db = api.database.db;
    const [fn] = await db.select().from(functions).where(eq(functions.tenantId, tenantId)).limit(1);
    const [crew] = await db
      .select({ id: persons.id })
      .from(persons)
      .where(eq(persons.email, 'crew@demo.test'));
    if (!fn || !crew) throw new Error('no demo rows');
    // The depot names no zone: the tenant's Amsterdam. 23:30 UTC on the 28th is 00:30 on the 29th there.
    const response = await call(api.app, 'POST', '/projectCrewItemStatus', {
      token: await api.signInAs('planner'),
      headers: { 'idempotency-key': `venue-day-${backend}` },
      payload: {
        crewId: zonelessCrewId,
        functionId: fn.id,
        personId: crew.id,
        startsAt: '2026-03-28T23:30:00+00:00',
        endsAt: '2026-03-29T07:30:00+00:00',
        // This file's night job already holds crew@ at these hours: the planner confirms it.
        confirmDoubleBooking: true,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const mails = await db
      .select()
      .from(outgoingMails)
      .where(eq(outgoingMails.to, 'crew@demo.test'));
    expect(
      mails.map((mail) => mail.body).find((body) => body.includes('Winter Festival')),
    ).toContain('29 Mar 2026');
  });
});
