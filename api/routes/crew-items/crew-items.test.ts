import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREW_ITEM_STATUSES, decideCrewItem } from '../../../machines/crewItemStatus.machine';
import type { CrewItemStatus, CrewItemStatusEvent } from '../../../machines/crewItemStatus.machine';
import { persons } from '../../db/core.tables';
import { createCompany, createTenant, dayAt } from '../../db/seed/factories';
import { formatTimestamp } from '../../lib/format';
import { createTestApi, testBackends } from '../../test/helpers';
import type { TestApi } from '../../test/helpers';
import { call } from '../../test/requests';
import { crewItemAttendance } from '../../db/tables/crews.tables';
import { projectCrewItems } from '../../db/tables/project-crew-items.tables';
import { backgroundJobs } from '../../db/tables/notifications.tables';
import { createCrew, createFunction, createProject } from '../projects/projects.seed';
import { projectCrews } from '../../db/tables/projects.tables';
import { crewItemStatusActivities } from '../../db/tables/crew-item-activities.tables';
import type { CrewItem, CrewItemActivity } from './crew-items.schemas';
import { testNow } from '../../../machines/test-now';

type Action = 'activate' | 'notNeeded' | 'reactivate' | 'noShow';
const ACTIONS: Action[] = ['activate', 'notNeeded', 'reactivate', 'noShow'];

