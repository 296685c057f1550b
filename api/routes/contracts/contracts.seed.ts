import type { Db } from '../../db/database';
import type { DemoCore } from '../../db/seed/core.seed';
import { dayNumber, dayOfNumber, periodContaining, utcDay } from './contracts.accounts';
import { staffContractDocuments, staffContracts } from './contracts.tables';
import type { StaffContractDocumentType } from './contracts.tables';

type ContractInsert = Omit<typeof staffContracts.$inferInsert, 'tenantId'>;

export async function createStaffContract(
  db: Db,
  tenantId: number,
  values: ContractInsert,
  documents: { name: string; documentType: StaffContractDocumentType; createdAt?: Date }[] = [],
) {
  const [contract] = await db.insert(staffContracts).values({ tenantId, ...values }).returning();
  if (!contract) throw new Error('staff contract insert returned nothing');
  for (const document of documents) {
    await db.insert(staffContractDocuments).values({ tenantId, contractId: contract.id, ...document });
  }
  return contract;
}

/** The first day of the month `months` before (negative) or after `day`'s month. */
function firstOfMonth(day: string, months: number): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1 + months, 1)).toISOString().slice(0, 10);
}

/**
 * crew@: a part-time fixed-term contract (24 h a week, 25 vacation days a year) that began about
 * eleven months ago on a Monday, for two years, with the contract and an amendment; its time
 * account was carried over into Crew Hub six months ago (the payrolls start then) with 3 h 30 on
 * it. chief@: a permanent contract of 160 h a month since three years.
 */
export async function seedDemoContracts(core: DemoCore): Promise<void> {
  const { tx, tenantId, persons, now } = core;
  const today = utcDay(now);
  const begin = periodContaining(firstOfMonth(today, -11), 'week').begin;
  const end = dayOfNumber(dayNumber(begin) + 2 * 364 - 1);
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
      quotaMinutes: 24 * 60,
      quotaPeriod: 'week',
      vacationDaysPerYear: 25,
      openingBalanceMinutes: 210,
      timeAccountFrom: cutOver,
    },
    [
      { name: 'Employment contract', documentType: 'contract', createdAt: at(dayOfNumber(dayNumber(begin) - 14)) },
      { name: 'Amendment: weekend shifts', documentType: 'amendment', createdAt: at(firstOfMonth(today, -4)) },
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
      openingBalanceMinutes: 0,
      timeAccountFrom: cutOver,
    },
    [{ name: 'Employment contract', documentType: 'contract', createdAt: at(dayOfNumber(dayNumber(chiefBegin) - 21)) }],
  );
}
