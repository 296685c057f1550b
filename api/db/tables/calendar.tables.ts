import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { day, timestamptz } from '../columns';
import { ownedByPerson, persons, tenantRef } from '../core.tables';
import type { VacationRequestStatus } from '../../../machines/vacationRequest.machine';
import { ABSENCE_KINDS, type AbsenceKind } from '../../../machines/calendar.types';

// A crew member's days other areas read (planner crews, the planning calendar, contracts'
// vacation accounts): blocked dates, vacation requests, the office's absences and the tenant's bank
// holidays. Jobs come from the jobs area; a double booking is derived, never stored.

export type { VacationRequestStatus };
/** Recorded by the office; the legend shows sick separately and the other three as one state. */
export { ABSENCE_KINDS, type AbsenceKind };

/** A day or a range the crew member is not available, with a reason. Dates inclusive. */
export const blockDates = pgTable(
  'block_dates',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    personId: ownedByPerson(),
    beginDate: day('begin_date').notNull(),
    endDate: day('end_date').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [index('block_dates_person').on(t.tenantId, t.personId, t.beginDate)],
);

/** Vacation asked for by the crew member; the office approves or declines it. Dates inclusive. */
export const vacationRequests = pgTable(
  'vacation_requests',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    personId: ownedByPerson(),
    beginDate: day('begin_date').notNull(),
    endDate: day('end_date').notNull(),
    paid: boolean('paid').notNull(),
    note: text('note'),
    status: text('status').$type<VacationRequestStatus>().notNull().default('requested'),
    createdAt: timestamptz('created_at').notNull(),
    decidedAt: timestamptz('decided_at'),
    /** Who in the office decided (set null when that person goes). */
    decidedBy: integer('decided_by').references(() => persons.id, { onDelete: 'set null' }),
    /** What the office told the person with the answer (optional). */
    decisionReason: text('decision_reason'),
  },
  (t) => [
    index('vacation_requests_person').on(t.tenantId, t.personId, t.beginDate),
    // The office's queue: the tenant's requests still waiting.
    index('vacation_requests_status').on(t.tenantId, t.status),
  ],
);

/** Sick days, absences, outages and late refusals, recorded by the office. Dates inclusive. */
export const personAbsences = pgTable(
  'person_absences',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    personId: ownedByPerson(),
    kind: text('kind').$type<AbsenceKind>().notNull(),
    beginDate: day('begin_date').notNull(),
    endDate: day('end_date').notNull(),
    note: text('note'),
  },
  (t) => [index('person_absences_person').on(t.tenantId, t.personId, t.beginDate)],
);

/** The tenant's public holidays (the demo seeds its country's). */
export const bankHolidays = pgTable(
  'bank_holidays',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    date: day('date').notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('bank_holidays_tenant_date_unique').on(t.tenantId, t.date)],
);
