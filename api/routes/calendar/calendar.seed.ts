import { defineDemoSeed } from '../../db/seed/area-seeds';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { DemoCore } from '../../db/seed/core.seed';
import { dayAt, isoDay } from '../../db/seed/factories';
import { createCrewItem } from '../jobs/jobs.seed';
import { projectCrewItems } from '../../db/tables/project-crew-items.tables';
import { createCrew } from '../projects/projects.seed';
import type { DemoProjects } from '../projects/projects.seed';
import {
  bankHolidays,
  blockDates,
  personAbsences,
  vacationRequests,
} from '../../db/tables/calendar.tables';
import type { AbsenceKind, VacationRequestStatus } from '../../db/tables/calendar.tables';

// The calendar's demo rows: crew@'s and chief@'s own days, the office's records and the tenant's
// (Dutch) bank holidays, all relative to the seed's `now`.

export async function createBlockDate(
  db: Db,
  tenantId: number,
  values: { personId: number; beginDate: string; endDate: string; reason: string; createdAt: Date },
) {
  const [row] = await db
    .insert(blockDates)
    .values({ tenantId, ...values })
    .returning();
  if (!row) throw new Error('block date insert returned nothing');
  return row;
}

export async function createVacationRequest(
  db: Db,
  tenantId: number,
  values: {
    personId: number;
    beginDate: string;
    endDate: string;
    paid: boolean;
    note?: string | null;
    status?: VacationRequestStatus;
    decidedAt?: Date | null;
    createdAt: Date;
  },
) {
  const [row] = await db
    .insert(vacationRequests)
    .values({ tenantId, ...values })
    .returning();
  if (!row) throw new Error('vacation request insert returned nothing');
  return row;
}

export async function createAbsence(
  db: Db,
  tenantId: number,
  values: {
    personId: number;
    kind: AbsenceKind;
    beginDate: string;
    endDate: string;
    note?: string | null;
  },
) {
  const [row] = await db
    .insert(personAbsences)
    .values({ tenantId, ...values })
    .returning();
  if (!row) throw new Error('absence insert returned nothing');
  return row;
}

/** Easter Sunday of a year (the anonymous Gregorian algorithm), as a UTC date. */
export function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(year, month - 1, day));
}

const iso = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The public holidays of the Netherlands in a year: the fixed days, the Easter cycle, and
 * King's Day (27 April, the 26th when the 27th is a Sunday). Liberation Day is listed every year.
 */
export function dutchBankHolidays(year: number): Array<{ date: string; name: string }> {
  const easter = easterSunday(year);
  const fromEaster = (days: number) => iso(dayAt(easter, days));
  const kingsDay = new Date(Date.UTC(year, 3, 27));
  if (kingsDay.getUTCDay() === 0) kingsDay.setUTCDate(26);
  return [
    { date: `${year}-01-01`, name: 'Nieuwjaarsdag' },
    { date: fromEaster(-2), name: 'Goede Vrijdag' },
    { date: fromEaster(0), name: 'Eerste Paasdag' },
    { date: fromEaster(1), name: 'Tweede Paasdag' },
    { date: iso(kingsDay), name: 'Koningsdag' },
    { date: `${year}-05-05`, name: 'Bevrijdingsdag' },
    { date: fromEaster(39), name: 'Hemelvaartsdag' },
    { date: fromEaster(49), name: 'Eerste Pinksterdag' },
    { date: fromEaster(50), name: 'Tweede Pinksterdag' },
    { date: `${year}-12-25`, name: 'Eerste Kerstdag' },
    { date: `${year}-12-26`, name: 'Tweede Kerstdag' },
  ].sort((x, y) => x.date.localeCompare(y.date));
}

/**
 * The bank holidays of the month of `now` and the next: the Dutch ones that fall there, and where
 * a month has none, the company's own day off on its last Friday (the tenant keeps one a month).
 */
export function demoBankHolidays(now: Date): Array<{ date: string; name: string }> {
  const days: Array<{ date: string; name: string }> = [];
  for (const offset of [0, 1]) {
    const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
    const prefix = iso(first).slice(0, 7);
    const inMonth = dutchBankHolidays(first.getUTCFullYear()).filter((holiday) =>
      holiday.date.startsWith(prefix),
    );
    if (inMonth.length === 0) {
      const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0));
      while (last.getUTCDay() !== 5) last.setUTCDate(last.getUTCDate() - 1);
      inMonth.push({ date: iso(last), name: 'Company day (office closed)' });
    }
    days.push(...inMonth);
  }
  return days;
}

/**
 * crew@: blocked dates, a requested and an approved vacation, a sick day and an outage, a double
 * booking (a sound check overlapping their concert), a spare position and a changed job;
 * chief@: a blocked date and an approved vacation; the tenant: bank holidays this and next month.
 */
