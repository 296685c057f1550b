import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { day, timestamptz } from '../../db/columns';
import { persons, tenantRef } from '../../db/core.tables';
import { payrollItemActivities } from '../../db/tables/payrolls.tables';

// The todo-calendar area: the back office's to-do activities (/activities,
// /activityTypes). The one source of truth of a to-do: payroll-item feedback writes its to-do here
// in the same transaction as its payroll item activity (api/routes/todo-calendar/README.md, To-dos and payroll feedback).

/** /activityTypes: 'Call', 'Task', 'Payroll feedback' … */
export const activityTypes = pgTable(
  'activity_types',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    caption: text('caption').notNull(),
  },
  (t) => [uniqueIndex('activity_types_tenant_caption').on(t.tenantId, t.caption)],
);

export const activities = pgTable(
  'activities',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    typeId: integer('type_id')
      .notNull()
      .references(() => activityTypes.id),
    caption: text('caption').notNull(),
    body: text('body').notNull().default(''),
    /** A group of the back office ('Accountants'): every planner of the tenant shares the to-do. */
    recipient: text('recipient'),
    /** A person's own to-do; null for a group's. */
    assigneePersonId: integer('assignee_person_id').references(() => persons.id, {
      onDelete: 'cascade',
    }),
    dueDate: day('due_date').notNull(),
    /** 1 is the highest. */
    priority: integer('priority').notNull().default(3),
    doneAt: timestamptz('done_at'),
    donePersonId: integer('done_person_id').references(() => persons.id, { onDelete: 'set null' }),
    /** The payroll-item feedback this to-do came from (SPEC.md §7). */
    payrollItemActivityId: integer('payroll_item_activity_id').references(
      () => payrollItemActivities.id,
      { onDelete: 'cascade' },
    ),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    index('activities_tenant_due').on(t.tenantId, t.dueDate),
    uniqueIndex('activities_payroll_item_activity').on(t.payrollItemActivityId),
  ],
);
