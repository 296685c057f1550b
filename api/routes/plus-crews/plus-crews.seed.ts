import { defineDemoSeed } from '../../db/seed/area-seeds';
import type { Db } from '../../db/database';
import type { DemoCore } from '../../db/seed/core.seed';
import { isoDay } from '../../db/seed/factories';
import {
  VALUE_TYPE_CAPTIONS,
  monthDays,
  shiftMonth,
} from '../../../machines/plusCrewDashboard.rules';
import {
  plusCrewData,
  plusCrewMembers,
  plusCrewValues,
  plusCrewValueTypes,
} from './plus-crews.tables';
import { plusCrews } from '../../db/tables/plus-crews.tables';

export async function createPlusCrew(
  db: Db,
  tenantId: number,
  values: {
    number: string;
    name: string;
    beginDate: string;
    endDate: string;
    passwordHash?: string | null;
  },
) {
  const [plusCrew] = await db
    .insert(plusCrews)
    .values({ tenantId, ...values })
    .returning();
  if (!plusCrew) throw new Error('plus crew insert returned nothing');
  return plusCrew;
}

/** The tenant's four value types (SPEC.md §3), by kind. */
export async function createPlusCrewValueTypes(db: Db, tenantId: number) {
  const rows = await db
    .insert(plusCrewValueTypes)
    .values(Object.values(VALUE_TYPE_CAPTIONS).map((caption) => ({ tenantId, caption })))
    .returning();
  const id = (caption: string) => rows.find((row) => row.caption === caption)!.id;
  return {
    teamBonus: id(VALUE_TYPE_CAPTIONS.teamBonus),
    turnover: id(VALUE_TYPE_CAPTIONS.turnover),
    hours: id(VALUE_TYPE_CAPTIONS.hours),
    target: id(VALUE_TYPE_CAPTIONS.target),
  };
}

// A bar team's week: closed on Mondays, busy on Friday and Saturday.
const DAY_TARGET = [1200, 0, 900, 900, 900, 1500, 1800] as const; // Sunday first
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/**
 * Daily rows from `from` to `until` (turnover and staff hours up to yesterday, targets for every day
 * of the months): each open day a little under its target, except `overDay`; `missingDay` has no
 * turnover or hours (nobody entered it).
 */
function demoDays(
  months: string[],
  yesterday: string,
  options: { scale: number; overDay: string | null; missingDay: string | null },
) {
  const turnover: { date: string; amount: number }[] = [];
  const hours: { date: string; hours: number }[] = [];
  const target: { date: string; amount: number }[] = [];
  for (const month of months)
    for (const date of monthDays(month)) {
      const dayTarget = DAY_TARGET[weekday(date)]! * options.scale;
      if (dayTarget === 0) continue;
      target.push({ date, amount: dayTarget });
      if (date > yesterday || date === options.missingDay) continue;
      // 80–97 % of the target, the same every run for the same day of the month.
      const share =
        date === options.overDay ? 1.3 : 0.8 + ((Number(date.slice(8, 10)) * 7) % 18) / 100;
      const amount = Math.round(dayTarget * share * 100) / 100;
      turnover.push({ date, amount });
      hours.push({ date, hours: Math.round((amount / 55) * 2) / 2 });
    }
  return { turnover, hours, target };
}

async function seedPlusCrewDays(
  db: Db,
  tenantId: number,
  plusCrewId: number,
  types: Awaited<ReturnType<typeof createPlusCrewValueTypes>>,
  days: ReturnType<typeof demoDays>,
) {
  const base = { tenantId, plusCrewId };
  await db.insert(plusCrewData).values([
    ...days.turnover.map((row) => ({
      ...base,
      valueTypeId: types.turnover,
      date: row.date,
      amount: row.amount,
    })),
    ...days.hours.map((row) => ({
      ...base,
      valueTypeId: types.hours,
      date: row.date,
      hours: row.hours,
    })),
    ...days.target.map((row) => ({
      ...base,
      valueTypeId: types.target,
      date: row.date,
      amount: row.amount,
    })),
  ]);
}

/**
 * Plus crew 7001 (its login is the number, password demo1234): daily values for this month and the
 * two before (closed Mondays, busy weekends, one day nobody entered, one day over target), daily
 * targets, a 5 % team bonus, two members. Plus crew 7002: this month only, no sign-in of its own.
 */
export async function seedDemoPlusCrews({
  tx,
  tenantId,
  now,
  passwordHash,
  persons,
}: DemoCore): Promise<void> {
  const today = isoDay(now, 0);
  const yesterday = isoDay(now, -1);
  const months = [shiftMonth(today, -2), shiftMonth(today, -1), shiftMonth(today, 0)];
  const types = await createPlusCrewValueTypes(tx, tenantId);

  const north = await createPlusCrew(tx, tenantId, {
    number: '7001',
    name: 'Plus Crew North',
    beginDate: months[0]!,
    endDate: isoDay(now, 320),
    passwordHash,
  });
  const lastMonth = monthDays(months[1]!).filter((date) => DAY_TARGET[weekday(date)]! > 0);
  await seedPlusCrewDays(
    tx,
    tenantId,
    north.id,
    types,
    demoDays(months, yesterday, { scale: 1, overDay: lastMonth[2]!, missingDay: lastMonth[8]! }),
  );
  await tx.insert(plusCrewValues).values({
    tenantId,
    plusCrewId: north.id,
    valueTypeId: types.teamBonus,
    date: months[0]!,
    amount: 5,
  });
  await tx.insert(plusCrewMembers).values([
    { tenantId, plusCrewId: north.id, personId: persons.mila },
    { tenantId, plusCrewId: north.id, personId: persons.noah },
  ]);

  const south = await createPlusCrew(tx, tenantId, {
    number: '7002',
    name: 'Plus Crew South',
    beginDate: months[2]!,
    endDate: isoDay(now, 200),
  });
  await seedPlusCrewDays(
    tx,
    tenantId,
    south.id,
    types,
    demoDays([months[2]!], yesterday, { scale: 0.6, overDay: null, missingDay: null }),
  );
  await tx.insert(plusCrewValues).values({
    tenantId,
    plusCrewId: south.id,
    valueTypeId: types.teamBonus,
    date: months[2]!,
    amount: 3,
  });
  await tx
    .insert(plusCrewMembers)
    .values({ tenantId, plusCrewId: south.id, personId: persons.noah });
}

/** This file's parts of the demo tenant (api/db/seed/area-seeds.ts orders them). */
export const demoSeeds = [
  defineDemoSeed({
    name: 'plus-crews',
    after: [],
    run: (core) => seedDemoPlusCrews(core),
  }),
];
