import { defineDemoSeed } from '../../db/seed/area-seeds';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { persons } from '../../db/core.tables';
import type { DemoCore } from '../../db/seed/core.seed';
import { functions } from '../../db/tables/projects.tables';
import { projectCrewItems } from '../../db/tables/project-crew-items.tables';
import type { PayrollStatus } from '../../db/tables/payrolls.tables';
import { bankTransfers, payrollDocuments } from './payrolls.tables';
import { payrollItemActivities, payrollItems, payrolls } from '../../db/tables/payrolls.tables';

// The demo's payrolls: crew@ has six monthly payrolls (the newest one new, the home lists it),
// chief@ three. Items pay the person's confirmed jobs of the month (crew_item_id set) and warehouse
// shifts; amounts are integer cents at €14–22 an hour; payments by bank transfer of the net amounts.

/** Hourly rates in cents by function (EUR). */
const RATES: Record<string, number> = {
  Stagehand: 1550,
  Rigger: 1800,
  'Forklift driver': 1950,
  Runner: 1400,
  'Crew chief': 2200,
  'Light technician': 2000,
  'Sound technician': 2000,
};

/** Shifts between jobs (no crew item): day of the month, what, function, minutes, allowance in cents. */
const WAREHOUSE_SHIFTS: Array<[number, string, string, number, number]> = [
  [4, 'Warehouse: truck loading', 'Stagehand', 480, 0],
  [9, 'Trade fair build, Ahoy Rotterdam', 'Stagehand', 570, 1250],
  [13, 'Warehouse: cable check and repair', 'Runner', 360, 0],
  [19, 'Corporate event set-up, Amsterdam', 'Forklift driver', 600, 1250],
  [23, 'Theatre get-out, Utrecht', 'Stagehand', 420, 850],
];

export function cents(minutes: number, rateCents: number): number {
  return Math.round((minutes * rateCents) / 60);
}

export async function createPayroll(
  db: Db,
  tenantId: number,
  values: {
    personId: number;
    number: string;
    periodBegin: string;
    periodEnd: string;
    deductionsCents: number;
    status: PayrollStatus;
    issuedAt: Date;
    seenAt: Date | null;
  },
) {
  const [row] = await db
    .insert(payrolls)
    .values({ tenantId, ...values })
    .returning();
  if (!row) throw new Error('payroll insert returned nothing');
  return row;
}

export async function createPayrollItem(
  db: Db,
  tenantId: number,
  values: {
    payrollId: number;
    crewItemId?: number | null;
    date: string;
    description: string;
    functionName: string | null;
    minutes: number;
    rateCents: number;
    allowanceCents?: number;
  },
) {
  const [row] = await db
    .insert(payrollItems)
    .values({ tenantId, ...values, amountCents: cents(values.minutes, values.rateCents) })
    .returning();
  if (!row) throw new Error('payroll item insert returned nothing');
  return row;
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const monthStart = (now: Date, back: number) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
const monthEnd = (now: Date, back: number) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back + 1, 0));
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

