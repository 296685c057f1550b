import { eq } from 'drizzle-orm';
import { crewItemStatusActivities } from '../../db/tables/crew-item-activities.tables';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { persons } from '../../db/core.tables';
import { createCompany, createPerson, createTenant } from '../../db/seed/factories';
import { projectCrewItems } from '../../db/tables/project-crew-items.tables';
import type { CrewItemStatus } from '../../../machines/crewItemStatus.machine';
import { createTestApi, testBackends } from '../../test/helpers';
import type { TestApi } from '../../test/helpers';
import { call } from '../../test/requests';
import { blockDates, vacationRequests } from '../../db/tables/calendar.tables';
import { createStaffContract } from '../contracts/contracts.seed';
import { personFunctions } from '../crew-profile/crew-profile.public';
import {
  createCrew,
  createFunction,
  createLocation,
  createProject,
} from '../projects/projects.seed';
import type { BookingCheck } from './crew-items.booking.schemas';
import type { CrewItem } from './crew-items.schemas';
import { testNow } from '../../../machines/test-now';

// The person's calendar rows, written straight into the shared tables (the calendar area's seed
// factories would make crew-items import calendar, which imports jobs, which imports crew-items).
async function createBlockDate(
  db: TestApi['database']['db'],
  tenantId: number,
  values: Omit<typeof blockDates.$inferInsert, 'tenantId'>,
) {
  const [row] = await db
    .insert(blockDates)
    .values({ tenantId, ...values })
    .returning();
  if (!row) throw new Error('block date insert returned nothing');
  return row;
}

async function createVacationRequest(
  db: TestApi['database']['db'],
  tenantId: number,
  values: Omit<typeof vacationRequests.$inferInsert, 'tenantId'>,
) {
  const [row] = await db
    .insert(vacationRequests)
    .values({ tenantId, ...values })
    .returning();
  if (!row) throw new Error('vacation request insert returned nothing');
  return row;
}

// Each rule at its boundary through GET /projectCrewItems/{id}/bookingCheck, on the demo tenant
// with rows of the test's own: a fresh person per case, and the item on Tuesday 8 June 2027,
// 08:00–16:00 at a venue in Amsterdam (06:00–14:00 UTC, summer time).
const AMS = (local: string) => `2027-06-${local}+02:00`;

