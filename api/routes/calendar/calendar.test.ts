import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { persons } from '../../db/core.tables';
import { createPerson, createTenant, isoDay } from '../../db/seed/factories';
import { createTestApi, testBackends } from '../../test/helpers';
import type { TestApi } from '../../test/helpers';
import { call } from '../../test/requests';
import type { Job } from '../jobs/jobs.schemas';
import {
  createBlockDate,
  createVacationRequest,
  demoBankHolidays,
  dutchBankHolidays,
  easterSunday,
} from './calendar.seed';
import type { BlockDate, VacationRequest } from './calendar.schemas';
import { bankHolidays, blockDates, vacationRequests } from '../../db/tables/calendar.tables';
import { testNow } from '../../../machines/test-now';

interface Items<T> {
  items: T[];
}

describe('Dutch bank holidays', () => {
  it('finds Easter and the days that follow it', () => {
    expect(easterSunday(2026).toISOString().slice(0, 10)).toBe('2026-04-05');
    expect(easterSunday(2027).toISOString().slice(0, 10)).toBe('2027-03-28');
    const days = dutchBankHolidays(2026).map((holiday) => holiday.date);
    expect(days).toEqual(
      expect.arrayContaining([
        '2026-01-01',
        '2026-04-03',
        '2026-04-06',
        '2026-04-27',
        '2026-05-14',
        '2026-05-25',
        '2026-12-25',
        '2026-12-26',
      ]),
    );
    // King's Day moves to the 26th when the 27th is a Sunday (2025).
    expect(dutchBankHolidays(2025).map((holiday) => holiday.date)).toContain('2025-04-26');
  });

  it('gives this and next month a holiday each: Christmas in December, a company day in a month without one', () => {
    const days = demoBankHolidays(new Date('2026-11-23T12:00:00Z'));
    expect(days).toEqual([
      { date: '2026-11-27', name: 'Company day (office closed)' },
      { date: '2026-12-25', name: 'Eerste Kerstdag' },
      { date: '2026-12-26', name: 'Tweede Kerstdag' },
    ]);
  });
});

