import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { persons, tenants } from '../../db/core.tables';
import { formatTimestamp } from '../../lib/format';
import { bankHolidays, vacationRequests } from '../../db/tables/calendar.tables';
import { projectCrewItems } from '../../db/tables/project-crew-items.tables';
import { payrollItems, payrolls } from '../../db/tables/payrolls.tables';
import { staffContractDocuments } from './contracts.tables';
import { staffContracts } from '../../db/tables/staff-contracts.tables';
import { periodContaining, timeAccounts, utcDay, vacationAccount } from './contracts.accounts';
import type { ContractTerms } from './contracts.accounts';
import type {
  StaffContract,
  StaffContractDetail,
  StaffContractDocument,
} from './contracts.schemas';
import { recipientLocale } from '../../i18n/recipient';

/** Which contracts a caller may see: OWN narrows to their own person, ALL to the tenant. */
export interface ContractScope {
  tenantId: number;
  personId: number | null;
  ownOnly: boolean;
  /** Only this person's contracts (GET /persons/{id}/staffContracts), within what the scope sees. */
  ofPerson?: number;
}

function visible(scope: ContractScope): SQL | undefined {
  const ofPerson =
    scope.ofPerson === undefined ? undefined : eq(staffContracts.personId, scope.ofPerson);
  // OWN without a person (a project token) must see nothing, not everything.
  if (scope.ownOnly)
    return scope.personId === null
      ? sql`false`
      : and(eq(staffContracts.personId, scope.personId), ofPerson);
  return ofPerson;
}

function selectContracts(db: Db) {
  return db
    .select({ contract: staffContracts, person: { id: persons.id, caption: persons.name } })
    .from(staffContracts)
    .innerJoin(
      persons,
      and(eq(persons.id, staffContracts.personId), eq(persons.tenantId, staffContracts.tenantId)),
    );
}

type ContractRow = Awaited<ReturnType<ReturnType<typeof selectContracts>['where']>>[number];

function stateOf(contract: ContractRow['contract'], today: string): StaffContract['state'] {
  if (contract.beginDate > today) return 'upcoming';
  if (contract.endDate !== null && contract.endDate < today) return 'ended';
  return 'active';
}

function toContract({ contract, person }: ContractRow, today: string): StaffContract {
  return {
    id: contract.id,
    person,
    contractType: contract.contractType,
    state: stateOf(contract, today),
    beginDate: contract.beginDate,
    endDate: contract.endDate,
    quotaMinutes: contract.quotaMinutes,
    quotaPeriod: contract.quotaPeriod,
    vacationDaysPerYear: contract.vacationDaysPerYear,
  };
}

/** The contracts the caller may see, the most recent first. */
export async function listStaffContracts(
  db: Db,
  scope: ContractScope,
  now: Date,
): Promise<StaffContract[]> {
  const rows = await selectContracts(db)
    .where(and(eq(staffContracts.tenantId, scope.tenantId), visible(scope)))
    .orderBy(asc(persons.name), desc(staffContracts.beginDate), asc(staffContracts.id));
  const today = utcDay(now);
  return rows.map((row) => toContract(row, today));
}

async function findRow(db: Db, scope: ContractScope, id: number): Promise<ContractRow | undefined> {
  const [row] = await selectContracts(db)
    .where(
      and(eq(staffContracts.tenantId, scope.tenantId), eq(staffContracts.id, id), visible(scope)),
    )
    .limit(1);
  return row;
}

