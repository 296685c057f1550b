import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../../../api/test/helpers';
import { createGatewayHarness, errorCode } from '../../test/helpers';
import type { GatewayHarness } from '../../test/helpers';
import { testNow } from '../../../machines/test-now';

interface Member {
  id: string;
  person: { caption: string } | null;
  function: { caption: string };
  attendance: string;
  arrival: string;
  checkedInAt: string | null;
  startsAt: string;
  plannedBreakMinutes: number;
  workedHours: number | null;
}
interface Shift {
  id: string;
  caption: string;
  role: string;
  state: string;
  startsAt: string;
  endsAt: string;
  project: { number: string };
  location: { id: string; caption: string; routeNotes: string } | null;
  contactOnSite: { caption: string; phone: string | null } | null;
  crewChief: { caption: string } | null;
  members: Member[];
}

const SHIFT_FIELDS = /* GraphQL */ `
  fragment ShiftFields on CrewShift {
    id
    caption
    role
    state
    startsAt
    endsAt
    project {
      number
    }
    location {
      id
      caption
      routeNotes
    }
    contactOnSite {
      caption
      phone
    }
    crewChief {
      caption
    }
    members {
      id
      person {
        caption
      }
      function {
        caption
      }
      attendance
      arrival
      checkedInAt
      startsAt
      plannedBreakMinutes
      workedHours
    }
  }
`;
const SHIFT = `query Shift($id: ID!) { crewShift(id: $id) { ...ShiftFields } } ${SHIFT_FIELDS}`;
const MEMBER_STATUS_FIELDS = /* GraphQL */ `
  fragment MemberStatusFields on CrewMemberStatus {
    member {
      id
      person {
        caption
      }
      function {
        caption
      }
      attendance
      arrival
      checkedInAt
      workedHours
    }
    crew {
      id
      role
      state
      startsAt
      endsAt
      signedOffAt
    }
  }
`;
const CHECK_IN = `mutation In($crewId: ID!, $memberId: ID!, $at: DateTime!, $recordedAt: DateTime!, $key: String!) {
  checkInCrewMember(crewId: $crewId, memberId: $memberId, at: $at, recordedAt: $recordedAt, idempotencyKey: $key) { ...MemberStatusFields }
} ${MEMBER_STATUS_FIELDS}`;
const NO_SHOW = `mutation NoShow($crewId: ID!, $memberId: ID!, $recordedAt: DateTime, $key: String!) {
  markCrewMemberNoShow(crewId: $crewId, memberId: $memberId, recordedAt: $recordedAt, idempotencyKey: $key) { ...MemberStatusFields }
} ${MEMBER_STATUS_FIELDS}`;
const CHECK_OUT = `mutation Out($crewId: ID!, $memberId: ID!, $at: DateTime!, $breakMinutes: Int!, $recordedAt: DateTime!, $key: String!) {
  checkOutCrewMember(crewId: $crewId, memberId: $memberId, at: $at, breakMinutes: $breakMinutes, recordedAt: $recordedAt, idempotencyKey: $key) { ...MemberStatusFields }
} ${MEMBER_STATUS_FIELDS}`;
/** A check-in asking the answered crew for more than the answer holds: its members. */
const CHECK_IN_WITH_MEMBERS = `mutation InAll($crewId: ID!, $memberId: ID!, $at: DateTime!, $recordedAt: DateTime!, $key: String!) {
  checkInCrewMember(crewId: $crewId, memberId: $memberId, at: $at, recordedAt: $recordedAt, idempotencyKey: $key) { member { id } crew { id caption members { id attendance } } }
}`;
interface MemberStatus {
  member: Member;
  crew: {
    id: string;
    role: string;
    state: string;
    startsAt: string;
    endsAt: string;
    signedOffAt: string | null;
  };
}

const plus = (iso: string, minutes: number) =>
  `${new Date(Date.parse(iso) + minutes * 60_000).toISOString().slice(0, 19)}+00:00`;

