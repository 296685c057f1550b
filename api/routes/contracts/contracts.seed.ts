import { defineDemoSeed } from '../../db/seed/area-seeds';
import type { Db } from '../../db/database';
import type { DemoCore } from '../../db/seed/core.seed';
import { dayNumber, dayOfNumber, utcDay } from './contracts.accounts';
import { staffContractDocuments } from './contracts.tables';
import { staffContracts } from '../../db/tables/staff-contracts.tables';
import type { StaffContractDocumentType } from './contracts.tables';

type ContractInsert = Omit<typeof staffContracts.$inferInsert, 'tenantId'>;

export async function createStaffContract(
  db: Db,
  tenantId: number,
  values: ContractInsert,
  documents: { name: string; documentType: StaffContractDocumentType; createdAt: Date }[] = [],
) {
  const [contract] = await db
    .insert(staffContracts)
    .values({ tenantId, ...values })
    .returning();
  if (!contract) throw new Error('staff contract insert returned nothing');
  for (const document of documents) {
    await db
      .insert(staffContractDocuments)
      .values({ tenantId, contractId: contract.id, ...document });
  }
  return contract;
}

/** The first day of the month `months` before (negative) or after `day`'s month. */
function firstOfMonth(day: string, months: number): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1 + months, 1)).toISOString().slice(0, 10);
}

/**
 * crew@: a part-time fixed-term contract (40 h a month, about what the demo payrolls pay each
 * month, 25 vacation days a year) that began about eleven months ago, for two years, with the
 * contract and an amendment; its time account was carried over into Crew Hub at the start of the
 * month six months back (the first demo payroll's month) with +3 h 30 on it. chief@: a permanent
 * contract of 160 h a month for three years, its time account carried over at the start of this
 * month with +12 h (its payrolls are a casual crew chief's: an earlier cut-over would count months
 * of missing records as hours not worked).
 */
export async function seedDemoContracts(core: DemoCore): Promise<void> {
  const { tx, tenantId, persons, now } = core;
  const today = utcDay(now);
  const begin = firstOfMonth(today, -11);
  const end = dayOfNumber(dayNumber(firstOfMonth(today, 13)) - 1);
  const cutOver = firstOfMonth(today, -6);
  const at = (day: string) => new Date(`${day}T09:00:00Z`);

  await createStaffContract(
    tx,
    tenantId,
    {
      personId: persons.crew,
      contractType: 'fixedTerm',
      beginDate: begin,
      endDate: end,
      quotaMinutes: 40 * 60,
      quotaPeriod: 'month',
      vacationDaysPerYear: 25,
      openingBalanceMinutes: 210,
      timeAccountFrom: cutOver,
    },
    [
      {
        name: 'Employment contract',
        documentType: 'contract',
        createdAt: at(dayOfNumber(dayNumber(begin) - 14)),
      },
      {
        name: 'Amendment: weekend shifts',
        documentType: 'amendment',
        createdAt: at(firstOfMonth(today, -4)),
      },
    ],
  );

  const chiefBegin = firstOfMonth(today, -36);
  await createStaffContract(
    tx,
    tenantId,
    {
      personId: persons.chief,
      contractType: 'permanent',
      beginDate: chiefBegin,
      endDate: null,
      quotaMinutes: 160 * 60,
      quotaPeriod: 'month',
      vacationDaysPerYear: 28,
      openingBalanceMinutes: 12 * 60,
      timeAccountFrom: firstOfMonth(today, 0),
    },
    [
      {
        name: 'Employment contract',
        documentType: 'contract',
        createdAt: at(dayOfNumber(dayNumber(chiefBegin) - 21)),
      },
    ],
  );
}

/** This file's parts of the demo tenant (api/db/seed/area-seeds.ts orders them). */
export const demoSeeds = [
  defineDemoSeed({
    name: 'contracts',
    after: [],
    run: (core) => seedDemoContracts(core),
  }),
];