describe.each(testBackends())('calendar on %s', (backend) => {
  let api: TestApi;
  let crewToken: string;
  let chiefToken: string;
  let officeToken: string;
  let crewId: number;
  let chiefId: number;
  const now = testNow();
  const range = `dateFrom=${isoDay(now, -40)}&dateTo=${isoDay(now, 40)}`;

  const personId = async (email: string) => {
    const [row] = await api.database.db
      .select({ id: persons.id })
      .from(persons)
      .where(eq(persons.email, email));
    if (!row) throw new Error(`no ${email}`);
    return row.id;
  };
  const rowCount = async (table: typeof blockDates | typeof vacationRequests) =>
    (await api.database.db.select({ n: count() }).from(table))[0]?.n ?? 0;

  beforeAll(async () => {
    api = await createTestApi({ backend, now });
    crewToken = await api.signInAs('crew');
    chiefToken = await api.signInAs('chief');
    officeToken = await api.signInAs('office');
    crewId = await personId('crew@demo.test');
    chiefId = await personId('chief@demo.test');
  });
  afterAll(() => api.close());

  describe('blocked dates', () => {
    it('lists only the caller’s own blocked dates in the range', async () => {
      const response = await call(api.app, 'GET', `/blockDates?${range}`, { token: crewToken });
      expect(response.statusCode).toBe(200);
      const { items } = response.json<Items<BlockDate>>();
      expect(items.map((item) => item.reason)).toEqual(['Dentist appointment', 'Family wedding']);
      expect(items.every((item) => item.personId === crewId)).toBe(true);
      const narrow = await call(
        api.app,
        'GET',
        `/blockDates?dateFrom=${isoDay(now, 13)}&dateTo=${isoDay(now, 13)}`,
        { token: crewToken },
      );
      expect(narrow.json<Items<BlockDate>>().items.map((item) => item.reason)).toEqual([
        'Family wedding',
      ]);
      const chief = await call(api.app, 'GET', `/blockDates?${range}`, { token: chiefToken });
      expect(chief.json<Items<BlockDate>>().items.map((item) => item.reason)).toEqual([
        'Moving house',
      ]);
    });

    it('creates one for the caller, a single day or a range, and deletes it', async () => {
      const created = await call(api.app, 'POST', '/blockDates', {
        token: crewToken,
        payload: { beginDate: isoDay(now, 30), endDate: isoDay(now, 31), reason: '  Exam week  ' },
      });
      expect(created.statusCode).toBe(201);
      const block = created.json<BlockDate>();
      expect(block).toMatchObject({
        personId: crewId,
        beginDate: isoDay(now, 30),
        endDate: isoDay(now, 31),
        reason: 'Exam week',
      });
      const removed = await call(api.app, 'DELETE', `/blockDates/${block.id}`, {
        token: crewToken,
      });
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toEqual({ ok: true });
      const again = await call(api.app, 'DELETE', `/blockDates/${block.id}`, { token: crewToken });
      expect(again.statusCode).toBe(404);
      expect(again.json()).toMatchObject({ reason: 'BLOCK_DATE_NOT_FOUND' });
    });

    it('answers a repeat with the same idempotency key with the first answer and writes once', async () => {
      const before = await rowCount(blockDates);
      const send = () =>
        call(api.app, 'POST', '/blockDates', {
          token: crewToken,
          headers: { 'idempotency-key': `block-${backend}` },
          payload: { beginDate: isoDay(now, 50), endDate: isoDay(now, 50), reason: 'Course' },
        });
      const first = await send();
      const second = await send();
      expect(first.statusCode).toBe(201);
      expect(second.statusCode).toBe(201);
      expect(second.json()).toEqual(first.json());
      expect(await rowCount(blockDates)).toBe(before + 1);
    });

    it('refuses bad input with 400 and a message, and writes nothing', async () => {
      const before = await rowCount(blockDates);
      const bad = [
        { beginDate: '2026-13-01', endDate: '2026-13-01', reason: 'x' },
        { beginDate: '2026-02-30', endDate: '2026-03-01', reason: 'x' },
        { beginDate: '01.12.2026', endDate: '02.12.2026', reason: 'x' },
        { beginDate: isoDay(now, 5), endDate: isoDay(now, 4), reason: 'backwards' },
        { beginDate: isoDay(now, 1), endDate: isoDay(now, 400), reason: 'too long' },
        { beginDate: isoDay(now, 1), endDate: isoDay(now, 1), reason: '   ' },
        { beginDate: isoDay(now, 1), endDate: isoDay(now, 1) },
        { beginDate: isoDay(now, 1), endDate: isoDay(now, 1), reason: 'x', personId: chiefId },
      ];
      for (const payload of bad) {
        const response = await call(api.app, 'POST', '/blockDates', { token: crewToken, payload });
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json<{ message: string }>().message, JSON.stringify(payload)).toEqual(
          expect.any(String),
        );
      }
      const backwards = await call(api.app, 'POST', '/blockDates', {
        token: crewToken,
        payload: bad[3],
      });
      expect(backwards.json()).toMatchObject({
        code: 'BAD_USER_INPUT',
        reason: 'DATE_RANGE_INVALID',
      });
      expect(await rowCount(blockDates)).toBe(before);
    });

    it('refuses bad ranges on the list', async () => {
      for (const query of [
        `dateFrom=${isoDay(now, 2)}&dateTo=${isoDay(now, 1)}`,
        'dateFrom=2026-01-01&dateTo=2027-06-01',
        'dateFrom=2026-1-1&dateTo=2026-01-31',
        'dateFrom=2026-01-01',
        '',
      ]) {
        const response = await call(api.app, 'GET', `/blockDates?${query}`, { token: crewToken });
        expect(response.statusCode, query).toBe(400);
      }
    });

    it('does not delete another person’s blocked date (404) and keeps it', async () => {
      const [theirs] = await api.database.db
        .select()
        .from(blockDates)
        .where(eq(blockDates.personId, chiefId));
      const response = await call(api.app, 'DELETE', `/blockDates/${theirs?.id}`, {
        token: crewToken,
      });
      expect(response.statusCode).toBe(404);
      expect(
        await api.database.db
          .select()
          .from(blockDates)
          .where(eq(blockDates.id, theirs?.id ?? 0)),
      ).toHaveLength(1);
    });

    it('needs the right: 401 without a token, 403 without blockDates', async () => {
      expect((await call(api.app, 'GET', `/blockDates?${range}`)).statusCode).toBe(401);
      expect(
        (await call(api.app, 'GET', `/blockDates?${range}`, { token: officeToken })).statusCode,
      ).toBe(403);
      const before = await rowCount(blockDates);
      const post = await call(api.app, 'POST', '/blockDates', {
        token: officeToken,
        payload: { beginDate: isoDay(now, 1), endDate: isoDay(now, 1), reason: 'x' },
      });
      expect(post.statusCode).toBe(403);
      expect(await rowCount(blockDates)).toBe(before);
    });
  });

  describe('vacation requests', () => {
    it('lists the caller’s own requests with their status', async () => {
      const response = await call(api.app, 'GET', `/vacationRequests?${range}`, {
        token: crewToken,
      });
      expect(response.statusCode).toBe(200);
      const { items } = response.json<Items<VacationRequest>>();
      expect(items.map((item) => [item.status, item.paid])).toEqual([
        ['approved', true],
        ['requested', false],
      ]);
      expect(items.every((item) => item.personId === crewId)).toBe(true);
    });

    it('creates a requested one and lets its person delete it while requested', async () => {
      const created = await call(api.app, 'POST', '/vacationRequests', {
        token: crewToken,
        payload: {
          beginDate: isoDay(now, 60),
          endDate: isoDay(now, 64),
          paid: true,
          note: 'Skiing',
        },
      });
      expect(created.statusCode).toBe(201);
      const request = created.json<VacationRequest>();
      expect(request).toMatchObject({
        status: 'requested',
        paid: true,
        note: 'Skiing',
        personId: crewId,
      });
      expect(
        (
          await call(api.app, 'GET', `/vacationRequests/${request.id}`, { token: crewToken })
        ).json(),
      ).toEqual(request);
      const removed = await call(api.app, 'DELETE', `/vacationRequests/${request.id}`, {
        token: crewToken,
      });
      expect(removed.statusCode).toBe(200);
      expect(
        (await call(api.app, 'GET', `/vacationRequests/${request.id}`, { token: crewToken }))
          .statusCode,
      ).toBe(404);
    });

    it('refuses to delete a decided request with 409 and a reason, and keeps it', async () => {
      const [approved] = await api.database.db
        .select()
        .from(vacationRequests)
        .where(and(eq(vacationRequests.personId, crewId), eq(vacationRequests.status, 'approved')));
      const response = await call(api.app, 'DELETE', `/vacationRequests/${approved?.id}`, {
        token: crewToken,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'CONFLICT',
        reason: 'VACATION_REQUEST_NOT_DELETABLE',
      });
      expect(
        await api.database.db
          .select()
          .from(vacationRequests)
          .where(eq(vacationRequests.id, approved?.id ?? 0)),
      ).toHaveLength(1);
    });

    it('answers 404 for another person’s request, to read and to delete', async () => {
      const [theirs] = await api.database.db
        .select()
        .from(vacationRequests)
        .where(eq(vacationRequests.personId, chiefId));
      expect(
        (await call(api.app, 'GET', `/vacationRequests/${theirs?.id}`, { token: crewToken }))
          .statusCode,
      ).toBe(404);
      const response = await call(api.app, 'DELETE', `/vacationRequests/${theirs?.id}`, {
        token: crewToken,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ reason: 'VACATION_REQUEST_NOT_FOUND' });
    });

    it('refuses bad input with 400 and writes nothing', async () => {
      const before = await rowCount(vacationRequests);
      for (const payload of [
        { beginDate: isoDay(now, 5), endDate: isoDay(now, 3), paid: true },
        { beginDate: '2026/12/01', endDate: '2026/12/02', paid: true },
        { beginDate: isoDay(now, 5), endDate: isoDay(now, 6), paid: 'yes' },
        { beginDate: isoDay(now, 5), endDate: isoDay(now, 6) },
        { beginDate: isoDay(now, 5), endDate: isoDay(now, 6), paid: true, status: 'approved' },
        { beginDate: isoDay(now, 5), endDate: isoDay(now, 6), paid: true, note: 'x'.repeat(501) },
      ]) {
        const response = await call(api.app, 'POST', '/vacationRequests', {
          token: crewToken,
          payload,
        });
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json<{ message: string }>().message).toEqual(expect.any(String));
      }
      expect(await rowCount(vacationRequests)).toBe(before);
    });

    it('lets the office approve or decline once; the crew member may not', async () => {
      const make = async () =>
        (
          await call(api.app, 'POST', '/vacationRequests', {
            token: crewToken,
            payload: { beginDate: isoDay(now, 70), endDate: isoDay(now, 71), paid: false },
          })
        ).json<VacationRequest>();
      const first = await make();
      expect(
        (await call(api.app, 'POST', `/vacationRequests/${first.id}/approve`, { token: crewToken }))
          .statusCode,
      ).toBe(403);
      // The office reads any of the tenant's requests by id (READ ALL).
      expect(
        (await call(api.app, 'GET', `/vacationRequests/${first.id}`, { token: officeToken }))
          .statusCode,
      ).toBe(200);
      const approved = await call(api.app, 'POST', `/vacationRequests/${first.id}/approve`, {
        token: officeToken,
      });
      expect(approved.statusCode).toBe(200);
      expect(approved.json()).toMatchObject({ id: first.id, status: 'approved' });
      const twice = await call(api.app, 'POST', `/vacationRequests/${first.id}/decline`, {
        token: officeToken,
      });
      expect(twice.statusCode).toBe(409);
      expect(twice.json()).toMatchObject({ reason: 'VACATION_REQUEST_ALREADY_DECIDED' });
      const second = await make();
      const declined = await call(api.app, 'POST', `/vacationRequests/${second.id}/decline`, {
        token: officeToken,
      });
      expect(declined.json()).toMatchObject({ status: 'declined' });
      expect(
        (await call(api.app, 'DELETE', `/vacationRequests/${second.id}`, { token: crewToken }))
          .statusCode,
      ).toBe(409);
      expect(
        (await call(api.app, 'POST', '/vacationRequests/999999/approve', { token: officeToken }))
          .statusCode,
      ).toBe(404);
    });
  });

  describe('another tenant', () => {
    it('never reads, deletes or decides another tenant’s rows', async () => {
      const { foreignBlock, foreignRequest } = await api.database.transaction(async (tx) => {
        const other = await createTenant(tx, { name: `Elsewhere calendar ${backend}` });
        const person = await createPerson(tx, other.id, {
          name: 'Olga Other',
          email: `olga-${backend}@elsewhere.test`,
          passwordHash: null,
        });
        await tx
          .insert(bankHolidays)
          .values({ tenantId: other.id, date: isoDay(now, 2), name: 'Elsewhere day' });
        return {
          foreignBlock: await createBlockDate(tx, other.id, {
            personId: person.id,
            beginDate: isoDay(now, 2),
            endDate: isoDay(now, 2),
            reason: 'Elsewhere',
            createdAt: api.clock.now(),
          }),
          foreignRequest: await createVacationRequest(tx, other.id, {
            personId: person.id,
            beginDate: isoDay(now, 2),
            endDate: isoDay(now, 3),
            paid: true,
            createdAt: api.clock.now(),
          }),
        };
      });
      expect(
        (await call(api.app, 'DELETE', `/blockDates/${foreignBlock.id}`, { token: crewToken }))
          .statusCode,
      ).toBe(404);
      expect(
        (
          await call(api.app, 'GET', `/vacationRequests/${foreignRequest.id}`, {
            token: officeToken,
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (
          await call(api.app, 'POST', `/vacationRequests/${foreignRequest.id}/approve`, {
            token: officeToken,
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (
          await call(api.app, 'DELETE', `/vacationRequests/${foreignRequest.id}`, {
            token: crewToken,
          })
        ).statusCode,
      ).toBe(404);
      const holidays = await call(api.app, 'GET', `/bankHolidays?${range}`, { token: crewToken });
      expect(holidays.body).not.toContain('Elsewhere');
      const [stored] = await api.database.db
        .select()
        .from(vacationRequests)
        .where(eq(vacationRequests.id, foreignRequest.id));
      expect(stored?.status).toBe('requested');
    });
  });

  describe('absences and bank holidays', () => {
    it('reads the caller’s own absences only', async () => {
      const crew = await call(api.app, 'GET', `/absences?${range}`, { token: crewToken });
      expect(crew.statusCode).toBe(200);
      expect(crew.json<Items<{ kind: string }>>().items.map((item) => item.kind)).toEqual([
        'outage',
        'sick',
      ]);
      const chief = await call(api.app, 'GET', `/absences?${range}`, { token: chiefToken });
      expect(chief.json<Items<unknown>>().items).toEqual([]);
      expect((await call(api.app, 'GET', `/absences?${range}`)).statusCode).toBe(401);
      expect(
        (
          await call(api.app, 'GET', '/absences?dateFrom=2026-05-02&dateTo=2026-05-01', {
            token: crewToken,
          })
        ).statusCode,
      ).toBe(400);
    });

    it('reads the tenant’s bank holidays in the range', async () => {
      const response = await call(
        api.app,
        'GET',
        `/bankHolidays?dateFrom=${isoDay(now, -40)}&dateTo=${isoDay(now, 70)}`,
        { token: officeToken },
      );
      expect(response.statusCode).toBe(200);
      const dates = response.json<Items<{ date: string }>>().items.map((item) => item.date);
      expect(dates).toEqual(
        demoBankHolidays(now)
          .map((holiday) => holiday.date)
          .filter((date) => date >= isoDay(now, -40) && date <= isoDay(now, 70)),
      );
      expect(dates.length).toBeGreaterThan(0);
    });
  });

  describe('jobs in a range', () => {
    it('lists the caller’s jobs meeting the days, soonest first, with spare and changed', async () => {
      const response = await call(
        api.app,
        'GET',
        `/jobs?dateFrom=${isoDay(now, 0)}&dateTo=${isoDay(now, 8)}`,
        { token: crewToken },
      );
      expect(response.statusCode).toBe(200);
      const { items } = response.json<Items<Job>>();
      const starts = items.map((job) => job.startsAt);
      expect(starts).toEqual([...starts].sort());
      expect(items.length).toBeGreaterThanOrEqual(5);
      for (const job of items) {
        expect(job.startsAt.slice(0, 10) <= isoDay(now, 8)).toBe(true);
        expect(job.endsAt.slice(0, 10) >= isoDay(now, 0)).toBe(true);
      }
      expect(items.some((job) => job.changedAt !== null)).toBe(true);
      const all = await call(api.app, 'GET', '/jobs', { token: crewToken });
      expect(all.json<Items<Job>>().items.some((job) => job.spare)).toBe(true);
    });

    it('refuses a bad range on /jobs', async () => {
      for (const query of [
        'dateFrom=2026-01-05&dateTo=2026-01-01',
        'dateFrom=2026-01-01',
        'dateTo=2026-01-01',
        'dateFrom=2026-02-31&dateTo=2026-03-01',
        'dateFrom=2020-01-01&dateTo=2026-01-01',
      ]) {
        expect(
          (await call(api.app, 'GET', `/jobs?${query}`, { token: crewToken })).statusCode,
          query,
        ).toBe(400);
      }
    });
  });
});