describe.each(testBackends())('crew items on %s', (backend) => {
  let api: TestApi;
  let planner: string;
  let client: string;
  let crew: string;
  let chief: string;
  let office: string;
  let ids: {
    crew: number;
    chief: number;
    planner: number;
    mila: number;
    fn: number;
    eventful: number;
    foreignTenant: number;
  };
  /** A crew tomorrow on a project of client@'s company (eventful), one on northern's, one that has begun. */
  let crews: { own: number; other: number; begun: number; foreign: number };
  let n = 0;

  const db = () => api.database.db;
  const idOf = async (email: string) => {
    const [row] = await db()
      .select({ id: persons.id })
      .from(persons)
      .where(eq(persons.email, email));
    if (!row) throw new Error(`no ${email}`);
    return row.id;
  };
  /** A crew item in `status` on one of the test crews, written straight to the table. */
  const item = async (
    status: CrewItemStatus,
    options: {
      crewId?: number;
      personId?: number | null;
      vacancy?: boolean;
      appliedAt?: Date | null;
      tenantId?: number;
      functionId?: number;
    } = {},
  ) => {
    const crewId = options.crewId ?? crews.own;
    const begun = crewId === crews.begun;
    const startsAt = begun ? new Date(testNow().getTime() - 3_600_000) : dayAt(testNow(), 2, 8);
    const [row] = await db()
      .insert(projectCrewItems)
      .values({
        tenantId: options.tenantId ?? 1,
        crewId,
        functionId: options.functionId ?? ids.fn,
        personId: options.personId === undefined ? ids.mila : options.personId,
        status,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 8 * 3_600_000),
        vacancy: options.vacancy ?? false,
        appliedAt: options.appliedAt ?? null,
        confirmedAt: status === 'confirmed' ? testNow() : null,
      })
      .returning();
    if (!row) throw new Error('no item');
    return row;
  };
  const stored = async (id: number) => {
    const [row] = await db().select().from(projectCrewItems).where(eq(projectCrewItems.id, id));
    if (!row) throw new Error(`no item ${id}`);
    return row;
  };
  const activitiesOf = (id: number) =>
    db()
      .select()
      .from(crewItemStatusActivities)
      .where(eq(crewItemStatusActivities.crewItemId, id))
      .orderBy(crewItemStatusActivities.id);
  const auditCount = async () =>
    (await db().select({ n: count() }).from(crewItemStatusActivities))[0]?.n ?? 0;
  const act = (
    action: Action,
    crewItemId: number,
    token = planner,
    extra: Record<string, unknown> = {},
    key?: string,
  ) =>
    call(api.app, 'POST', `/projectCrewItemStatus/${action}`, {
      token,
      payload: { crewItemId, ...extra },
      headers: key ? { 'idempotency-key': key } : {},
    });
  /** The event the api builds for an action on this row, to ask the machine what it should answer. */
  const eventFor = (
    action: Action,
    row: typeof projectCrewItems.$inferSelect,
    now: Date,
  ): CrewItemStatusEvent => {
    const clock = { now: formatTimestamp(now), startsAt: formatTimestamp(row.startsAt) };
    if (action === 'activate')
      return { type: 'crewItem.activate', hasPerson: row.personId !== null };
    if (action === 'noShow')
      return { type: 'crewItem.noShow', hasPerson: row.personId !== null, ...clock };
    return { type: `crewItem.${action}`, ...clock };
  };

  beforeAll(async () => {
    api = await createTestApi({ backend });
    planner = await api.signInAs('planner');
    client = await api.signInAs('client');
    crew = await api.signInAs('crew');
    chief = await api.signInAs('chief');
    office = await api.signInAs('office');
    const [clientRow] = await db()
      .select({ companyId: persons.companyId })
      .from(persons)
      .where(eq(persons.email, 'client@demo.test'));
    ids = {
      crew: await idOf('crew@demo.test'),
      chief: await idOf('chief@demo.test'),
      planner: await idOf('planner@demo.test'),
      mila: await idOf('mila.bakker@demo.test'),
      fn: 0,
      eventful: clientRow?.companyId ?? -1,
      foreignTenant: 0,
    };
    crews = await api.database.transaction(async (tx) => {
      ids.fn = (await createFunction(tx, 1, `Tester ${backend}`)).id;
      const elsewhere = await createCompany(tx, 1, `Elsewhere Ltd ${backend}`);
      const own = await createProject(tx, 1, {
        number: `T${backend}1`,
        name: 'Own project',
        companyId: ids.eventful,
        beginDate: '2026-01-01',
        endDate: '2027-12-31',
      });
      const other = await createProject(tx, 1, {
        number: `T${backend}2`,
        name: 'Other project',
        companyId: elsewhere.id,
        beginDate: '2026-01-01',
        endDate: '2027-12-31',
      });
      const later = dayAt(testNow(), 2, 8);
      const end = dayAt(testNow(), 2, 16);
      const foreignTenant = await createTenant(tx, { name: `Foreign ${backend}` });
      ids.foreignTenant = foreignTenant.id;
      const foreignCompany = await createCompany(tx, foreignTenant.id, 'Foreign Co');
      const foreignProject = await createProject(tx, foreignTenant.id, {
        number: 'F1',
        name: 'Foreign',
        companyId: foreignCompany.id,
        beginDate: '2026-01-01',
        endDate: '2027-12-31',
      });
      return {
        own: (
          await createCrew(tx, 1, {
            projectId: own.id,
            caption: 'Own crew',
            startsAt: later,
            endsAt: end,
          })
        ).id,
        other: (
          await createCrew(tx, 1, {
            projectId: other.id,
            caption: 'Other crew',
            startsAt: later,
            endsAt: end,
          })
        ).id,
        begun: (
          await createCrew(tx, 1, {
            projectId: own.id,
            caption: 'Begun crew',
            startsAt: new Date(testNow().getTime() - 3_600_000),
            endsAt: new Date(testNow().getTime() + 3_600_000),
          })
        ).id,
        foreign: (
          await createCrew(tx, foreignTenant.id, {
            projectId: foreignProject.id,
            caption: 'Foreign crew',
            startsAt: later,
            endsAt: end,
          })
        ).id,
      };
    });
  });
  afterAll(() => api.close());

  it('declares its rights: crew, office and nobody signed in may not move statuses; planner and client may', async () => {
    const row = await item('pending');
    for (const token of [crew, office]) {
      for (const action of ACTIONS) expect((await act(action, row.id, token)).statusCode).toBe(403);
      expect(
        (
          await call(api.app, 'POST', '/projectCrewItemStatus', {
            token,
            payload: { crewItemId: row.id, remark: 'x' },
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (await call(api.app, 'GET', `/projectCrewItems/${row.id}/activities`, { token }))
          .statusCode,
      ).toBe(403);
    }
    expect((await act('activate', row.id, '')).statusCode).toBe(401);
    expect(
      (await call(api.app, 'POST', `/projectCrewItems/${row.id}/applyVacancy`, { token: planner }))
        .statusCode,
    ).toBe(403);
    expect((await stored(row.id)).status).toBe('pending');
  });

  it('answers every action from every status as crewItemStatusMachine decides, and records each change', async () => {
    for (const crewId of [crews.own, crews.begun]) {
      for (const status of CREW_ITEM_STATUSES) {
        for (const personId of [ids.mila, null]) {
          for (const action of ACTIONS) {
            const row = await item(status, { crewId, personId });
            const before = await auditCount();
            const response = await act(action, row.id, planner, { reason: 'test' });
            const decision = decideCrewItem(status, eventFor(action, row, testNow()));
            const label = `${action} from ${status} (${crewId === crews.begun ? 'begun' : 'before'}, ${personId ? 'person' : 'open'})`;
            if (decision.allowed) {
              expect(response.statusCode, `${label}: ${response.body}`).toBe(200);
              expect(response.json<CrewItem>().status, label).toBe(decision.to);
              expect(await activitiesOf(row.id), label).toMatchObject([
                {
                  fromStatus: status,
                  toStatus: decision.to,
                  action: `crewItem.${action}`,
                  actorPersonId: ids.planner,
                  reason: 'test',
                },
              ]);
            } else {
              expect(response.statusCode, label).toBe(409);
              expect(response.json(), label).toMatchObject({
                code: 'CONFLICT',
                reason: decision.reason,
              });
              expect((await stored(row.id)).status, label).toBe(status);
              expect(await auditCount(), label).toBe(before);
            }
          }
        }
      }
    }
  });

  it('cancels a confirmed booking with cancelled_at, reactivates it, and tells the booked person', async () => {
    const row = await item('confirmed');
    const pushes = async () =>
      (
        await db()
          .select({ n: count() })
          .from(backgroundJobs)
          .where(eq(backgroundJobs.kind, 'push'))
      )[0]?.n ?? 0;
    const before = await pushes();
    const cancelled = await act('notNeeded', row.id);
    expect(cancelled.json<CrewItem>()).toMatchObject({ status: 'cancelled' });
    expect((await stored(row.id)).cancelledAt).toBeInstanceOf(Date);
    expect(cancelled.json<CrewItem>().cancelledAt).toMatch(/\+00:00$/);
    const back = await act('reactivate', row.id);
    expect(back.json<CrewItem>()).toMatchObject({
      status: 'pending',
      cancelledAt: null,
      confirmedAt: null,
    });
    expect((await stored(row.id)).changedAt).toBeInstanceOf(Date);
    expect(await pushes()).toBe(before + 2);
  });

  it('marks a no-show on the venue attendance too, and refuses one for a person the crew chief checked in', async () => {
    const absent = await item('confirmed', { crewId: crews.begun });
    expect((await act('noShow', absent.id)).json<CrewItem>().status).toBe('noShow');
    const [attendance] = await db()
      .select()
      .from(crewItemAttendance)
      .where(eq(crewItemAttendance.crewItemId, absent.id));
    expect(attendance).toMatchObject({ attendance: 'noShow', updatedByPersonId: ids.planner });
    const present = await item('confirmed', { crewId: crews.begun });
    await db().insert(crewItemAttendance).values({
      tenantId: 1,
      crewItemId: present.id,
      attendance: 'checkedIn',
      checkedInAt: testNow(),
      updatedAt: testNow(),
    });
    // The item says so, so the app does not offer noShow; sent anyway, the machine refuses it.
    const shown = await call(api.app, 'GET', `/projectCrewItems/${present.id}`, { token: planner });
    expect(shown.json<CrewItem>().checkedIn).toBe(true);
    expect(
      (
        await call(api.app, 'GET', `/projectCrewItems/${absent.id}`, { token: planner })
      ).json<CrewItem>().checkedIn,
    ).toBe(false);
    const refused = await act('noShow', present.id);
    expect(refused.json()).toMatchObject({
      statusCode: 409,
      reason: 'CREW_MEMBER_ALREADY_CHECKED_IN',
    });
    expect((await stored(present.id)).status).toBe('confirmed');
    expect(await activitiesOf(present.id)).toEqual([]);
  });

  it('lets a client act on their own company’s items only; another tenant’s item is not there', async () => {
    const own = await item('pending');
    const other = await item('pending', { crewId: crews.other });
    const foreign = await item('pending', {
      crewId: crews.foreign,
      tenantId: ids.foreignTenant,
      personId: null,
    });
    expect((await act('notNeeded', own.id, client)).json<CrewItem>().status).toBe('notNeeded');
    expect((await act('notNeeded', other.id, client)).json()).toMatchObject({
      statusCode: 404,
      reason: 'CREW_ITEM_NOT_FOUND',
    });
    expect(
      (await call(api.app, 'GET', `/projectCrewItems/${other.id}/activities`, { token: client }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(api.app, 'GET', `/projectCrewItems/${other.id}`, { token: client })).statusCode,
    ).toBe(404);
    expect((await act('notNeeded', foreign.id, planner)).json()).toMatchObject({
      statusCode: 404,
      reason: 'CREW_ITEM_NOT_FOUND',
    });
    expect((await stored(other.id)).status).toBe('pending');
    expect((await stored(foreign.id)).status).toBe('pending');
  });

  it('answers bad input with 400 and writes nothing', async () => {
    const row = await item('confirmed');
    const before = await auditCount();
    const bad: Array<[string, unknown]> = [
      ['/projectCrewItemStatus/activate', {}],
      ['/projectCrewItemStatus/activate', { crewItemId: 'x' }],
      ['/projectCrewItemStatus/notNeeded', { crewItemId: row.id, reason: '' }],
      ['/projectCrewItemStatus/notNeeded', { crewItemId: row.id, extra: 1 }],
      ['/projectCrewItemStatus', { crewItemId: row.id, startsAt: 'tomorrow' }],
      [
        '/projectCrewItemStatus',
        { crewItemId: row.id, endsAt: formatTimestamp(new Date(row.startsAt.getTime() - 60_000)) },
      ],
      ['/projectCrewItemStatus', { crewItemId: row.id, functionId: 2_000_000 }],
      ['/projectCrewItemStatus', { crewItemId: row.id, personId: 2_000_000 }],
      ['/projectCrewItemStatus', { crewId: crews.own }],
      ['/projectCrewItemStatus', { crewId: crews.own, functionId: 2_000_000 }],
    ];
    for (const [url, payload] of bad) {
      const response = await call(api.app, 'POST', url, {
        token: planner,
        payload: payload as object,
      });
      expect(response.statusCode, `${url} ${JSON.stringify(payload)}: ${response.body}`).toBe(400);
    }
    expect(await auditCount()).toBe(before);
    expect(await stored(row.id)).toEqual(row);
    expect(
      (await call(api.app, 'GET', '/projectCrewItemActivities?crewItemIds=1,x', { token: planner }))
        .statusCode,
    ).toBe(400);
  });

  it('refuses a start or end that does not exist or lies out of range (400 naming the field) and writes nothing (decision 247)', async () => {
    const row = await item('confirmed');
    const created = async () =>
      (
        await db()
          .select({ n: count() })
          .from(projectCrewItems)
          .where(eq(projectCrewItems.crewId, crews.own))
      )[0]?.n ?? 0;
    const [audits, items] = [await auditCount(), await created()];
    const real = 'must be a real date-time (its day, time and offset as written)';
    const range = 'must lie between 1970-01-01T00:00:00Z and 9999-12-30T23:59:59Z';
    const cases: Array<[Record<string, unknown>, string, string]> = [
      // Before: stored as 2 March 2026 08:00, the item moved without a word.
      [{ crewItemId: row.id, startsAt: '2026-02-30T08:00:00Z', reason: 'moved' }, 'startsAt', real],
      [{ crewItemId: row.id, endsAt: '2027-02-29T16:00:00+01:00' }, 'endsAt', real],
      [
        { crewItemId: row.id, endsAt: `${formatTimestamp(row.endsAt).slice(0, 10)}T24:00:00Z` },
        'endsAt',
        real,
      ],
      // Before: 500 (no PostgreSQL timestamp for year 0, or for year 10000 in UTC).
      [{ crewItemId: row.id, startsAt: '0000-01-01T00:00:00Z' }, 'startsAt', range],
      [{ crewItemId: row.id, endsAt: '9999-12-31T23:59:00-23:59' }, 'endsAt', range],
      [
        {
          crewId: crews.own,
          functionId: ids.fn,
          startsAt: '2026-02-30T08:00:00Z',
          endsAt: '2026-03-02T16:00:00Z',
        },
        'startsAt',
        real,
      ],
    ];
    for (const [payload, field, message] of cases) {
      const response = await call(api.app, 'POST', '/projectCrewItemStatus', {
        token: planner,
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json(), JSON.stringify(payload)).toMatchObject({
        code: 'BAD_USER_INPUT',
        details: [{ path: `body.${field}`, message }],
      });
    }
    expect(await auditCount()).toBe(audits);
    expect(await created()).toBe(items);
    expect(await stored(row.id)).toEqual(row);
    // A real time with another offset, seconds left out, still moves it (the form of valid input is unchanged).
    const moved = await call(api.app, 'POST', '/projectCrewItemStatus', {
      token: planner,
      // The suite's items all hold mila's same hours: the planner confirms the double booking
      // (the booking rules are crew-items.booking.test.ts's subject).
      payload: { crewItemId: row.id, endsAt: '2028-02-29T23:30+01:00', confirmDoubleBooking: true },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<CrewItem>().endsAt).toBe('2028-02-29T22:30:00+00:00');
  });

  it('creates an item pending with an audit entry; a client only on their own company’s crews', async () => {
    const created = await call(api.app, 'POST', '/projectCrewItemStatus', {
      token: planner,
      payload: {
        crewId: crews.own,
        functionId: ids.fn,
        personId: ids.crew,
        remark: 'Bring gloves',
        reason: 'extra hands',
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const body = created.json<CrewItem>();
    expect(body).toMatchObject({
      status: 'pending',
      crewId: crews.own,
      person: { id: ids.crew },
      remark: 'Bring gloves',
      vacancy: false,
    });
    expect(await activitiesOf(body.id)).toMatchObject([
      { fromStatus: null, toStatus: 'pending', action: 'crewItem.create', reason: 'extra hands' },
    ]);
    const vacancy = await call(api.app, 'POST', '/projectCrewItemStatus', {
      token: client,
      payload: { crewId: crews.own, functionId: ids.fn, vacancy: true },
    });
    expect(vacancy.json<CrewItem>()).toMatchObject({
      status: 'pending',
      person: null,
      vacancy: true,
    });
    expect(
      (
        await call(api.app, 'POST', '/projectCrewItemStatus', {
          token: client,
          payload: { crewId: crews.other, functionId: ids.fn },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('updates: the same person stays confirmed and sees the change, another person starts pending', async () => {
    const row = await item('confirmed');
    const moved = await call(api.app, 'POST', '/projectCrewItemStatus', {
      token: planner,
      // The suite's items all hold mila's same hours: the planner confirms the double booking.
      payload: {
        crewItemId: row.id,
        startsAt: formatTimestamp(new Date(row.startsAt.getTime() + 3_600_000)),
        confirmDoubleBooking: true,
      },
    });
    expect(moved.json<CrewItem>()).toMatchObject({ status: 'confirmed' });
    expect(moved.json<CrewItem>().changedAt).not.toBeNull();
    const swapped = await call(api.app, 'POST', '/projectCrewItemStatus', {
      token: planner,
      payload: { crewItemId: row.id, personId: ids.crew, confirmDoubleBooking: true },
    });
    expect(swapped.json<CrewItem>()).toMatchObject({
      status: 'pending',
      person: { id: ids.crew },
      confirmedAt: null,
    });
    const gone = await item('cancelled');
    expect(
      (
        await call(api.app, 'POST', '/projectCrewItemStatus', {
          token: planner,
          payload: { crewItemId: gone.id, remark: 'x' },
        })
      ).json(),
    ).toMatchObject({ statusCode: 409, reason: 'CREW_ITEM_ACTION_NOT_ALLOWED' });
  });

  it('applies a crew member to an open vacancy for themself and lets only them withdraw', async () => {
    const open = await item('pending', { vacancy: true, personId: null });
    const applied = await call(api.app, 'POST', `/projectCrewItems/${open.id}/applyVacancy`, {
      token: crew,
    });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json<CrewItem>()).toMatchObject({ status: 'pending', person: { id: ids.crew } });
    expect(applied.json<CrewItem>().appliedAt).not.toBeNull();
    expect(
      (
        await call(api.app, 'POST', `/projectCrewItems/${open.id}/applyVacancy`, { token: chief })
      ).json(),
    ).toMatchObject({ statusCode: 409, reason: 'CREW_ITEM_ALREADY_TAKEN' });
    expect(
      (
        await call(api.app, 'POST', `/projectCrewItems/${open.id}/unapplyVacancy`, { token: chief })
      ).json(),
    ).toMatchObject({ statusCode: 409, reason: 'CREW_ITEM_NOT_APPLICANT' });
    const withdrawn = await call(api.app, 'POST', `/projectCrewItems/${open.id}/unapplyVacancy`, {
      token: crew,
    });
    expect(withdrawn.json<CrewItem>()).toMatchObject({
      status: 'pending',
      person: null,
      appliedAt: null,
    });
    expect(
      (await activitiesOf(open.id)).map((entry) => [entry.action, entry.actorPersonId]),
    ).toEqual([
      ['crewItem.apply', ids.crew],
      ['crewItem.unapply', ids.crew],
    ]);
    // Someone else's booking that is not a vacancy is not there for a crew member.
    const booked = await item('pending', { personId: ids.chief });
    expect(
      (
        await call(api.app, 'POST', `/projectCrewItems/${booked.id}/applyVacancy`, { token: crew })
      ).json(),
    ).toMatchObject({ statusCode: 404, reason: 'CREW_ITEM_NOT_FOUND' });
    // Their own booking is, and the machine says why not.
    const own = await item('pending', { personId: ids.crew });
    expect(
      (
        await call(api.app, 'POST', `/projectCrewItems/${own.id}/applyVacancy`, { token: crew })
      ).json(),
    ).toMatchObject({ statusCode: 409, reason: 'CREW_ITEM_NOT_A_VACANCY' });
    expect(
      (
        await call(api.app, 'POST', `/projectCrewItems/${own.id}/unapplyVacancy`, { token: crew })
      ).json(),
    ).toMatchObject({ statusCode: 409, reason: 'CREW_ITEM_NOT_APPLICANT' });
    // Once confirmed, the applicant cannot withdraw.
    const confirmed = await item('confirmed', {
      vacancy: true,
      personId: ids.crew,
      appliedAt: testNow(),
    });
    expect(
      (
        await call(api.app, 'POST', `/projectCrewItems/${confirmed.id}/unapplyVacancy`, {
          token: crew,
        })
      ).json(),
    ).toMatchObject({ statusCode: 409, reason: 'CREW_ITEM_ACTION_NOT_ALLOWED' });
  });

  it('lists an item’s audit entries newest first, and a batch of them for the readable items only', async () => {
    const row = await item('pending');
    await act('activate', row.id);
    await act('notNeeded', row.id, planner, { reason: 'show cancelled' });
    const response = await call(api.app, 'GET', `/projectCrewItems/${row.id}/activities`, {
      token: client,
    });
    expect(response.statusCode).toBe(200);
    const { items, total } = response.json<{ items: CrewItemActivity[]; total: number }>();
    expect(total).toBe(2);
    expect(items.map((entry) => [entry.from, entry.to, entry.action, entry.reason])).toEqual([
      ['confirmed', 'cancelled', 'crewItem.notNeeded', 'show cancelled'],
      ['pending', 'confirmed', 'crewItem.activate', null],
    ]);
    expect(items[0]?.actor).toMatchObject({ id: ids.planner });
    const other = await item('pending', { crewId: crews.other });
    await act('activate', other.id);
    const batch = await call(
      api.app,
      'GET',
      `/projectCrewItemActivities?crewItemIds=${row.id},${other.id}`,
      { token: client },
    );
    expect(
      batch
        .json<{ items: CrewItemActivity[] }>()
        .items.every((entry) => entry.crewItemId === row.id),
    ).toBe(true);
    const all = await call(
      api.app,
      'GET',
      `/projectCrewItemActivities?crewItemIds=${row.id},${other.id}`,
      { token: planner },
    );
    expect(all.json<{ total: number }>().total).toBe(3);
  });

  it('applies an action once under an Idempotency-Key and answers a replay the same', async () => {
    const row = await item('pending');
    const first = await act('activate', row.id, planner, {}, `activate-${backend}-${++n}`);
    const replay = await act('activate', row.id, planner, {}, `activate-${backend}-${n}`);
    expect(first.statusCode).toBe(200);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    expect(await activitiesOf(row.id)).toHaveLength(1);
  });

  it('decides two planners racing on one item one after the other: one change, one refusal', async () => {
    const row = await item('pending');
    const [a, b] = await Promise.all([act('activate', row.id), act('notNeeded', row.id, client)]);
    const codes = [a.statusCode, b.statusCode].sort();
    // Whichever locked the row first wins; the other is decided on the status it left.
    expect(codes[0]).toBe(200);
    const audit = await activitiesOf(row.id);
    const final = (await stored(row.id)).status;
    if (codes[1] === 200) {
      // activate then notNeeded (confirmed → cancelled) is a legal sequence.
      expect(audit.map((entry) => entry.toStatus)).toEqual(['confirmed', 'cancelled']);
      expect(final).toBe('cancelled');
    } else {
      expect(codes[1]).toBe(409);
      expect(audit).toHaveLength(1);
      expect(final).toBe(audit[0]?.toStatus);
    }
    const twice = await item('pending');
    const answers = await Promise.all([act('activate', twice.id), act('activate', twice.id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await activitiesOf(twice.id)).toHaveLength(1);
  });

  it('records the job confirmation and the venue no-show and late check-in on the same trail', async () => {
    const job = await item('pending', { personId: ids.crew });
    expect(
      (await call(api.app, 'POST', `/jobs/${job.id}/confirmation`, { token: crew })).statusCode,
    ).toBe(200);
    expect(await activitiesOf(job.id)).toMatchObject([
      {
        fromStatus: 'pending',
        toStatus: 'confirmed',
        action: 'crewItem.confirm',
        actorPersonId: ids.crew,
      },
    ]);

    // chief@ runs today's main stage build; a member not checked in yet.
    const [member] = await db()
      .select({ id: projectCrewItems.id, crewId: projectCrewItems.crewId })
      .from(projectCrewItems)
      .innerJoin(persons, eq(persons.id, projectCrewItems.personId))
      .innerJoin(projectCrews, eq(projectCrews.id, projectCrewItems.crewId))
      .where(
        and(
          eq(persons.email, 'emma.dejong@demo.test'),
          eq(projectCrews.caption, 'Main stage build'),
        ),
      );
    if (!member) throw new Error('no main stage member');
    const venue = (action: 'noShow' | 'checkIn') =>
      call(api.app, 'POST', `/projectCrews/${member.crewId}/projectCrewItemStatus`, {
        token: chief,
        headers: { 'idempotency-key': `venue-${action}-${backend}` },
        payload: {
          crewItemId: member.id,
          action,
          recordedAt: formatTimestamp(testNow()),
          ...(action === 'checkIn' ? { at: formatTimestamp(testNow()) } : {}),
        },
      });
    const noShow = await venue('noShow');
    expect(noShow.statusCode, noShow.body).toBe(200);
    expect((await stored(member.id)).status).toBe('noShow');
    const late = await venue('checkIn');
    expect(late.statusCode, late.body).toBe(200);
    expect((await stored(member.id)).status).toBe('confirmed');
    expect(
      (await activitiesOf(member.id)).map((entry) => [
        entry.fromStatus,
        entry.toStatus,
        entry.action,
        entry.actorPersonId,
      ]),
    ).toEqual([
      ['confirmed', 'noShow', 'crewItem.noShow', ids.chief],
      ['noShow', 'confirmed', 'crewItem.arrive', ids.chief],
    ]);
  });
});
