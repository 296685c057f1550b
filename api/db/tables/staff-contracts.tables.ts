import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { day } from '../columns';
import { ownedByPerson, tenantRef } from '../core.tables';

// A person's staff contracts: documents to sign name the contract they belong to. Planned and worked
// hours, the time account and the vacation account are computed on every read from jobs, payroll items
// and vacation requests (the calendar and payrolls areas), never stored.

export type ContractType = 'permanent' | 'fixedTerm' | 'miniJob' | 'freelance';
export type QuotaPeriod = 'week' | 'month';

export const staffContracts = pgTable(
  'staff_contracts',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    personId: ownedByPerson(),
    contractType: text('contract_type').$type<ContractType>().notNull(),
    beginDate: day('begin_date').notNull(),
    /** Null: open-ended. */
    endDate: day('end_date'),
    /** The hours owed per quota period, in minutes. */
    quotaMinutes: integer('quota_minutes').notNull(),
    quotaPeriod: text('quota_period').$type<QuotaPeriod>().notNull(),
    /** Paid vacation days per full year of the contract. */
    vacationDaysPerYear: integer('vacation_days_per_year').notNull().default(0),
    /** Time account balance carried over from before the contract's first computed period, minutes. */
    openingBalanceMinutes: integer('opening_balance_minutes').notNull().default(0),
    /**
     * The first day of the computed time account (a cut-over: the hours before it are summed up
     * in the opening balance, e.g. when the company moved its records to Crew Hub). Null: the
     * contract's begin. Its quota period is the first computed one (api/routes/contracts/README.md, Contract accounts).
     */
    timeAccountFrom: day('time_account_from'),
  },
  (t) => [index('staff_contracts_person').on(t.tenantId, t.personId, t.beginDate)],
);