describe.each(testBackends())('crews on %s', (backend) => {
  let gateway: GatewayHarness;
  let chief: string;
  let crew: string;
  let project: string;
  let mainStage: string;

  beforeAll(async () => {
    // A day back: today's crew of the seed lies in the past of the api's clock at any hour.
    gateway = await createGatewayHarness(
      backend,
      {},
      {},
      new Date(testNow().getTime() - 24 * 3_600_000),
    );
    chief = await gateway.api.signInAs('chief');
    crew = await gateway.api.signInAs('crew');
    project = await gateway.api.signInAs('project');
    // Today's crew the chief leads, found as the app finds it: through the chief's job.
    const jobs = await gateway.execute<{
      jobs: { items: Array<{ crew: { caption: string }; crewShiftId: string | null }> };
    }>(
      '{ jobs(limit: 1000, page: 1) { items { crew { caption } crewShiftId } } }',
      {},
      { token: chief },
    );
    mainStage =
      jobs.data?.jobs.items.find((job) => job.crew.caption === 'Main stage build')?.crewShiftId ??
      '';
    expect(mainStage).not.toBe('');
  });
  afterAll(() => gateway.close());

  const shiftOf = async (token = chief) => {
    const result = await gateway.execute<{ crewShift: Shift | null }>(
      SHIFT,
      { id: mainStage },
      { token },
    );
    expect(result.errors).toBeUndefined();
    return result.data?.crewShift ?? null;
  };

  it('answers the crew chief’s shift in one upstream call, route notes included', async () => {
    const before = gateway.upstream.calls.length;
    const shift = await shiftOf();
    expect(gateway.upstream.calls.slice(before)).toEqual([`GET /api/v1/projectCrews/${mainStage}`]);
    expect(shift).toMatchObject({
      caption: 'Main stage build',
      role: 'crewChief',
      state: 'onShift',
      project: { number: '1001' },
    });
    expect(shift?.location?.routeNotes).toMatch(/gate 4/);
    expect(shift?.contactOnSite).toMatchObject({
      caption: 'Jordan Miller',
      phone: '+44 20 7946 0123',
    });
    expect(shift?.members).toHaveLength(8);
    expect(shift?.members.filter((member) => member.attendance === 'expected')).toHaveLength(2);
    expect(shift?.members.find((member) => member.arrival === 'late')?.person?.caption).toBe(
      'Lucas Meyer',
    );
  });

  it('is null for a crew member who is not the chief, read-only for the project session', async () => {
    expect(await shiftOf(crew)).toBeNull();
    expect((await shiftOf(project))?.role).toBe('reader');
  });

  it('links the chief’s job to the shift, and nobody else’s', async () => {
    const jobsOf = async (token: string) => {
      const result = await gateway.execute<{
        jobs: {
          items: Array<{ crew: { id: string }; isCrewChief: boolean; crewShiftId: string | null }>;
        };
      }>(
        '{ jobs(limit: 1000, page: 1) { items { crew { id } isCrewChief crewShiftId } } }',
        {},
        { token },
      );
      expect(result.errors).toBeUndefined();
      return result.data?.jobs.items ?? [];
    };
    const chiefs = await jobsOf(chief);
    expect(chiefs.find((job) => job.crew.id === mainStage)?.crewShiftId).toBe(mainStage);
    expect(chiefs.filter((job) => !job.isCrewChief).every((job) => job.crewShiftId === null)).toBe(
      true,
    );
    expect((await jobsOf(crew)).every((job) => job.crewShiftId === null)).toBe(true);
  });

  it("answers each member's planned break, and passes a refused check-out's facts on with its reason", async () => {
    const shift = await shiftOf();
    if (!shift) throw new Error('no shift');
    // The demo's builds plan a 30-minute break.
    expect(shift.members.every((member) => member.plannedBreakMinutes === 30)).toBe(true);
    const lucas = shift.members.find((member) => member.person?.caption === 'Lucas Meyer');
    const checkedInAt = lucas?.checkedInAt ?? '';
    const refused = await gateway.execute(
      CHECK_OUT,
      {
        crewId: mainStage,
        memberId: lucas?.id,
        at: plus(checkedInAt, 17),
        breakMinutes: 30,
        recordedAt: plus(checkedInAt, 17),
        key: `gw-lucas-short-${backend}`,
      },
      { token: chief },
    );
    expect(errorCode(refused)).toBe('CONFLICT');
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      reason: 'CREW_BREAK_TOO_LONG',
      facts: { checkedInAt, at: plus(checkedInAt, 17), breakMinutes: 30 },
    });
    expect((await shiftOf())?.members.find((member) => member.id === lucas?.id)?.attendance).toBe(
      'checkedIn',
    );
  });

  it("passes the no-show's time on: before the member's shift began it is refused with the start", async () => {
    const jobs = await gateway.execute<{
      jobs: { items: Array<{ crew: { caption: string }; crewShiftId: string | null }> };
    }>(
      '{ jobs(limit: 1000, page: 1) { items { crew { caption } crewShiftId } } }',
      {},
      { token: chief },
    );
    const loadOut =
      jobs.data?.jobs.items.find((job) => job.crew.caption === 'Load-out')?.crewShiftId ?? '';
    const shift = await gateway.execute<{ crewShift: Shift | null }>(
      SHIFT,
      { id: loadOut },
      { token: chief },
    );
    const member = shift.data?.crewShift?.members.find(
      (candidate) => candidate.person?.caption !== 'Sam de Vries',
    );
    expect(member).toMatchObject({ attendance: 'expected' });
    // Recorded at the start of the seed's today (the api's past), days before the load-out: no no-show yet.
    const recordedAt = (await shiftOf())?.startsAt;
    const refused = await gateway.execute(
      NO_SHOW,
      { crewId: loadOut, memberId: member?.id, recordedAt, key: `gw-early-${backend}` },
      { token: chief },
    );
    expect(errorCode(refused)).toBe('CONFLICT');
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      reason: 'CREW_ITEM_SHIFT_NOT_BEGUN',
      facts: { startsAt: member?.startsAt },
    });
  });

  it('reads a location with its route notes; a Location of a job asks the api once', async () => {
    const shift = await shiftOf();
    const result = await gateway.execute<{
      location: { caption: string; routeNotes: string } | null;
    }>(
      'query L($id: ID!) { location(id: $id) { caption routeNotes } }',
      { id: shift?.location?.id },
      { token: chief },
    );
    expect(result.data?.location).toMatchObject({
      caption: 'Ahoy Arena',
      routeNotes: expect.stringMatching(/gate 4/),
    });
    const before = gateway.upstream.count('GET /api/v1/locations/');
    const jobs = await gateway.execute<{
      jobs: { items: Array<{ location: { id: string; routeNotes: string } | null }> };
    }>(
      '{ jobs(limit: 1000, page: 1) { items { location { id routeNotes } } } }',
      {},
      { token: chief },
    );
    expect(jobs.errors).toBeUndefined();
    // One call per distinct location, however many jobs share it.
    const distinct = new Set(jobs.data?.jobs.items.map((job) => job.location?.id)).size;
    expect(gateway.upstream.count('GET /api/v1/locations/') - before).toBeLessThanOrEqual(distinct);
    expect(jobs.data?.jobs.items.some((job) => /gate 4/.test(job.location?.routeNotes ?? ''))).toBe(
      true,
    );
  });

  it('checks in once per key, refuses what the machine refuses with its reason, and goes to ready for sign-off', async () => {
    const shift = await shiftOf();
    if (!shift) throw new Error('no shift');
    const mila = shift.members.find((member) => member.person?.caption === 'Mila Bakker');
    const emma = shift.members.find((member) => member.person?.caption === 'Emma de Jong');
    const variables = {
      crewId: mainStage,
      memberId: mila?.id,
      at: plus(shift.startsAt, 30),
      recordedAt: plus(shift.startsAt, 31),
      key: `gw-mila-${backend}`,
    };
    const shiftCalls = gateway.upstream.count('GET /api/v1/projectCrews/');
    const first = await gateway.execute<{ checkInCrewMember: MemberStatus }>(CHECK_IN, variables, {
      token: chief,
    });
    expect(first.errors).toBeUndefined();
    expect(first.data?.checkInCrewMember.member).toMatchObject({
      id: mila?.id,
      attendance: 'checkedIn',
      arrival: 'late',
      person: { caption: 'Mila Bakker' },
    });
    expect(first.data?.checkInCrewMember.crew).toEqual({
      id: mainStage,
      role: 'crewChief',
      state: 'onShift',
      startsAt: shift.startsAt,
      endsAt: shift.endsAt,
      signedOffAt: null,
    });
    // The answer is the api's one answer: the crew's shift is not loaded for it.
    expect(gateway.upstream.count('GET /api/v1/projectCrews/')).toBe(shiftCalls);
    const replay = await gateway.execute<{ checkInCrewMember: MemberStatus }>(CHECK_IN, variables, {
      token: chief,
    });
    expect(replay.data).toEqual(first.data);
    // Asked for more than the answer holds (the crew's caption and members), the gateway loads the shift once.
    const loadsBefore = gateway.upstream.count('GET /api/v1/projectCrews/');
    const whole = await gateway.execute<{
      checkInCrewMember: {
        crew: { caption: string; members: Array<{ id: string; attendance: string }> };
      };
    }>(CHECK_IN_WITH_MEMBERS, variables, { token: chief });
    expect(whole.errors).toBeUndefined();
    expect(whole.data?.checkInCrewMember.crew.caption).toBe('Main stage build');
    expect(
      whole.data?.checkInCrewMember.crew.members.find((member) => member.id === mila?.id)
        ?.attendance,
    ).toBe('checkedIn');
    expect(gateway.upstream.count('GET /api/v1/projectCrews/') - loadsBefore).toBe(1);

    const again = await gateway.execute(
      CHECK_IN,
      { ...variables, key: `gw-mila-2-${backend}` },
      { token: chief },
    );
    expect(errorCode(again)).toBe('CONFLICT');
    expect(again.errors?.[0]?.extensions?.['reason']).toBe('CREW_MEMBER_ALREADY_CHECKED_IN');

    const readOnly = await gateway.execute(
      NO_SHOW,
      { crewId: mainStage, memberId: emma?.id, key: `gw-project-${backend}` },
      { token: project },
    );
    expect(errorCode(readOnly)).toBe('FORBIDDEN');

    const noShow = await gateway.execute<{ markCrewMemberNoShow: MemberStatus }>(
      NO_SHOW,
      {
        crewId: mainStage,
        memberId: emma?.id,
        recordedAt: plus(shift.startsAt, 60),
        key: `gw-emma-${backend}`,
      },
      { token: chief },
    );
    expect(noShow.errors).toBeUndefined();
    expect(noShow.data?.markCrewMemberNoShow.member).toMatchObject({
      id: emma?.id,
      attendance: 'noShow',
    });
    let last: MemberStatus | undefined = noShow.data?.markCrewMemberNoShow;
    const checkedIn =
      (await shiftOf())?.members.filter((candidate) => candidate.attendance === 'checkedIn') ?? [];
    expect(checkedIn.length).toBeGreaterThan(0);
    for (const member of checkedIn) {
      const out = await gateway.execute<{ checkOutCrewMember: MemberStatus }>(
        CHECK_OUT,
        {
          crewId: mainStage,
          memberId: member.id,
          at: shift.endsAt,
          breakMinutes: 30,
          recordedAt: plus(shift.endsAt, 1),
          key: `gw-out-${member.id}-${backend}`,
        },
        { token: chief },
      );
      expect(out.errors).toBeUndefined();
      last = out.data?.checkOutCrewMember;
      if (member.id === mila?.id) expect(last?.member.workedHours).toBeCloseTo(7);
    }
    expect(last?.crew.state).toBe('readyForSignOff');
    expect((await shiftOf())?.state).toBe('readyForSignOff');
  });

  it('refuses bad input before calling the api', async () => {
    const before = gateway.upstream.calls.length;
    const badMember = await gateway.execute(
      NO_SHOW,
      { crewId: mainStage, memberId: 'x', key: 'k' },
      { token: chief },
    );
    expect(errorCode(badMember)).toBe('BAD_USER_INPUT');
    const badKey = await gateway.execute(
      NO_SHOW,
      { crewId: mainStage, memberId: '1', key: '' },
      { token: chief },
    );
    expect(errorCode(badKey)).toBe('BAD_USER_INPUT');
    // Decision 247: a time that does not exist or lies out of range, as the api would refuse it.
    for (const at of [
      '2026-02-30T08:00:00+00:00',
      '2026-12-01T24:00:00+00:00',
      '0000-01-01T00:00:00+00:00',
      '9999-12-31T23:59:00-23:59',
    ]) {
      const badTime = await gateway.execute(
        CHECK_IN,
        { crewId: mainStage, memberId: '1', at, recordedAt: at, key: `gw-bad-${backend}` },
        { token: chief },
      );
      expect(errorCode(badTime), at).toBe('BAD_USER_INPUT');
      expect(badTime.errors?.[0]?.message, at).toMatch(
        /DateTime must (be a real date-time|lie between 1970-01-01)/,
      );
    }
    expect(gateway.upstream.calls.length).toBe(before);
  });
});