export async function seedDemoCalendar(
  core: DemoCore,
  { crews, functionIds }: DemoProjects,
): Promise<void> {
  const { tx, tenantId: t, now, persons } = core;
  const { crew, chief } = persons;

  await createBlockDate(tx, t, {
    personId: crew,
    beginDate: isoDay(now, 4),
    endDate: isoDay(now, 4),
    reason: 'Dentist appointment',
    createdAt: dayAt(now, -2, 8),
  });
  await createBlockDate(tx, t, {
    personId: crew,
    beginDate: isoDay(now, 12),
    endDate: isoDay(now, 13),
    reason: 'Family wedding',
    createdAt: dayAt(now, -20, 19),
  });
  await createVacationRequest(tx, t, {
    personId: crew,
    beginDate: isoDay(now, -12),
    endDate: isoDay(now, -10),
    paid: true,
    note: 'Autumn break',
    status: 'approved',
    decidedAt: dayAt(now, -40, 9),
    createdAt: dayAt(now, -43, 18),
  });
  await createVacationRequest(tx, t, {
    personId: crew,
    beginDate: isoDay(now, 18),
    endDate: isoDay(now, 22),
    paid: false,
    note: 'Visiting family abroad',
    status: 'requested',
    createdAt: dayAt(now, -1, 20),
  });
  await createAbsence(tx, t, {
    personId: crew,
    kind: 'sick',
    beginDate: isoDay(now, -3),
    endDate: isoDay(now, -3),
    note: null,
  });
  await createAbsence(tx, t, {
    personId: crew,
    kind: 'outage',
    beginDate: isoDay(now, -6),
    endDate: isoDay(now, -6),
    note: 'Train strike',
  });

  // A double booking: a sound check of the same concert overlapping crew@'s concert shift.
  const { concert, booth, mainStage } = crews;
  const soundCheck = await createCrew(tx, t, {
    projectId: concert.projectId,
    caption: 'Sound check',
    locationId: concert.locationId,
    startsAt: dayAt(concert.startsAt, 0, 10),
    endsAt: dayAt(concert.startsAt, 0, 14),
    crewChiefPersonId: null,
  });
  await createCrewItem(tx, t, {
    crewId: soundCheck.id,
    functionId: functionIds.Stagehand,
    personId: crew,
    status: 'confirmed',
    startsAt: soundCheck.startsAt,
    endsAt: soundCheck.endsAt,
    confirmedAt: dayAt(now, -2, 11),
  });
  // A spare position: crew@ stands by for the Spring Expo's second build day.
  const standby = await createCrew(tx, t, {
    projectId: booth.projectId,
    caption: 'Booth build, day 2',
    locationId: booth.locationId,
    startsAt: dayAt(booth.startsAt, 1, 7),
    endsAt: dayAt(booth.startsAt, 1, 15),
    crewChiefPersonId: null,
  });
  const [spare] = await tx
    .insert(projectCrewItems)
    .values({
      tenantId: t,
      crewId: standby.id,
      functionId: functionIds.Stagehand,
      personId: crew,
      status: 'pending',
      startsAt: standby.startsAt,
      endsAt: standby.endsAt,
      spare: true,
    })
    .returning({ id: projectCrewItems.id });
  if (!spare) throw new Error('spare crew item insert returned nothing');
  // A changed job: today's main stage build moved after crew@ confirmed it.
  await tx
    .update(projectCrewItems)
    .set({ changedAt: dayAt(now, -1, 16) })
    .where(
      and(
        eq(projectCrewItems.tenantId, t),
        eq(projectCrewItems.crewId, mainStage.id),
        eq(projectCrewItems.personId, crew),
      ),
    );

  await createBlockDate(tx, t, {
    personId: chief,
    beginDate: isoDay(now, 6),
    endDate: isoDay(now, 6),
    reason: 'Moving house',
    createdAt: dayAt(now, -5, 12),
  });
  await createVacationRequest(tx, t, {
    personId: chief,
    beginDate: isoDay(now, 14),
    endDate: isoDay(now, 16),
    paid: true,
    note: null,
    status: 'approved',
    decidedAt: dayAt(now, -7, 10),
    createdAt: dayAt(now, -9, 15),
  });

  await tx
    .insert(bankHolidays)
    .values(demoBankHolidays(now).map((holiday) => ({ tenantId: t, ...holiday })));
}

/** This file's parts of the demo tenant (api/db/seed/area-seeds.ts orders them). */
export const demoSeeds = [
  defineDemoSeed({
    name: 'calendar',
    after: ['projects', 'jobs'],
    run: (core, { resultOf }) => seedDemoCalendar(core, resultOf('projects')),
  }),
];
