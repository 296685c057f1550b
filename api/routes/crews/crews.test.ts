import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { persons } from '../../db/core.tables';
import { seedDemoTenant } from '../../db/seed/demo';
import { manualClock } from '../../../machines/clock';
import { createTestApi, seedYesterdayNoon, testBackends } from '../../test/helpers';
import type { TestApi } from '../../test/helpers';
import { call } from '../../test/requests';
import { locations, projectCrews } from '../../db/tables/projects.tables';
import type { CrewMemberStatus, CrewShiftView, Location } from './crews.schemas';
import { crewItemAttendance } from '../../db/tables/crews.tables';
import { crewShiftEvents } from './crews.tables';

// The demo is seeded a day back, so today's crew of the seed lies wholly in the past of the
// server's clock whatever the hour the test runs at (recordedAt may not run ahead of it).
/** The instant the api stands at; the demo is seeded at noon the day before (seedYesterdayNoon). */
const NOW = new Date('2026-11-25T10:00:00Z');
const seedNow = seedYesterdayNoon(NOW);

describe.each(testBackends())('crews on %s', (backend) => {
  let api: TestApi;
  let chief: string;
  let crew: string;
  let planner: string;
  let client: string;
  let project: string;
  let office: string;
  let mainStage: number;
  let foyer: number;

  const crewIdOf = async (caption: string, tenantId?: number) => {
    const [row] = await api.database.db
      .select({ id: projectCrews.id })
      .from(projectCrews)
      .where(
        and(
          eq(projectCrews.caption, caption),
          tenantId === undefined ? undefined : eq(projectCrews.tenantId, tenantId),
        ),
      )
      .limit(1);
    if (!row) throw new Error(`no crew ${caption}`);
    return row.id;
  };
  const shiftOf = async (id: number, token = chief) => {
    const response = await call(api.app, 'GET', `/projectCrews/${id}`, { token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CrewShiftView>();
  };
  const eventsCount = async () => {
    const [row] = await api.database.db.select({ n: count() }).from(crewShiftEvents);
    return row?.n ?? 0;
  };
  const at = (base: string, minutes: number) =>
    `${new Date(Date.parse(base) + minutes * 60_000).toISOString().slice(0, 19)}+00:00`;
  let keys = 0;
  const act = (
    id: number,
    payload: Record<string, unknown>,
    options: { token?: string; key?: string | null } = {},
  ) =>
    call(api.app, 'POST', `/projectCrews/${id}/projectCrewItemStatus`, {
      token: options.token ?? chief,
      payload,
      headers:
        options.key === null
          ? {}
          : { 'idempotency-key': options.key ?? `test-${backend}-${++keys}` },
    });

  beforeAll(async () => {
    api = await createTestApi({ backend, now: seedNow, clock: manualClock(NOW) });
    chief = await api.signInAs('chief');
    crew = await api.signInAs('crew');
    planner = await api.signInAs('planner');
    client = await api.signInAs('client');
    project = await api.signInAs('project');
    office = await api.signInAs('office');
    mainStage = await crewIdOf('Main stage build');
    foyer = await crewIdOf('Foyer and bars');
  });
  afterAll(() => api.close());

  it('shows the crew chief today’s shift: project, location with route notes, contact on site, 8 members, 6 in (one late)', async () => {
    const shift = await shiftOf(mainStage);
    expect(shift).toMatchObject({
      caption: 'Main stage build',
      role: 'crewChief',
      state: 'onShift',
      project: { number: '1001', name: 'Winter Festival' },
    });
    expect(shift.crewChief?.caption).toBe('Sam de Vries');
    expect(shift.contactOnSite).toMatchObject({
      caption: 'Jordan Miller',
      email: 'client@demo.test',
    });
    expect(shift.location?.caption).toBe('Ahoy Arena');
    expect(shift.location?.routeNotes).toMatch(/gate 4/);
    expect(shift.members).toHaveLength(8);
    const by = (attendance: string) =>
      shift.members.filter((member) => member.attendance === attendance);
    expect(by('checkedIn')).toHaveLength(6);
    expect(
      by('expected')
        .map((member) => member.person.caption)
        .sort(),
    ).toEqual(['Emma de Jong', 'Mila Bakker']);
    expect(
      shift.members
        .filter((member) => member.arrival === 'late')
        .map((member) => member.person.caption),
    ).toEqual(['Lucas Meyer']);
    expect(
      shift.members.find((member) => member.person.caption === 'Lucas Meyer')?.function.caption,
    ).toBe('Forklift driver');

    const foyerShift = await shiftOf(foyer);
    expect(foyerShift.state).toBe('readyForSignOff');
    expect(
      foyerShift.members.find((member) => member.attendance === 'checkedOut')?.workedHours,
    ).toBeCloseTo(2.75);
    const yesterday = await shiftOf(await crewIdOf('Stage rigging'));
    expect(yesterday.members.every((member) => member.attendance === 'checkedOut')).toBe(true);
  });

  it('answers each caller’s role, and 404 to a crew member who is not the chief', async () => {
    expect((await shiftOf(mainStage, planner)).role).toBe('planner');
    expect((await shiftOf(mainStage, client)).role).toBe('reader');
    expect((await shiftOf(mainStage, project)).role).toBe('reader');
    for (const url of [
      `/projectCrews/${mainStage}`,
      `/projectCrews/${mainStage}/projectCrewItems`,
      `/projectCrews/${mainStage}/projectCrewItemStatus`,
    ]) {
      const response = await call(api.app, 'GET', url, { token: crew });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ reason: 'CREW_NOT_FOUND' });
    }
    // Office has no crews right at all.
    expect(
      (await call(api.app, 'GET', `/projectCrews/${mainStage}`, { token: office })).statusCode,
    ).toBe(403);
    // The project session reads its own project's crews only: the booth is on project 1003.
    expect(
      (
        await call(api.app, 'GET', `/projectCrews/${await crewIdOf('Booth build')}`, {
          token: project,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call(api.app, 'GET', `/projectCrews/${await crewIdOf('Booth build')}`, {
          token: chief,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('lists the members and their attendance', async () => {
    const members = (
      await call(api.app, 'GET', `/projectCrews/${mainStage}/projectCrewItems`, { token: project })
    ).json<{ items: unknown[]; total: number }>();
    expect(members.total).toBe(8);
    const statuses = await call(
      api.app,
      'GET',
      `/projectCrews/${mainStage}/projectCrewItemStatus`,
      { token: chief },
    );
    expect(statuses.statusCode).toBe(200);
    expect(
      statuses
        .json<{ items: Array<{ attendance: string }> }>()
        .items.filter((item) => item.attendance === 'checkedIn'),
    ).toHaveLength(6);
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const shift = await shiftOf(mainStage);
    const emma = shift.members.find((member) => member.person.caption === 'Emma de Jong');
    const recordedAt = at(shift.startsAt, 60);
    const before = await eventsCount();
    const bad: Array<[Record<string, unknown>, string | null | undefined]> = [
      [{ crewItemId: emma?.id, action: 'checkIn', at: recordedAt, recordedAt }, null],
      [{ crewItemId: emma?.id, action: 'dance', at: recordedAt, recordedAt }, undefined],
      [{ crewItemId: emma?.id, action: 'checkIn', recordedAt }, undefined],
      [{ crewItemId: emma?.id, action: 'checkOut', at: recordedAt, recordedAt }, undefined],
      [{ crewItemId: emma?.id, action: 'checkIn', at: 'yesterday', recordedAt }, undefined],
      [
        { crewItemId: emma?.id, action: 'checkIn', at: recordedAt, recordedAt, latitude: 51.9 },
        undefined,
      ],
      [{ crewItemId: 'x', action: 'checkIn', at: recordedAt, recordedAt }, undefined],
      [
        { crewItemId: emma?.id, action: 'checkIn', at: recordedAt, recordedAt, colour: 'red' },
        undefined,
      ],
      // A phone clock more than 5 minutes ahead of the server's.
      [
        {
          crewItemId: emma?.id,
          action: 'checkIn',
          at: recordedAt,
          recordedAt: new Date(NOW.getTime() + 10 * 60_000).toISOString(),
        },
        undefined,
      ],
    ];
    for (const [payload, key] of bad) {
      const response = await act(mainStage, payload, { key });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'BAD_USER_INPUT' });
    }
    expect((await call(api.app, 'GET', '/projectCrews/abc', { token: chief })).statusCode).toBe(
      400,
    );
    expect(await eventsCount()).toBe(before);
    expect(
      (await shiftOf(mainStage)).members.find((member) => member.id === emma?.id)?.attendance,
    ).toBe('expected');
  });

  it('refuses a day or time that does not exist, or lies out of range, with 400 naming the field, and writes nothing (decision 247)', async () => {
    const shift = await shiftOf(mainStage);
    const emma = shift.members.find((member) => member.person.caption === 'Emma de Jong');
    const recordedAt = at(shift.startsAt, 60);
    const attendanceRows = async () =>
      (
        await api.database.db
          .select()
          .from(crewItemAttendance)
          .where(eq(crewItemAttendance.crewItemId, emma?.id ?? 0))
      ).length;
    const [events, rows] = [await eventsCount(), await attendanceRows()];
    const real = 'must be a real date-time (its day, time and offset as written)';
    const range = 'must lie between 1970-01-01T00:00:00Z and 9999-12-30T23:59:59Z';
    const cases: Array<[Record<string, unknown>, string, string]> = [
      // Before: read as 2 March (a 409 CREW_TIME_OUT_OF_RANGE here, a stored time on a shift near it).
      [
        { crewItemId: emma?.id, action: 'checkIn', at: '2026-02-30T08:00:00Z', recordedAt },
        'at',
        real,
      ],
      // Before: the no-show was stored with a recordedAt of 2 March.
      [
        { crewItemId: emma?.id, action: 'noShow', recordedAt: '2026-02-30T08:00:00Z' },
        'recordedAt',
        real,
      ],
      [
        {
          crewItemId: emma?.id,
          action: 'checkIn',
          at: `${shift.startsAt.slice(0, 10)}T24:00:00Z`,
          recordedAt,
        },
        'at',
        real,
      ],
      [
        { crewItemId: emma?.id, action: 'checkIn', at: '0000-01-01T00:00:00Z', recordedAt },
        'at',
        range,
      ],
      [
        { crewItemId: emma?.id, action: 'noShow', recordedAt: '1969-12-31T23:00:00Z' },
        'recordedAt',
        range,
      ],
    ];
    for (const [payload, field, message] of cases) {
      const response = await act(mainStage, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json(), JSON.stringify(payload)).toMatchObject({
        code: 'BAD_USER_INPUT',
        details: [{ path: `body.${field}`, message }],
      });
    }
    expect(await eventsCount()).toBe(events);
    expect(await attendanceRows()).toBe(rows);
    expect(
      (await shiftOf(mainStage)).members.find((member) => member.id === emma?.id)?.attendance,
    ).toBe('expected');
  });

  it('checks a member in once per key: a replay changes nothing and gets the first answer', async () => {
    const shift = await shiftOf(mainStage);
    const mila = shift.members.find((member) => member.person.caption === 'Mila Bakker');
    const payload = {
      crewItemId: mila?.id,
      action: 'checkIn',
      at: at(shift.startsAt, 50),
      recordedAt: at(shift.startsAt, 52),
      latitude: 51.8838,
      longitude: 4.4884,
    };
    const before = await eventsCount();
    const first = await act(mainStage, payload, { key: `mila-in-${backend}` });
    expect(first.statusCode, first.body).toBe(200);
    // The answer is the member as written and the crew's state, not the whole shift.
    const answered = first.json<CrewMemberStatus>();
    expect(Object.keys(answered).sort()).toEqual(['crew', 'member']);
    expect(answered.member).toMatchObject({
      id: mila?.id,
      attendance: 'checkedIn',
      arrival: 'late',
      checkedInAt: at(shift.startsAt, 50),
      checkInLatitude: 51.8838,
    });
    expect(answered.member).toEqual(
      (await shiftOf(mainStage)).members.find((member) => member.id === mila?.id),
    );
    expect(answered.crew).toEqual({
      id: mainStage,
      role: 'crewChief',
      state: 'onShift',
      startsAt: shift.startsAt,
      endsAt: shift.endsAt,
      signedOffAt: null,
      deliveryNoteReleasedAt: null,
      crewChiefSheetReleasedAt: null,
    });
    const replay = await act(mainStage, payload, { key: `mila-in-${backend}` });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    expect(await eventsCount()).toBe(before + 1);
    const [audit] = await api.database.db
      .select()
      .from(crewShiftEvents)
      .where(eq(crewShiftEvents.idempotencyKey, `mila-in-${backend}`));
    expect(audit).toMatchObject({
      type: 'member.checkIn',
      crewItemId: mila?.id,
      crewId: mainStage,
    });

    // A second check-in under a new key is what the machine refuses.
    const again = await act(mainStage, payload);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ reason: 'CREW_MEMBER_ALREADY_CHECKED_IN' });
    expect(await eventsCount()).toBe(before + 1);
  });

  it('refuses what crewShift refuses: out before in, out before the check-in time, a time out of the shift', async () => {
    const shift = await shiftOf(mainStage);
    const emma = shift.members.find((member) => member.person.caption === 'Emma de Jong');
    const lucas = shift.members.find((member) => member.person.caption === 'Lucas Meyer');
    const outEmma = await act(mainStage, {
      crewItemId: emma?.id,
      action: 'checkOut',
      at: at(shift.endsAt, 0),
      recordedAt: at(shift.endsAt, 0),
      breakMinutes: 30,
    });
    expect(outEmma.json()).toMatchObject({ statusCode: 409, reason: 'CREW_MEMBER_NOT_CHECKED_IN' });
    const early = await act(mainStage, {
      crewItemId: lucas?.id,
      action: 'checkOut',
      at: at(shift.startsAt, 10),
      recordedAt: at(shift.startsAt, 10),
      breakMinutes: 0,
    });
    expect(early.json()).toMatchObject({
      statusCode: 409,
      reason: 'CREW_CHECK_OUT_BEFORE_CHECK_IN',
      facts: { checkedInAt: at(shift.startsAt, 25), at: at(shift.startsAt, 10) },
    });
    const far = await act(mainStage, {
      crewItemId: emma?.id,
      action: 'checkIn',
      at: at(shift.startsAt, -600),
      recordedAt: at(shift.startsAt, 0),
    });
    // The window the time had to lie in: from 180 minutes before the start to 15 minutes after it was recorded.
    expect(far.json()).toMatchObject({
      statusCode: 409,
      reason: 'CREW_TIME_OUT_OF_RANGE',
      facts: { earliest: at(shift.startsAt, -180), latest: at(shift.startsAt, 15) },
    });
    const notOurs = await act(mainStage, {
      crewItemId: 2_000_000,
      action: 'noShow',
      recordedAt: at(shift.startsAt, 0),
    });
    expect(notOurs.json()).toMatchObject({ statusCode: 409, reason: 'CREW_MEMBER_NOT_FOUND' });
  });

  it('refuses a check-out whose break leaves no time on site with the check-in time, the time out and the break, and writes nothing', async () => {
    const shift = await shiftOf(mainStage);
    const lucas = shift.members.find((member) => member.person.caption === 'Lucas Meyer');
    // The planned break is the crew item's: the demo's builds plan 30 minutes.
    expect(lucas).toMatchObject({
      plannedBreakMinutes: 30,
      breakMinutes: 0,
      checkedInAt: at(shift.startsAt, 25),
    });
    const before = await eventsCount();
    // In 17 minutes after the check-in, a 30-minute break leaves nothing.
    const payload = {
      crewItemId: lucas?.id,
      action: 'checkOut',
      at: at(shift.startsAt, 42),
      recordedAt: at(shift.startsAt, 42),
      breakMinutes: 30,
    };
    const refused = await act(mainStage, payload);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      statusCode: 409,
      code: 'CONFLICT',
      reason: 'CREW_BREAK_TOO_LONG',
      message: 'crewShift refuses member.checkOut in onShift',
      facts: { checkedInAt: at(shift.startsAt, 25), at: at(shift.startsAt, 42), breakMinutes: 30 },
    });
    expect(await eventsCount()).toBe(before);
    expect(
      (await shiftOf(mainStage)).members.find((member) => member.id === lucas?.id),
    ).toMatchObject({ attendance: 'checkedIn', checkedOutAt: null });
  });

  it('refuses a no-show before the member’s shift began with its start, and writes nothing', async () => {
    // Tomorrow's load-out (the seed's day + 3): crew@ is on it, and the chief would mark him a day ahead.
    const loadOut = await crewIdOf('Load-out');
    const shift = await shiftOf(loadOut);
    const member = shift.members.find((candidate) => candidate.person.email === 'crew@demo.test');
    expect(member).toMatchObject({ attendance: 'expected' });
    const item = async () =>
      (
        await call(api.app, 'GET', `/projectCrews/${loadOut}/projectCrewItemStatus`, {
          token: chief,
        })
      ).json<{ items: unknown[] }>();
    const [events, statuses] = [await eventsCount(), await item()];
    // Recorded at the seed's noon: in the server's past, days before the shift.
    const refused = await act(loadOut, {
      crewItemId: member?.id,
      action: 'noShow',
      recordedAt: seedNow.toISOString(),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'CONFLICT',
      reason: 'CREW_ITEM_SHIFT_NOT_BEGUN',
      facts: { startsAt: member?.startsAt },
    });
    expect(await eventsCount()).toBe(events);
    expect(await item()).toEqual(statuses);
    expect(
      (await shiftOf(loadOut)).members.find((candidate) => candidate.id === member?.id),
    ).toMatchObject({ attendance: 'expected' });
    const attendanceRows = await api.database.db
      .select()
      .from(crewItemAttendance)
      .where(eq(crewItemAttendance.crewItemId, member?.id ?? 0));
    expect(attendanceRows).toEqual([]);
  });

  it('takes the crew through no-show and check-out to ready for sign-off', async () => {
    const shift = await shiftOf(mainStage);
    const emma = shift.members.find((member) => member.person.caption === 'Emma de Jong');
    const noShow = await act(mainStage, {
      crewItemId: emma?.id,
      action: 'noShow',
      recordedAt: at(shift.startsAt, 90),
    });
    expect(noShow.statusCode, noShow.body).toBe(200);
    let last = noShow.json<CrewMemberStatus>();
    expect(last.member).toMatchObject({ id: emma?.id, attendance: 'noShow', arrival: 'noShow' });
    expect(last.crew.state).toBe('onShift');
    const answers = new Map<number, CrewMemberStatus['member']>();
    for (const member of shift.members.filter(
      (candidate) => candidate.attendance === 'checkedIn',
    )) {
      const out = await act(mainStage, {
        crewItemId: member.id,
        action: 'checkOut',
        at: shift.endsAt,
        recordedAt: at(shift.endsAt, 2),
        breakMinutes: 30,
      });
      expect(out.statusCode, out.body).toBe(200);
      last = out.json<CrewMemberStatus>();
      answers.set(last.member.id, last.member);
    }
    // The last check-out's answer carries the crew's new state: every member is out or a no-show.
    expect(last.crew.state).toBe('readyForSignOff');
    expect((await shiftOf(mainStage)).state).toBe('readyForSignOff');
    const daan = [...answers.values()].find((member) => member.person.caption === 'Daan Smit');
    expect(daan).toMatchObject({ attendance: 'checkedOut', breakMinutes: 30, workedHours: 7.5 });
    const [row] = await api.database.db
      .select()
      .from(crewItemAttendance)
      .where(eq(crewItemAttendance.crewItemId, daan?.id ?? 0));
    expect(row?.checkedOutAt?.toISOString()).toBe(new Date(shift.endsAt).toISOString());
  });

  it('lets a reader read but not act: a client has no crews EDIT (403)', async () => {
    const shift = await shiftOf(foyer);
    const member = shift.members[0];
    const refused = await act(
      foyer,
      { crewItemId: member?.id, action: 'noShow', recordedAt: at(shift.startsAt, 0) },
      { token: client },
    );
    expect(refused.statusCode).toBe(403);
    expect(
      (
        await act(
          foyer,
          { crewItemId: member?.id, action: 'noShow', recordedAt: at(shift.startsAt, 0) },
          { token: crew },
        )
      ).statusCode,
    ).toBe(404);
  });

  it('shows a location to whoever may read a crew at it, and to projects READ ALL', async () => {
    const ahoy = (await shiftOf(mainStage)).location?.id;
    const chiefRead = await call(api.app, 'GET', `/locations/${ahoy}`, { token: chief });
    expect(chiefRead.statusCode).toBe(200);
    expect(chiefRead.json<Location>()).toMatchObject({ caption: 'Ahoy Arena', city: 'Rotterdam' });
    expect((await call(api.app, 'GET', `/locations/${ahoy}`, { token: project })).statusCode).toBe(
      200,
    );
    expect(
      (await call(api.app, 'GET', `/locations/${ahoy}`, { token: crew })).json(),
    ).toMatchObject({ statusCode: 404, reason: 'LOCATION_NOT_FOUND' });
    const [messe] = await api.database.db
      .select({ id: locations.id })
      .from(locations)
      .where(eq(locations.name, 'Messe Düsseldorf Hall 8'))
      .limit(1);
    expect(
      (await call(api.app, 'GET', `/locations/${messe?.id}`, { token: chief })).statusCode,
    ).toBe(404);
    expect(
      (await call(api.app, 'GET', `/locations/${messe?.id}`, { token: planner })).statusCode,
    ).toBe(200);
  });

  it('never crosses tenants', async () => {
    const other = await api.database.transaction((tx) =>
      seedDemoTenant(tx, {
        hosts: [`crews-${backend}.test`],
        isDefault: false,
        unsubscribeToken: `crews-${backend}`,
        now: seedNow,
        passwordHash: 'x',
      }),
    );
    const foreign = await crewIdOf('Main stage build', other.tenantId);
    const [foreignPerson] = await api.database.db
      .select({ id: persons.id })
      .from(persons)
      .where(eq(persons.tenantId, other.tenantId))
      .limit(1);
    expect(foreignPerson).toBeDefined();
    expect(
      (await call(api.app, 'GET', `/projectCrews/${foreign}`, { token: planner })).json(),
    ).toMatchObject({ statusCode: 404, reason: 'CREW_NOT_FOUND' });
    const refused = await act(
      foreign,
      { crewItemId: 1, action: 'noShow', recordedAt: NOW.toISOString() },
      { token: planner },
    );
    expect(refused.statusCode).toBe(404);
  });
});
