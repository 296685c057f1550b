import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../../../api/test/helpers';
import { createGatewayHarness, errorCode } from '../../test/helpers';
import type { GatewayHarness } from '../../test/helpers';
import type { UpstreamJob } from '../shared/shared.upstream';
import { doubleBookedJobIds } from './double-bookings';
import { testNow } from '../../../machines/test-now';

const MONTH = /* GraphQL */ `
  query Month($dateFrom: Date!, $dateTo: Date!) {
    personalCalendar(dateFrom: $dateFrom, dateTo: $dateTo) {
      dateFrom
      dateTo
      jobs {
        id
        status
        startsAt
        endsAt
        spare
        changedAt
        crew {
          caption
        }
      }
      doubleBookedJobIds
      blockDates {
        id
        beginDate
        endDate
        reason
      }
      vacationRequests {
        id
        beginDate
        endDate
        paid
        note
        status
      }
      absences {
        id
        kind
        beginDate
        endDate
      }
      bankHolidays {
        id
        date
        name
      }
    }
  }
`;

interface Month {
  personalCalendar: {
    jobs: Array<{
      id: string;
      status: string;
      spare: boolean;
      changedAt: string | null;
      crew: { caption: string };
    }>;
    doubleBookedJobIds: string[];
    blockDates: Array<{ id: string; reason: string }>;
    vacationRequests: Array<{ id: string; status: string; paid: boolean }>;
    absences: Array<{ kind: string }>;
    bankHolidays: Array<{ date: string; name: string }>;
  };
}

const day = (offset: number) =>
  new Date(testNow().getTime() + offset * 86_400_000).toISOString().slice(0, 10);
const range = { dateFrom: day(-40), dateTo: day(40) };

const job = (id: number, status: UpstreamJob['status'], startsAt: string, endsAt: string) =>
  ({ id, status, startsAt, endsAt }) as UpstreamJob;

describe('doubleBookedJobIds', () => {
  it('finds overlapping active jobs, not touching or released ones', () => {
    const jobs = [
      job(1, 'confirmed', '2026-12-01T08:00:00+00:00', '2026-12-01T14:00:00+00:00'),
      job(2, 'pending', '2026-12-01T12:00:00+00:00', '2026-12-01T20:00:00+00:00'),
      job(3, 'confirmed', '2026-12-01T20:00:00+00:00', '2026-12-01T22:00:00+00:00'),
      job(4, 'cancelled', '2026-12-01T21:00:00+00:00', '2026-12-01T23:00:00+00:00'),
      job(5, 'confirmed', '2026-12-02T08:00:00+00:00', '2026-12-03T08:00:00+00:00'),
      job(6, 'noShow', '2026-12-02T20:00:00+00:00', '2026-12-02T21:00:00+00:00'),
      job(7, 'notNeeded', '2026-12-02T09:00:00+00:00', '2026-12-02T10:00:00+00:00'),
    ];
    expect(doubleBookedJobIds(jobs)).toEqual([1, 2, 5, 6]);
    expect(doubleBookedJobIds([])).toEqual([]);
  });
});