/** Whether the caller may see the contract (documents, downloads). */
export async function contractVisible(db: Db, scope: ContractScope, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: staffContracts.id })
    .from(staffContracts)
    .where(
      and(eq(staffContracts.tenantId, scope.tenantId), eq(staffContracts.id, id), visible(scope)),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * A contract with its accounts, computed now from the person's confirmed jobs, payroll items,
 * paid vacation requests and the tenant's bank holidays (contracts.accounts.ts); every query
 * carries the tenant and the contract's person.
 */
export async function findStaffContract(
  db: Db,
  scope: ContractScope,
  id: number,
  now: Date,
): Promise<StaffContractDetail | undefined> {
  const row = await findRow(db, scope, id);
  if (!row) return undefined;
  const { contract } = row;
  const today = utcDay(now);
  const terms: ContractTerms = {
    beginDate: contract.beginDate,
    endDate: contract.endDate,
    quotaMinutes: contract.quotaMinutes,
    quotaPeriod: contract.quotaPeriod,
    vacationDaysPerYear: contract.vacationDaysPerYear,
    openingBalanceMinutes: contract.openingBalanceMinutes,
    timeAccountFrom: contract.timeAccountFrom,
  };
  // Everything the accounts read lies between the start of the contract's first quota period and
  // the end of the current one (and the current year, for the vacation account).
  const from = periodContaining(
    contract.timeAccountFrom !== null && contract.timeAccountFrom > contract.beginDate
      ? contract.timeAccountFrom
      : contract.beginDate,
    contract.quotaPeriod,
  ).begin;
  const to = periodContaining(today, contract.quotaPeriod).end;
  const year = today.slice(0, 4);
  const { tenantId } = scope;
  const personId = contract.personId;

  const [jobs, payroll, vacations, holidays] = await Promise.all([
    db
      .select({
        id: projectCrewItems.id,
        status: projectCrewItems.status,
        startsAt: projectCrewItems.startsAt,
        endsAt: projectCrewItems.endsAt,
      })
      .from(projectCrewItems)
      .where(
        and(
          eq(projectCrewItems.tenantId, tenantId),
          eq(projectCrewItems.personId, personId),
          eq(projectCrewItems.status, 'confirmed'),
          gte(projectCrewItems.startsAt, new Date(`${from}T00:00:00Z`)),
          lte(projectCrewItems.startsAt, new Date(`${to}T23:59:59.999Z`)),
        ),
      ),
    db
      .select({
        date: payrollItems.date,
        minutes: payrollItems.minutes,
        crewItemId: payrollItems.crewItemId,
      })
      .from(payrollItems)
      .innerJoin(
        payrolls,
        and(eq(payrolls.id, payrollItems.payrollId), eq(payrolls.tenantId, payrollItems.tenantId)),
      )
      .where(
        and(
          eq(payrollItems.tenantId, tenantId),
          eq(payrolls.personId, personId),
          gte(payrollItems.date, from),
          lte(payrollItems.date, to),
        ),
      ),
    db
      .select({
        beginDate: vacationRequests.beginDate,
        endDate: vacationRequests.endDate,
        paid: vacationRequests.paid,
        status: vacationRequests.status,
      })
      .from(vacationRequests)
      .where(
        and(
          eq(vacationRequests.tenantId, tenantId),
          eq(vacationRequests.personId, personId),
          eq(vacationRequests.paid, true),
          inArray(vacationRequests.status, ['requested', 'approved']),
          lte(vacationRequests.beginDate, `${year}-12-31`),
          gte(vacationRequests.endDate, `${year}-01-01`),
        ),
      ),
    db
      .select({ date: bankHolidays.date })
      .from(bankHolidays)
      .where(
        and(
          eq(bankHolidays.tenantId, tenantId),
          gte(bankHolidays.date, `${year}-01-01`),
          lte(bankHolidays.date, `${year}-12-31`),
        ),
      ),
  ]);

  const time = timeAccounts(terms, payroll, jobs, now);
  return {
    ...toContract(row, today),
    timeAccount: {
      period: time.period,
      quotaMinutes: time.quotaMinutes,
      workedMinutes: time.workedMinutes,
      upcomingMinutes: time.upcomingMinutes,
      plannedMinutes: time.plannedMinutes,
      openingBalanceMinutes: contract.openingBalanceMinutes,
      balanceMinutes: time.balanceMinutes,
      completedPeriods: time.completedPeriods,
      since: time.since,
    },
    vacationAccount: vacationAccount(
      terms,
      vacations,
      new Set(holidays.map((holiday) => holiday.date)),
      now,
    ),
  };
}

/** The contract's documents, oldest first; undefined when the caller may not see the contract. */
export async function listContractDocuments(
  db: Db,
  scope: ContractScope,
  contractId: number,
): Promise<StaffContractDocument[] | undefined> {
  if (!(await contractVisible(db, scope, contractId))) return undefined;
  const rows = await db
    .select()
    .from(staffContractDocuments)
    .where(
      and(
        eq(staffContractDocuments.tenantId, scope.tenantId),
        eq(staffContractDocuments.contractId, contractId),
      ),
    )
    .orderBy(asc(staffContractDocuments.createdAt), asc(staffContractDocuments.id));
  return rows.map((row) => ({
    id: row.id,
    contractId: row.contractId,
    name: row.name,
    documentType: row.documentType,
    createdAt: formatTimestamp(row.createdAt),
  }));
}

/** What a contract document's PDF shows: the document, the contract, its person and tenant. */
export async function findDocumentForPdf(
  db: Db,
  scope: ContractScope,
  contractId: number,
  documentId: number,
) {
  const [row] = await db
    .select({
      contract: staffContracts,
      person: { id: persons.id, caption: persons.name, contactNumber: persons.contactNumber },
      document: staffContractDocuments,
      tenantName: tenants.name,
    })
    .from(staffContracts)
    .innerJoin(
      persons,
      and(eq(persons.id, staffContracts.personId), eq(persons.tenantId, staffContracts.tenantId)),
    )
    .innerJoin(
      staffContractDocuments,
      and(
        eq(staffContractDocuments.contractId, staffContracts.id),
        eq(staffContractDocuments.tenantId, staffContracts.tenantId),
      ),
    )
    .innerJoin(tenants, eq(tenants.id, staffContracts.tenantId))
    .where(
      and(
        eq(staffContracts.tenantId, scope.tenantId),
        eq(staffContracts.id, contractId),
        eq(staffContractDocuments.id, documentId),
        visible(scope),
      ),
    )
    .limit(1);
  if (!row) return undefined;
  // The contract's person's language: the document is theirs, whoever opens it.
  return { ...row, locale: await recipientLocale(db, scope.tenantId, { personId: row.person.id }) };
}

export type ContractDocumentForPdf = NonNullable<Awaited<ReturnType<typeof findDocumentForPdf>>>;
