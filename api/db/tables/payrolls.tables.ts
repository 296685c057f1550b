import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { day, timestamptz } from '../columns';
import { ownedByPerson, persons, tenantRef } from '../core.tables';
import { projectCrewItems } from './project-crew-items.tables';

// A person's payrolls per period, their items (a worked job each, or an allowance) and the items'
// activities: read by contracts' accounts and the office's to-dos. Money is integer cents and time
// integer minutes: exact, never floats.

/** new: not yet opened by its person (the home lists it to confirm); seen: opened; confirmed: agreed. */
export type PayrollStatus = 'new' | 'seen' | 'confirmed';
export type PayrollItemStatus = 'open' | 'declined';

export const payrolls = pgTable(
  'payrolls',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    personId: ownedByPerson(),
    /** What the person and the URL know it by (/payrolls/{number}); unique in the tenant. */
    number: text('number').notNull(),
    periodBegin: day('period_begin').notNull(),
    periodEnd: day('period_end').notNull(),
    /** Deductions (tax, social security) as the payroll office computed them; net = gross − deductions. */
    deductionsCents: integer('deductions_cents').notNull().default(0),
    currency: text('currency').notNull().default('EUR'),
    status: text('status').$type<PayrollStatus>().notNull().default('new'),
    issuedAt: timestamptz('issued_at').notNull(),
    seenAt: timestamptz('seen_at'),
  },
  (t) => [
    uniqueIndex('payrolls_tenant_number_unique').on(t.tenantId, t.number),
    index('payrolls_person').on(t.tenantId, t.personId, t.periodBegin),
  ],
);

export const payrollItems = pgTable(
  'payroll_items',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    payrollId: integer('payroll_id')
      .notNull()
      .references(() => payrolls.id, { onDelete: 'cascade' }),
    /** The job worked, when the item pays one. */
    crewItemId: integer('crew_item_id').references(() => projectCrewItems.id, {
      onDelete: 'set null',
    }),
    date: day('date').notNull(),
    description: text('description').notNull(),
    functionName: text('function_name'),
    minutes: integer('minutes').notNull().default(0),
    rateCents: integer('rate_cents').notNull().default(0),
    /** minutes × rate / 60, rounded to the cent when the item was made. */
    amountCents: integer('amount_cents').notNull(),
    allowanceCents: integer('allowance_cents').notNull().default(0),
    status: text('status').$type<PayrollItemStatus>().notNull().default('open'),
    declineReason: text('decline_reason'),
  },
  (t) => [index('payroll_items_payroll').on(t.tenantId, t.payrollId, t.date)],
);

/** SPEC.md §3: body, caption, parameters (recipient, dueDate, priority), type. */
export const payrollItemActivities = pgTable(
  'payroll_item_activities',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    payrollItemId: integer('payroll_item_id')
      .notNull()
      .references(() => payrollItems.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    caption: text('caption').notNull(),
    body: text('body').notNull(),
    recipient: text('recipient'),
    dueDate: day('due_date'),
    priority: integer('priority'),
    authorPersonId: integer('author_person_id').references(() => persons.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [index('payroll_item_activities_item').on(t.tenantId, t.payrollItemId)],
);