describe.each(testBackends())('calendar on %s', (backend) => {
  let gateway: GatewayHarness;
  let crewToken: string;

  beforeAll(async () => {
    gateway = await createGatewayHarness(backend);
    crewToken = await gateway.api.signInAs('crew');
  });
  afterAll(() => gateway.close());

  const month = async (token = crewToken) => {
    const result = await gateway.execute<Month>(MONTH, range, { token });
    expect(result.errors).toBeUndefined();
    if (!result.data) throw new Error('no data');
    return result.data.personalCalendar;
  };

  it('loads the month screen in one operation, each list fetched once and in parallel', async () => {
    const before = gateway.upstream.calls.length;
    gateway.upstream.resetPeak();
    const calendar = await month();
    const query = `dateFrom=${range.dateFrom}&dateTo=${range.dateTo}`;
    expect([...gateway.upstream.calls.slice(before)].sort()).toEqual(
      [
        `GET /api/v1/absences?${query}`,
        `GET /api/v1/bankHolidays?${query}`,
        `GET /api/v1/blockDates?${query}`,
        `GET /api/v1/jobs?${query}&limit=1000&page=1`,
        `GET /api/v1/vacationRequests?${query}`,
      ].sort(),
    );
    expect(gateway.upstream.peakInFlight()).toBeGreaterThan(1);
    expect(calendar.blockDates.map((block) => block.reason)).toEqual([
      'Dentist appointment',
      'Family wedding',
    ]);
    expect(calendar.vacationRequests.map((request) => request.status)).toEqual([
      'approved',
      'requested',
    ]);
    expect(calendar.absences.map((absence) => absence.kind)).toEqual(['outage', 'sick']);
    expect(calendar.bankHolidays.length).toBeGreaterThan(0);
    expect(calendar.jobs.some((item) => item.changedAt !== null)).toBe(true);
    expect(calendar.jobs.filter((item) => item.spare).map((item) => item.crew.caption)).toEqual([
      'Booth build, day 2',
    ]);
  });

  it('derives the demo double booking: the sound check and the concert it overlaps', async () => {
    const calendar = await month();
    const clashing = calendar.jobs.filter((item) => calendar.doubleBookedJobIds.includes(item.id));
    expect(clashing.map((item) => item.crew.caption).sort()).toEqual([
      'Concert crew',
      'Sound check',
    ]);
  });

  it('blocks a date and deletes it; the month shows each change', async () => {
    const created = await gateway.execute<{ blockDate: { id: string; reason: string } }>(
      `mutation($input: BlockDateInput!) { blockDate(input: $input, idempotencyKey: "gw-block") { id reason beginDate endDate } }`,
      { input: { beginDate: day(25), endDate: day(26), reason: 'Exam' } },
      { token: crewToken },
    );
    expect(created.errors).toBeUndefined();
    const id = created.data?.blockDate.id;
    expect((await month()).blockDates.map((block) => block.id)).toContain(id);
    const removed = await gateway.execute<{ deleteBlockDate: string }>(
      `mutation($id: ID!) { deleteBlockDate(id: $id) }`,
      { id },
      { token: crewToken },
    );
    expect(removed.data?.deleteBlockDate).toBe(id);
    expect((await month()).blockDates.map((block) => block.id)).not.toContain(id);
    const again = await gateway.execute(
      `mutation($id: ID!) { deleteBlockDate(id: $id) }`,
      { id },
      { token: crewToken },
    );
    expect(errorCode(again)).toBe('NOT_FOUND');
    expect(again.errors?.[0]?.extensions?.['reason']).toBe('BLOCK_DATE_NOT_FOUND');
  });

  it('requests vacation (requested) and refuses to delete an approved one with its reason', async () => {
    const created = await gateway.execute<{
      requestVacation: { id: string; status: string; paid: boolean; note: string };
    }>(
      `mutation($input: VacationRequestInput!) { requestVacation(input: $input) { id status paid note } }`,
      { input: { beginDate: day(30), endDate: day(32), paid: true, note: 'Ski trip' } },
      { token: crewToken },
    );
    expect(created.data?.requestVacation).toMatchObject({
      status: 'requested',
      paid: true,
      note: 'Ski trip',
    });
    const approved = (await month()).vacationRequests.find(
      (request) => request.status === 'approved',
    );
    const refused = await gateway.execute(
      `mutation($id: ID!) { deleteVacationRequest(id: $id) }`,
      { id: approved?.id },
      { token: crewToken },
    );
    expect(errorCode(refused)).toBe('CONFLICT');
    expect(refused.errors?.[0]?.extensions?.['reason']).toBe('VACATION_REQUEST_NOT_DELETABLE');
    const removed = await gateway.execute<{ deleteVacationRequest: string }>(
      `mutation($id: ID!) { deleteVacationRequest(id: $id) }`,
      { id: created.data?.requestVacation.id },
      { token: crewToken },
    );
    expect(removed.data?.deleteVacationRequest).toBe(created.data?.requestVacation.id);
  });

  it('refuses bad dates as BAD_USER_INPUT, before and at the api', async () => {
    const malformed = await gateway.execute(
      MONTH,
      { dateFrom: '01.12.2026', dateTo: day(1) },
      { token: crewToken },
    );
    expect(errorCode(malformed)).toBe('BAD_USER_INPUT');
    const backwards = await gateway.execute(
      MONTH,
      { dateFrom: day(5), dateTo: day(1) },
      { token: crewToken },
    );
    expect(errorCode(backwards)).toBe('BAD_USER_INPUT');
    expect(backwards.errors?.[0]?.extensions?.['reason']).toBe('DATE_RANGE_INVALID');
  });

  it('refuses the calendar without a token and without the rights', async () => {
    expect(errorCode(await gateway.execute(MONTH, range))).toBe('UNAUTHENTICATED');
    const office = await gateway.execute(MONTH, range, {
      token: await gateway.api.signInAs('office'),
    });
    expect(errorCode(office)).toBe('FORBIDDEN');
  });
});