describe.each(testBackends())('the booking check on %s', (backend) => {
  const queryLog: string[] = [];
  let api: TestApi;
  let planner: string;
  let client: string;
  let crew: string;
  let fn: number;
  let crewId: number;
  let itemId: number;
  let clientItemId: number;
  let foreign: { itemId: number; personId: number };
  let n = 0;
  const db = () => api.database.db;

  /** A person of the demo tenant with nothing on their calendar, registered for the item's function. */
  const person = async (registered = true) => {
    n += 1;
    const row = await createPerson(db(), 1, {
      name: `Booked ${backend} ${n}`,
      email: `booked-${backend}-${n}@demo.test`,
      passwordHash: null,
    });
    if (registered)
      await db().insert(personFunctions).values({ tenantId: 1, personId: row.id, functionId: fn });
    return row.id;
  };
  /** Another crew item of the person on the same crew (its times are its own). */
  const shift = async (
    personId: number,
    startsAt: string,
    endsAt: string,
    status: CrewItemStatus = 'confirmed',
  ) => {
    const [row] = await db()
      .insert(projectCrewItems)
      .values({
        tenantId: 1,
        crewId,
        functionId: fn,
        personId,
        status,
        startsAt: new Date(startsAt),
        endsAt: new Date(endsAt),
      })
      .returning();
    return row!.id;
  };
  const check = (personId: number | string, token = planner, id = itemId, extra = '') =>
    call(api.app, 'GET', `/projectCrewItems/${id}/bookingCheck?personId=${personId}${extra}`, {
      token,
    });
  const findingsOf = async (personId: number) => {
    const response = await check(personId);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<BookingCheck>();
  };
  const codes = async (personId: number) =>
    (await findingsOf(personId)).findings.map((f) => f.code);

  beforeAll(async () => {
    api = await createTestApi({ backend, queryLog });
    planner = await api.signInAs('planner');
    client = await api.signInAs('client');
    crew = await api.signInAs('crew');
    const [clientRow] = await db()
      .select({ companyId: persons.companyId })
      .from(persons)
      .where(eq(persons.email, 'client@demo.test'));
    await api.database.transaction(async (tx) => {
      fn = (await createFunction(tx, 1, `Booker ${backend}`)).id;
      const venue = await createLocation(tx, 1, {
        name: `Venue ${backend}`,
        address: 'Dam 1',
        city: 'Amsterdam',
        timeZone: 'Europe/Amsterdam',
      });
      const company = await createCompany(tx, 1, `Booking Co ${backend}`);
      const project = await createProject(tx, 1, {
        number: `B${backend}`,
        name: 'Booking project',
        companyId: company.id,
        beginDate: '2027-01-01',
        endDate: '2027-12-31',
      });
      const crewRow = await createCrew(tx, 1, {
        projectId: project.id,
        caption: 'Booking crew',
        locationId: venue.id,
        startsAt: new Date(AMS('08T08:00:00')),
        endsAt: new Date(AMS('08T16:00:00')),
      });
      crewId = crewRow.id;
      const [item] = await tx
        .insert(projectCrewItems)
        .values({
          tenantId: 1,
          crewId,
          functionId: fn,
          status: 'pending',
          startsAt: crewRow.startsAt,
          endsAt: crewRow.endsAt,
        })
        .returning();
      itemId = item!.id;
      // An item of client@'s own company: their OWN edit right reaches it, the booking check does not.
      const clientProject = await createProject(tx, 1, {
        number: `BC${backend}`,
        name: 'Client booking project',
        companyId: clientRow!.companyId!,
        beginDate: '2027-01-01',
        endDate: '2027-12-31',
      });
      const clientCrew = await createCrew(tx, 1, {
        projectId: clientProject.id,
        caption: 'Client crew',
        startsAt: crewRow.startsAt,
        endsAt: crewRow.endsAt,
      });
      const [clientItem] = await tx
        .insert(projectCrewItems)
        .values({
          tenantId: 1,
          crewId: clientCrew.id,
          functionId: fn,
          status: 'pending',
          startsAt: crewRow.startsAt,
          endsAt: crewRow.endsAt,
        })
        .returning();
      clientItemId = clientItem!.id;
      const other = await createTenant(tx, { name: `Other booking ${backend}` });
      const otherCompany = await createCompany(tx, other.id, 'Other Co');
      const otherFn = await createFunction(tx, other.id, 'Other function');
      const otherProject = await createProject(tx, other.id, {
        number: 'O1',
        name: 'Other',
        companyId: otherCompany.id,
        beginDate: '2027-01-01',
        endDate: '2027-12-31',
      });
      const otherCrew = await createCrew(tx, other.id, {
        projectId: otherProject.id,
        caption: 'Other crew',
        startsAt: crewRow.startsAt,
        endsAt: crewRow.endsAt,
      });
      const [otherItem] = await tx
        .insert(projectCrewItems)
        .values({
          tenantId: other.id,
          crewId: otherCrew.id,
          functionId: otherFn.id,
          status: 'pending',
          startsAt: crewRow.startsAt,
          endsAt: crewRow.endsAt,
        })
        .returning();
      const otherPerson = await createPerson(tx, other.id, {
        name: 'Other person',
        email: `other-${backend}@other.test`,
        passwordHash: null,
      });
      foreign = { itemId: otherItem!.id, personId: otherPerson.id };
    });
  });
  afterAll(() => api.close());

  it('finds nothing against a free, registered person', async () => {
    const id = await person();
    expect(await findingsOf(id)).toEqual({
      crewItemId: itemId,
      personId: id,
      needsConfirmation: false,
      findings: [],
    });
  });

  it('refuses an overlap of one minute (needs confirmation) and not touching shifts', async () => {
    const overlapping = await person();
    const other = await shift(overlapping, AMS('08T15:59:00'), AMS('08T20:00:00'));
    expect(await findingsOf(overlapping)).toMatchObject({
      needsConfirmation: true,
      findings: [
        {
          code: 'DOUBLE_BOOKING',
          severity: 'refusal',
          facts: {
            crewItemId: other,
            startsAt: '2027-06-08T13:59:00+00:00',
            endsAt: '2027-06-08T18:00:00+00:00',
            overlapMinutes: 1,
          },
        },
      ],
    });
    const touching = await person();
    await shift(touching, AMS('08T16:00:00'), AMS('08T20:00:00'));
    const answer = await findingsOf(touching);
    expect(answer.needsConfirmation).toBe(false);
    expect(answer.findings.map((f) => f.code)).toEqual(['REST_TIME']);
  });

  it('ignores a cancelled or not-needed shift at the same time', async () => {
    const id = await person();
    await shift(id, AMS('08T08:00:00'), AMS('08T16:00:00'), 'cancelled');
    await shift(id, AMS('08T08:00:00'), AMS('08T16:00:00'), 'notNeeded');
    expect(await codes(id)).toEqual([]);
  });

  it('warns for a rest time of 10:59 and not of 11:00, either side', async () => {
    const before = await person();
    const short = await shift(before, AMS('07T15:00:00'), AMS('07T21:01:00'));
    expect((await findingsOf(before)).findings).toEqual([
      {
        code: 'REST_TIME',
        severity: 'warning',
        facts: { crewItemId: short, side: 'before', restMinutes: 659 },
      },
    ]);
    const enoughBefore = await person();
    await shift(enoughBefore, AMS('07T15:00:00'), AMS('07T21:00:00'));
    expect(await codes(enoughBefore)).toEqual([]);
    const after = await person();
    await shift(after, AMS('09T02:59:00'), AMS('09T08:00:00'));
    expect((await findingsOf(after)).findings).toMatchObject([
      { code: 'REST_TIME', facts: { side: 'after', restMinutes: 659 } },
    ]);
    const enoughAfter = await person();
    await shift(enoughAfter, AMS('09T03:00:00'), AMS('09T08:00:00'));
    expect(await codes(enoughAfter)).toEqual([]);
  });

  it('warns for a blocked date on the day, not for one ending the day before', async () => {
    const blocked = await person();
    const row = await createBlockDate(db(), 1, {
      createdAt: testNow(),
      personId: blocked,
      beginDate: '2027-06-08',
      endDate: '2027-06-10',
      reason: 'Exam',
    });
    expect((await findingsOf(blocked)).findings).toEqual([
      {
        code: 'BLOCKED_DATE',
        severity: 'warning',
        facts: {
          blockDateId: row.id,
          beginDate: '2027-06-08',
          endDate: '2027-06-10',
          reason: 'Exam',
        },
      },
    ]);
    const dayBefore = await person();
    await createBlockDate(db(), 1, {
      createdAt: testNow(),
      personId: dayBefore,
      beginDate: '2027-06-01',
      endDate: '2027-06-07',
      reason: 'Trip',
    });
    expect(await codes(dayBefore)).toEqual([]);
  });

  it('warns for approved vacation on the day, not for a request still waiting or declined', async () => {
    const approved = await person();
    const row = await createVacationRequest(db(), 1, {
      createdAt: testNow(),
      personId: approved,
      beginDate: '2027-06-08',
      endDate: '2027-06-08',
      paid: true,
      status: 'approved',
    });
    expect((await findingsOf(approved)).findings).toEqual([
      {
        code: 'VACATION',
        severity: 'warning',
        facts: { vacationRequestId: row.id, beginDate: '2027-06-08', endDate: '2027-06-08' },
      },
    ]);
    const waiting = await person();
    await createVacationRequest(db(), 1, {
      createdAt: testNow(),
      personId: waiting,
      beginDate: '2027-06-08',
      endDate: '2027-06-08',
      paid: true,
      status: 'requested',
    });
    await createVacationRequest(db(), 1, {
      createdAt: testNow(),
      personId: waiting,
      beginDate: '2027-06-08',
      endDate: '2027-06-08',
      paid: false,
      status: 'declined',
    });
    await createVacationRequest(db(), 1, {
      createdAt: testNow(),
      personId: waiting,
      beginDate: '2027-06-07',
      endDate: '2027-06-07',
      paid: true,
      status: 'approved',
    });
    expect(await codes(waiting)).toEqual([]);
  });

  it('warns for a function the person is not registered for', async () => {
    const id = await person(false);
    expect((await findingsOf(id)).findings).toEqual([
      { code: 'FUNCTION_NOT_REGISTERED', severity: 'warning', facts: { functionId: fn } },
    ]);
  });

  it('warns when the booking takes the week over the contract quota, not when it reaches it', async () => {
    // 16 hours a week; 8 already booked on Thursday 10 June, the item is 8 more.
    const contract = {
      contractType: 'permanent' as const,
      beginDate: '2027-01-01',
      quotaMinutes: 16 * 60,
      quotaPeriod: 'week' as const,
    };
    const exact = await person();
    await createStaffContract(db(), 1, { personId: exact, ...contract });
    await shift(exact, AMS('10T08:00:00'), AMS('10T16:00:00'));
    expect(await codes(exact)).toEqual([]);
    const over = await person();
    const row = await createStaffContract(db(), 1, { personId: over, ...contract });
    await shift(over, AMS('10T08:00:00'), AMS('10T16:01:00'));
    expect((await findingsOf(over)).findings).toEqual([
      {
        code: 'CONTRACT_QUOTA',
        severity: 'warning',
        facts: {
          contractId: row.id,
          periodBegin: '2027-06-07',
          periodEnd: '2027-06-13',
          quotaMinutes: 960,
          bookedMinutes: 481,
          itemMinutes: 480,
        },
      },
    ]);
  });

  it('reads the facts in three statements however much the person has on', async () => {
    const idle = await person();
    const busy = await person();
    for (let day = 14; day < 28; day += 1)
      await shift(busy, AMS(`${day}T08:00:00`), AMS(`${day}T16:00:00`));
    for (const day of ['15', '17', '19'])
      await createBlockDate(db(), 1, {
        createdAt: testNow(),
        personId: busy,
        beginDate: `2027-06-${day}`,
        endDate: `2027-06-${day}`,
        reason: 'x',
      });
    await check(idle); // signs the token in the auth memory
    const statements = async (id: number) => {
      const from = queryLog.length;
      expect((await check(id)).statusCode).toBe(200);
      return queryLog.slice(from);
    };
    const idleStatements = await statements(idle);
    const busyStatements = await statements(busy);
    expect(busyStatements.length).toBe(idleStatements.length);
    expect(busyStatements.length, busyStatements.join('\n')).toBeLessThanOrEqual(3);
  });

  describe('the write that books (POST /projectCrewItemStatus)', () => {
    /** An open item at the check's times on the booking crew. */
    const openItem = async () => {
      const [row] = await db()
        .insert(projectCrewItems)
        .values({
          tenantId: 1,
          crewId,
          functionId: fn,
          status: 'pending',
          startsAt: new Date(AMS('08T08:00:00')),
          endsAt: new Date(AMS('08T16:00:00')),
        })
        .returning();
      return row!.id;
    };
    const book = (payload: Record<string, unknown>) =>
      call(api.app, 'POST', '/projectCrewItemStatus', { token: planner, payload });
    const stored = async (id: number) =>
      (await db().select().from(projectCrewItems).where(eq(projectCrewItems.id, id)))[0]!;
    const audits = async (id: number) =>
      (
        await db()
          .select()
          .from(crewItemStatusActivities)
          .where(eq(crewItemStatusActivities.crewItemId, id))
      ).length;

    it('refuses a double booking without confirmation: 409 with the facts, nothing written', async () => {
      const id = await person();
      const other = await shift(id, AMS('08T15:59:00'), AMS('08T20:00:00'));
      const target = await openItem();
      const refused = await book({ crewItemId: target, personId: id });
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'CONFLICT',
        reason: 'DOUBLE_BOOKING',
        facts: {
          crewItemId: other,
          startsAt: '2027-06-08T13:59:00+00:00',
          endsAt: '2027-06-08T18:00:00+00:00',
          overlapMinutes: 1,
          doubleBookings: 1,
        },
      });
      expect((await stored(target)).personId).toBeNull();
      expect(await audits(target)).toBe(0);
      // Creating an item with the person at once is refused the same way.
      const created = await book({ crewId, functionId: fn, personId: id });
      expect(created.statusCode, created.body).toBe(409);
      expect(created.json()).toMatchObject({ reason: 'DOUBLE_BOOKING' });
    });

    it('books a confirmed double booking and answers it with the other findings', async () => {
      const id = await person(false);
      await shift(id, AMS('08T15:59:00'), AMS('08T20:00:00'));
      const target = await openItem();
      const booked = await book({ crewItemId: target, personId: id, confirmDoubleBooking: true });
      expect(booked.statusCode, booked.body).toBe(200);
      expect(booked.json<CrewItem>()).toMatchObject({ person: { id }, status: 'pending' });
      expect(booked.json<CrewItem>().bookingFindings?.map((f) => f.code)).toEqual([
        'DOUBLE_BOOKING',
        'FUNCTION_NOT_REGISTERED',
      ]);
      expect((await stored(target)).personId).toBe(id);
      expect(await audits(target)).toBe(1);
    });

    it('books with warnings and answers them; a change that leaves person, times and function checks nothing', async () => {
      const id = await person();
      await createBlockDate(db(), 1, {
        createdAt: testNow(),
        personId: id,
        beginDate: '2027-06-08',
        endDate: '2027-06-08',
        reason: 'Exam',
      });
      const target = await openItem();
      const booked = await book({ crewItemId: target, personId: id });
      expect(booked.statusCode, booked.body).toBe(200);
      expect(booked.json<CrewItem>().bookingFindings).toMatchObject([
        { code: 'BLOCKED_DATE', severity: 'warning', facts: { reason: 'Exam' } },
      ]);
      const remark = await book({ crewItemId: target, remark: 'Bring gloves' });
      expect(remark.statusCode, remark.body).toBe(200);
      expect(remark.json<CrewItem>().bookingFindings).toBeUndefined();
    });

    it('checks again when the booked person’s shift moves onto another of theirs', async () => {
      const id = await person();
      await shift(id, AMS('08T18:00:00'), AMS('08T22:00:00'));
      const target = await openItem();
      expect((await book({ crewItemId: target, personId: id })).statusCode).toBe(200);
      const moved = await book({ crewItemId: target, endsAt: '2027-06-08T18:30:00+02:00' });
      expect(moved.statusCode, moved.body).toBe(409);
      expect(moved.json()).toMatchObject({
        reason: 'DOUBLE_BOOKING',
        facts: { overlapMinutes: 30 },
      });
      expect((await stored(target)).endsAt.toISOString()).toBe('2027-06-08T14:00:00.000Z');
    });
  });

  it('is for planners: crew and clients may not, nobody signed in neither', async () => {
    const id = await person();
    expect((await check(id, crew)).statusCode).toBe(403);
    expect((await check(id, client)).statusCode).toBe(403);
    expect((await check(id, client, clientItemId)).statusCode).toBe(403);
    expect((await check(id, '')).statusCode).toBe(401);
  });

  it('answers 404 for another tenant’s item or person', async () => {
    const id = await person();
    const item = await check(id, planner, foreign.itemId);
    expect(item.statusCode).toBe(404);
    expect(item.json()).toMatchObject({ reason: 'CREW_ITEM_NOT_FOUND' });
    const other = await check(foreign.personId);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ reason: 'PERSON_NOT_FOUND' });
    expect((await check(id, planner, 2_147_483_647)).statusCode).toBe(404);
  });

  it('refuses bad input with 400 naming the field', async () => {
    for (const [url, path] of [
      [`/projectCrewItems/${itemId}/bookingCheck`, 'querystring.personId'],
      [`/projectCrewItems/${itemId}/bookingCheck?personId=abc`, 'querystring.personId'],
      [`/projectCrewItems/${itemId}/bookingCheck?personId=0`, 'querystring.personId'],
      [`/projectCrewItems/${itemId}/bookingCheck?personId=1&extra=1`, 'extra'],
      ['/projectCrewItems/x/bookingCheck?personId=1', 'params.id'],
    ] as const) {
      const response = await call(api.app, 'GET', url, { token: planner });
      expect(response.statusCode, url).toBe(400);
      const body = response.json<{ code: string; details: { path: string; message: string }[] }>();
      expect(body.code, url).toBe('BAD_USER_INPUT');
      // The field is named: in the path, or (an unknown key) in the message.
      expect(
        body.details.map((detail) => `${detail.path} ${detail.message}`).join(),
        url,
      ).toContain(path);
    }
  });
});