async function seedPersonPayrolls(
  core: DemoCore,
  personId: number,
  months: number,
  shiftsPerMonth: number,
) {
  const { tx, tenantId, now } = core;
  const [person] = await tx
    .select({ name: persons.name, contactNumber: persons.contactNumber })
    .from(persons)
    .where(eq(persons.id, personId));
  if (!person) throw new Error(`demo person ${personId} missing`);
  const contact = (person.contactNumber ?? String(personId)).replace(/\D/g, '');
  // The person's confirmed jobs in the past: each one is paid in its month's payroll.
  const jobs = await tx
    .select({
      id: projectCrewItems.id,
      startsAt: projectCrewItems.startsAt,
      endsAt: projectCrewItems.endsAt,
      functionName: functions.name,
    })
    .from(projectCrewItems)
    .innerJoin(functions, eq(functions.id, projectCrewItems.functionId))
    .where(
      and(
        eq(projectCrewItems.tenantId, tenantId),
        eq(projectCrewItems.personId, personId),
        eq(projectCrewItems.status, 'confirmed'),
        lt(projectCrewItems.endsAt, now),
      ),
    );

  const made: Array<{
    id: number;
    number: string;
    back: number;
    itemIds: number[];
    netCents: number;
    periodEnd: Date;
  }> = [];
  for (let back = months; back >= 1; back -= 1) {
    const begin = monthStart(now, back);
    const end = monthEnd(now, back);
    const year = begin.getUTCFullYear();
    const month = begin.getUTCMonth();
    const number = `PR-${year}${String(month + 1).padStart(2, '0')}-${contact}`;
    const issuedAt = new Date(
      Math.min(now.getTime() - 60 * 60 * 1000, Date.UTC(year, month + 1, 3, 9)),
    );
    const status: PayrollStatus = back === 1 ? 'new' : back === 2 ? 'seen' : 'confirmed';
    // The items first, so the payroll is written once with its deductions and the items in one
    // statement: every e2e test seeds a tenant of its own, and round trips count.
    const items: Array<Omit<typeof payrollItems.$inferInsert, 'tenantId' | 'payrollId'>> = [];
    let gross = 0;
    const addItem = (
      values: Omit<(typeof items)[number], 'amountCents'> & {
        minutes: number;
        rateCents: number;
        allowanceCents: number;
      },
    ) => {
      const amountCents = cents(values.minutes, values.rateCents);
      items.push({ ...values, amountCents });
      gross += amountCents + values.allowanceCents;
    };
    for (const job of jobs.filter(
      (j) => j.startsAt >= begin && j.startsAt < new Date(end.getTime() + 86_400_000),
    )) {
      const minutes = Math.round((job.endsAt.getTime() - job.startsAt.getTime()) / 60_000);
      const rate = RATES[job.functionName] ?? 1500;
      const allowance = minutes > 600 ? 1500 : 0;
      addItem({
        crewItemId: job.id,
        date: isoDate(job.startsAt),
        description: 'Job',
        functionName: job.functionName,
        minutes,
        rateCents: rate,
        allowanceCents: allowance,
      });
    }
    // Months differ a little: shifts rotate through the list.
    for (let index = 0; index < shiftsPerMonth; index += 1) {
      const [day, description, functionName, minutes, allowance] = WAREHOUSE_SHIFTS[
        (index + back) % WAREHOUSE_SHIFTS.length
      ] as (typeof WAREHOUSE_SHIFTS)[number];
      const date = new Date(Date.UTC(year, month, Math.min(day + index, end.getUTCDate())));
      const rate =
        (RATES[functionName] ?? 1500) +
        (functionName === 'Stagehand' && personId === core.persons.chief ? 300 : 0);
      addItem({
        date: isoDate(date),
        description,
        functionName,
        minutes,
        rateCents: rate,
        allowanceCents: allowance,
      });
    }
    // Wage tax and social security as the payroll office computed them: about 18 %.
    const deductions = Math.round(gross * 0.182);
    const payroll = await createPayroll(tx, tenantId, {
      personId,
      number,
      periodBegin: isoDate(begin),
      periodEnd: isoDate(end),
      deductionsCents: deductions,
      status,
      issuedAt,
      seenAt: status === 'new' ? null : new Date(issuedAt.getTime() + 26 * 60 * 60 * 1000),
    });
    // RETURNING gives a multi-row INSERT's rows in the order of its VALUES.
    const itemIds = items.length
      ? (
          await tx
            .insert(payrollItems)
            .values(items.map((item) => ({ ...item, tenantId, payrollId: payroll.id })))
            .returning({ id: payrollItems.id })
        ).map((row) => row.id)
      : [];
    made.push({
      id: payroll.id,
      number,
      back,
      itemIds,
      netCents: gross - deductions,
      periodEnd: end,
    });
  }

  // Payments of the net amounts, a few days after each period; the new payroll is not paid yet.
  const transfers: Array<typeof bankTransfers.$inferInsert> = [];
  for (const payroll of made) {
    const paidOn = new Date(payroll.periodEnd.getTime() + 5 * 86_400_000);
    if (payroll.back === 1 || paidOn >= now) continue;
    const month = MONTHS[monthStart(now, payroll.back).getUTCMonth()] ?? '';
    transfers.push({
      tenantId,
      personId,
      payrollId: payroll.id,
      date: isoDate(paidOn),
      reference: `SAL ${payroll.number}`,
      recipient: `${person.name} · NL91 ABNA •••• •••• 00`,
      amountCents: payroll.netCents,
      description: `Salary ${month} ${monthStart(now, payroll.back).getUTCFullYear()}`,
    });
  }
  if (transfers.length) await tx.insert(bankTransfers).values(transfers);
  return made;
}

/** crew@ and chief@'s payrolls with items, documents, activities and payments. */
export async function seedDemoPayrolls(core: DemoCore): Promise<void> {
  const { tx, tenantId, now, persons: people } = core;
  const crew = await seedPersonPayrolls(core, people.crew, 6, 5);
  const chief = await seedPersonPayrolls(core, people.chief, 3, 4);

  // Two payslips for crew@ (the newest two payrolls) and an hours statement of the newest; one of chief@'s.
  const [newest, previous] = [...crew].sort((a, b) => a.back - b.back);
  const chiefNewest = [...chief].sort((a, b) => a.back - b.back)[0];
  if (!newest || !previous || !chiefNewest) throw new Error('demo payrolls missing');
  await tx.insert(payrollDocuments).values([
    { tenantId, payrollId: newest.id, documentType: 'payslip', createdAt: now },
    { tenantId, payrollId: newest.id, documentType: 'hoursStatement', createdAt: now },
    { tenantId, payrollId: previous.id, documentType: 'payslip', createdAt: now },
    { tenantId, payrollId: chiefNewest.id, documentType: 'payslip', createdAt: now },
  ]);

  // Activities: crew@ asked accounting about an item last month, and accounting answered.
  const asked = previous.itemIds[1];
  if (asked !== undefined) {
    const askedAt = new Date(now.getTime() - 20 * 86_400_000);
    await tx.insert(payrollItemActivities).values([
      {
        tenantId,
        payrollItemId: asked,
        type: 'toDo',
        caption: 'Feedback to accounting',
        body: 'I worked until 19:30 that day, not 18:00. Could you check the hours?',
        recipient: 'Accountants',
        dueDate: isoDate(new Date(askedAt.getTime() + 86_400_000)),
        priority: 1,
        authorPersonId: people.crew,
        createdAt: askedAt,
      },
      {
        tenantId,
        payrollItemId: asked,
        type: 'note',
        caption: 'Answer from accounting',
        body: 'Checked with the crew chief: the extra 1.5 hours are paid in your next payroll.',
        recipient: null,
        dueDate: null,
        priority: null,
        authorPersonId: null,
        createdAt: new Date(askedAt.getTime() + 86_400_000),
      },
    ]);
  }
}

/** This file's parts of the demo tenant (api/db/seed/area-seeds.ts orders them). */
export const demoSeeds = [
  defineDemoSeed({
    name: 'payrolls',
    after: ['calendar'],
    run: (core) => seedDemoPayrolls(core),
  }),
];
