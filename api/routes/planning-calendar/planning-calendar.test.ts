import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CrewItemStatus } from '../../../machines/crewItemStatus.machine';
import { persons } from '../../db/core.tables';
import { createCompany, createPerson, createTenant } from '../../db/seed/factories';
import { createTestApi, testBackends } from '../../test/helpers';
import type { TestApi } from '../../test/helpers';
import { call } from '../../test/requests';
import { blockDates, vacationRequests } from '../../db/tables/calendar.tables';
import { projectCrewItems } from '../../db/tables/project-crew-items.tables';
import { createCrew, createFunction, createProject } from '../projects/projects.seed';
import type { PlanningCalendarDay, PlanningCalendarItem } from './planning-calendar.schemas';

// GET /planningCalendarItems: rights, a client's company scope, the tenant, bad input, the labels
// of SPEC.md §4 derived from the stored rows, spare positions, filters and paging. The test's own
// rows lie in March 2031, where the demo has nothing.

interface Page {
  items: PlanningCalendarItem[];
  total: number;
  page: number;
  limit: number;
}

const MARCH = 'dateFrom=2031-03-01&dateTo=2031-03-31';

describe.each(testBackends())('the planning calendar on %s', (backend) => {
  let api: TestApi;
  let planner: string;
  let client: string;
  let crew: string;
  let office: string;
  const ids = {
    mila: 0,
    crew: 0,
    chief: 0,
    fn: 0,
    otherFn: 0,
    own: 0,
    other: 0,
    ownCrew: 0,
    otherCrew: 0,
  };
  const rows: Record<string, number> = {};

  const get = async (token: string, query: string) => {
    const response = await call(api.app, 'GET', `/planningCalendarItems?${query}`, { token });
    return { status: response.statusCode, body: response.json() as Page };
  };
  const idOf = async (email: string) => {
    const [row] = await api.database.db
      .select({ id: persons.id })
      .from(persons)
      .where(eq(persons.email, email));
    if (!row) throw new Error(`no ${email}`);
    return row.id;
  };
  const at = (day: number, hour: number) => new Date(Date.UTC(2031, 2, day, hour));

  beforeAll(async () => {
    api = await createTestApi({ backend });
    planner = await api.signInAs('planner');
    client = await api.signInAs('client');
    crew = await api.signInAs('crew');
    office = await api.signInAs('office');
    ids.mila = await idOf('mila.bakker@demo.test');
    ids.crew = await idOf('crew@demo.test');
    ids.chief = await idOf('chief@demo.test');
    const [clientRow] = await api.database.db
      .select({ companyId: persons.companyId })
      .from(persons)
      .where(eq(persons.email, 'client@demo.test'));
    await api.database.transaction(async (tx) => {
      ids.fn = (await createFunction(tx, 1, `Rigger ${backend}`)).id;
      ids.otherFn = (await createFunction(tx, 1, `Runner ${backend}`)).id;
      const elsewhere = await createCompany(tx, 1, `Elsewhere ${backend}`);
      ids.own = (
        await createProject(tx, 1, {
          number: `PC${backend}1`,
          name: 'Spring fair',
          companyId: clientRow?.companyId ?? -1,
          beginDate: '2031-03-01',
          endDate: '2031-03-31',
        })
      ).id;
      ids.other = (
        await createProject(tx, 1, {
          number: `PC${backend}2`,
          name: 'Other fair',
          companyId: elsewhere.id,
          beginDate: '2031-03-01',
          endDate: '2031-03-31',
        })
      ).id;
      ids.ownCrew = (
        await createCrew(tx, 1, {
          projectId: ids.own,
          caption: 'Build-up',
          startsAt: at(10, 8),
          endsAt: at(10, 16),
        })
      ).id;
      ids.otherCrew = (
        await createCrew(tx, 1, {
          projectId: ids.other,
          caption: 'Other build-up',
          startsAt: at(12, 8),
          endsAt: at(12, 16),
        })
      ).id;
      const item = async (
        name: string,
        status: CrewItemStatus,
        values: {
          crewId?: number;
          personId?: number | null;
          day?: number;
          appliedAt?: Date;
          spare?: boolean;
          functionId?: number;
          tenantId?: number;
        } = {},
      ) => {
        const day = values.day ?? 10;
        const [row] = await tx
          .insert(projectCrewItems)
          .values({
            tenantId: values.tenantId ?? 1,
            crewId: values.crewId ?? ids.ownCrew,
            functionId: values.functionId ?? ids.fn,
            personId: values.personId === undefined ? ids.mila : values.personId,
            status,
            startsAt: at(day, 8),
            endsAt: at(day, 16),
            appliedAt: values.appliedAt ?? null,
            vacancy: values.appliedAt !== undefined,
            spare: values.spare ?? false,
          })
          .returning();
        rows[name] = row?.id ?? 0;
      };
      await item('confirmed', 'confirmed');
      await item('offered', 'pending', { personId: ids.crew });
      await item('applied', 'pending', {
        personId: ids.chief,
        appliedAt: at(1, 9),
        functionId: ids.otherFn,
      });
      await item('open', 'pending', { personId: null });
      await item('notNeeded', 'notNeeded');
      await item('spare', 'confirmed', { spare: true, day: 11 });
      await item('elsewhere', 'confirmed', { crewId: ids.otherCrew, day: 12, personId: ids.crew });
      await item('april', 'confirmed', { day: 32 });
      const [b] = await tx
        .insert(blockDates)
        .values({
          tenantId: 1,
          personId: ids.mila,
          beginDate: '2031-03-14',
          endDate: '2031-03-15',
          reason: 'Exam',
          createdAt: api.clock.now(),
        })
        .returning();
      rows.blockMila = b?.id ?? 0;
      const [v] = await tx
        .insert(vacationRequests)
        .values({
          tenantId: 1,
          personId: ids.crew,
          beginDate: '2031-02-25',
          endDate: '2031-03-03',
          paid: true,
          createdAt: api.clock.now(),
        })
        .returning();
      rows.vacationCrew = v?.id ?? 0;
      await tx.insert(vacationRequests).values({
        tenantId: 1,
        personId: ids.crew,
        beginDate: '2031-03-20',
        endDate: '2031-03-21',
        paid: false,
        status: 'declined',
        createdAt: api.clock.now(),
      });
      // Someone booked only on the other company's project: the client must not see their days.
      const outsider = await createPerson(tx, 1, {
        name: `Outsider ${backend}`,
        email: `outsider-${backend}@example.test`,
        passwordHash: null,
      });
      const [o] = await tx
        .insert(blockDates)
        .values({
          tenantId: 1,
          personId: outsider.id,
          beginDate: '2031-03-05',
          endDate: '2031-03-05',
          reason: 'Private',
          createdAt: api.clock.now(),
        })
        .returning();
      rows.blockOutsider = o?.id ?? 0;
      const foreign = await createTenant(tx, { name: `Foreign ${backend}` });
      const foreignCompany = await createCompany(tx, foreign.id, 'Foreign Co');
      const foreignPerson = await createPerson(tx, foreign.id, {
        name: 'Foreign person',
        email: `foreign-${backend}@example.test`,
        passwordHash: null,
      });
      const foreignFn = await createFunction(tx, foreign.id, 'Foreign fn');
      const foreignProject = await createProject(tx, foreign.id, {
        number: 'F1',
        name: 'Foreign',
        companyId: foreignCompany.id,
        beginDate: '2031-03-01',
        endDate: '2031-03-31',
      });
      const foreignCrew = await createCrew(tx, foreign.id, {
        projectId: foreignProject.id,
        caption: 'Foreign crew',
        startsAt: at(10, 8),
        endsAt: at(10, 16),
      });
      await item('foreign', 'confirmed', {
        tenantId: foreign.id,
        crewId: foreignCrew.id,
        personId: foreignPerson.id,
        functionId: foreignFn.id,
      });
      await tx.insert(blockDates).values({
        tenantId: foreign.id,
        personId: foreignPerson.id,
        beginDate: '2031-03-10',
        endDate: '2031-03-10',
        reason: 'Foreign',
        createdAt: api.clock.now(),
      });
    });
  }, 60_000);
  afterAll(() => api.close());

  const keys = (page: Page) => page.items.map((item) => item.key);

  it('needs planningCalendar READ: crew@ and office@ get 403, nobody signed in 401', async () => {
    expect((await get(crew, MARCH)).status).toBe(403);
    expect((await get(office, MARCH)).status).toBe(403);
    expect((await call(api.app, 'GET', `/planningCalendarItems?${MARCH}`)).statusCode).toBe(401);
  });

  it('answers bad input with 400 and a message', async () => {
    for (const query of [
      '',
      'dateFrom=2031-03-01',
      'dateFrom=2031-03-31&dateTo=2031-03-01',
      'dateFrom=2031-02-30&dateTo=2031-03-01',
      'dateFrom=2031-01-01&dateTo=2032-06-01',
      `${MARCH}&functionId=abc`,
      `${MARCH}&limit=0`,
      `${MARCH}&limit=1001`,
      `${MARCH}&colour=red`,
    ]) {
      const response = await call(api.app, 'GET', `/planningCalendarItems?${query}`, {
        token: planner,
      });
      expect(response.statusCode, query).toBe(400);
      expect((response.json() as { message: string }).message, query).toBeTruthy();
    }
  });

  it('gives planner@ every planner label from the stored rows, spare positions included, in time order', async () => {
    const { status, body } = await get(planner, MARCH);
    expect(status).toBe(200);
    const byKey = new Map(body.items.map((item) => [item.key, item]));
    expect(byKey.get(`crewItem:${rows.confirmed}`)?.label).toBe('crew');
    expect(byKey.get(`crewItem:${rows.offered}`)?.label).toBe('requestPending');
    expect(byKey.get(`crewItem:${rows.applied}`)?.label).toBe('requestedJob');
    expect(byKey.get(`blockDate:${rows.blockMila}`)).toMatchObject({
      label: 'blockedDate',
      beginDate: '2031-03-14',
      endDate: '2031-03-15',
      personId: ids.mila,
      crewItemId: null,
    });
    expect(byKey.get(`vacation:${rows.vacationCrew}`)).toMatchObject({
      label: 'vacation',
      beginDate: '2031-02-25',
      endDate: '2031-03-03',
    });
    expect(byKey.get(`crewItem:${rows.spare}`)).toMatchObject({ label: 'crew', spare: true });
    expect(byKey.get(`crewItem:${rows.confirmed}`)).toMatchObject({
      beginDate: '2031-03-10',
      startsAt: '2031-03-10T08:00:00+00:00',
      projectName: 'Spring fair',
      crewCaption: 'Build-up',
      status: 'confirmed',
      personName: expect.any(String),
    });
    // Open positions, items no longer needed, April, another tenant and declined vacations are not on it.
    for (const name of ['open', 'notNeeded', 'april', 'foreign'])
      expect(byKey.has(`crewItem:${rows[name]}`), name).toBe(false);
    expect(body.items.filter((item) => item.label === 'vacation')).toHaveLength(1);
    expect(body.items.some((item) => item.personName === 'Foreign person')).toBe(false);
    expect(body.total).toBe(body.items.length);
    const starts = body.items.map((item) => item.startsAt ?? `${item.beginDate}`);
    expect(starts.slice(0, 1)).toEqual(['2031-02-25']);
  });

  it('gives client@ only their company’s crew items and the days of the people booked on them, without spare positions', async () => {
    const { status, body } = await get(client, MARCH);
    expect(status).toBe(200);
    const seen = keys(body);
    expect(seen).toEqual(
      expect.arrayContaining([
        `crewItem:${rows.confirmed}`,
        `crewItem:${rows.offered}`,
        `crewItem:${rows.applied}`,
        `blockDate:${rows.blockMila}`,
        `vacation:${rows.vacationCrew}`,
      ]),
    );
    expect(seen).not.toContain(`crewItem:${rows.elsewhere}`);
    expect(seen).not.toContain(`crewItem:${rows.spare}`);
    expect(seen).not.toContain(`blockDate:${rows.blockOutsider}`);
    expect(body.items.every((item) => item.projectId === null || item.projectId === ids.own)).toBe(
      true,
    );
    // planner@ sees the other company's item and the outsider's blocked date.
    const all = keys((await get(planner, MARCH)).body);
    expect(all).toContain(`crewItem:${rows.elsewhere}`);
    expect(all).toContain(`blockDate:${rows.blockOutsider}`);
  });

  it('filters by function, project and person in the database', async () => {
    const byFunction = (await get(planner, `${MARCH}&functionId=${ids.otherFn}`)).body;
    expect(keys(byFunction).sort()).toEqual([`crewItem:${rows.applied}`]);
    const byProject = (await get(planner, `${MARCH}&projectId=${ids.other}`)).body;
    expect(keys(byProject).sort()).toEqual(
      [`crewItem:${rows.elsewhere}`, `vacation:${rows.vacationCrew}`].sort(),
    );
    const byPerson = (await get(planner, `${MARCH}&personId=${ids.mila}`)).body;
    expect(keys(byPerson).sort()).toEqual(
      [
        `blockDate:${rows.blockMila}`,
        `crewItem:${rows.confirmed}`,
        `crewItem:${rows.spare}`,
      ].sort(),
    );
    // A client filtering on another company's project gets nothing of it.
    expect((await get(client, `${MARCH}&projectId=${ids.other}`)).body.items).toEqual([]);
  });

  it('pages with limit and page, the total counting every entry', async () => {
    const all = (await get(planner, MARCH)).body;
    const first = (await get(planner, `${MARCH}&limit=2&page=1`)).body;
    const second = (await get(planner, `${MARCH}&limit=2&page=2`)).body;
    expect(first).toMatchObject({ total: all.total, page: 1, limit: 2 });
    expect([...keys(first), ...keys(second)]).toEqual(keys(all).slice(0, 4));
    const beyond = (await get(planner, `${MARCH}&limit=2&page=50`)).body;
    expect(beyond).toMatchObject({ items: [], total: all.total });
  });
  // GET /planningCalendarItems/days (api/routes/planning-calendar/README.md, The month as day counts): the month grid's answer.
  const days = async (token: string, query: string) => {
    const response = await call(api.app, 'GET', `/planningCalendarItems/days?${query}`, {
      token,
    });
    return {
      status: response.statusCode,
      body: response.json() as { days: PlanningCalendarDay[] },
    };
  };
  const LABELS = ['requestPending', 'blockedDate', 'requestedJob', 'vacation', 'crew'] as const;
  /** What the list says, spread over the days of the period: what the summary must count. */
  const spread = (items: PlanningCalendarItem[], from: string, to: string) => {
    const counted: PlanningCalendarDay[] = [];
    for (
      let ms = Date.parse(`${from}T00:00:00Z`);
      ms <= Date.parse(`${to}T00:00:00Z`);
      ms += 86_400_000
    ) {
      const date = new Date(ms).toISOString().slice(0, 10);
      const here = items.filter((item) => item.beginDate <= date && item.endDate >= date);
      counted.push({
        date,
        ...(Object.fromEntries(
          LABELS.map((label) => [label, here.filter((item) => item.label === label).length]),
        ) as Omit<PlanningCalendarDay, 'date'>),
      });
    }
    return counted;
  };

  it('counts per day what the list holds: every day of the period, each entry on every day it covers', async () => {
    for (const [token, query] of [
      [planner, MARCH],
      [client, MARCH],
      [planner, 'dateFrom=2031-02-24&dateTo=2031-04-06'],
      [planner, `${MARCH}&functionId=${ids.fn}`],
      [planner, `${MARCH}&projectId=${ids.own}`],
      [planner, `${MARCH}&personId=${ids.crew}`],
    ] as const) {
      const [from, to] = [/dateFrom=([\d-]+)/, /dateTo=([\d-]+)/].map(
        (re) => re.exec(query)?.[1] ?? '',
      );
      const list = await get(token, query);
      const summary = await days(token, query);
      expect(summary.status, query).toBe(200);
      expect(summary.body.days, query).toEqual(spread(list.body.items, from ?? '', to ?? ''));
    }
    const march = (await days(planner, MARCH)).body.days;
    expect(march).toHaveLength(31);
    // The vacation of 25 February to 3 March counts from 1 March; the blocked date on both its days.
    expect(march[0]).toMatchObject({ date: '2031-03-01', vacation: 1 });
    expect(march.find((day) => day.date === '2031-03-15')).toMatchObject({ blockedDate: 1 });
    expect(march.find((day) => day.date === '2031-03-10')).toMatchObject({
      crew: 1,
      requestPending: 1,
      requestedJob: 1,
    });
  });

  it('keeps the summary to the caller’s tenant and company, and spare positions to READSPAREFUNCTION', async () => {
    const planners = (await days(planner, MARCH)).body.days;
    const clients = (await days(client, MARCH)).body.days;
    // The foreign tenant's crew item and blocked date on 10 March are nobody's here.
    expect(planners.find((day) => day.date === '2031-03-10')).toMatchObject({
      crew: 1,
      blockedDate: 0,
    });
    // The spare position on the 11th and the other company's item on the 12th: the planner's only.
    expect(planners.find((day) => day.date === '2031-03-11')?.crew).toBe(1);
    expect(clients.find((day) => day.date === '2031-03-11')?.crew).toBe(0);
    expect(planners.find((day) => day.date === '2031-03-12')?.crew).toBe(1);
    expect(clients.find((day) => day.date === '2031-03-12')?.crew).toBe(0);
    // The outsider's blocked date on the 5th: not the client's.
    expect(clients.find((day) => day.date === '2031-03-05')?.blockedDate).toBe(0);
  });

  it('needs planningCalendar READ for the summary and answers its bad input with 400', async () => {
    expect((await days(crew, MARCH)).status).toBe(403);
    expect((await days(office, MARCH)).status).toBe(403);
    expect((await call(api.app, 'GET', `/planningCalendarItems/days?${MARCH}`)).statusCode).toBe(
      401,
    );
    for (const query of [
      '',
      'dateFrom=2031-03-01',
      'dateFrom=2031-03-31&dateTo=2031-03-01',
      'dateFrom=2031-01-01&dateTo=2032-06-01',
      `${MARCH}&projectId=abc`,
      `${MARCH}&limit=10`,
    ]) {
      const response = await call(api.app, 'GET', `/planningCalendarItems/days?${query}`, {
        token: planner,
      });
      expect(response.statusCode, query).toBe(400);
      expect((response.json() as { message: string }).message, query).toBeTruthy();
    }
  });
});
