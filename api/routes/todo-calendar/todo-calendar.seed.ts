import { defineDemoSeed } from '../../db/seed/area-seeds';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { DemoCore } from '../../db/seed/core.seed';
import { payrollItemActivities, payrollItems, payrolls } from '../../db/tables/payrolls.tables';
import {
  activityTypeId,
  addPayrollFeedbackToDo,
  PAYROLL_FEEDBACK_TYPE,
} from './todo-calendar.repository';
import { activities } from './todo-calendar.tables';

const DAY = 86_400_000;
const isoDay = (at: Date) => at.toISOString().slice(0, 10);

export async function createToDo(
  db: Db,
  tenantId: number,
  values: {
    type: string;
    caption: string;
    body?: string;
    assigneePersonId?: number | null;
    recipient?: string | null;
    dueDate: string;
    priority: number;
    doneAt?: Date | null;
    createdAt: Date;
  },
): Promise<number> {
  const { type, ...rest } = values;
  const typeId = await activityTypeId(db, tenantId, type);
  const [row] = await db
    .insert(activities)
    .values({ tenantId, typeId, ...rest })
    .returning({ id: activities.id });
  if (!row) throw new Error('activity insert returned nothing');
  return row.id;
}

/**
 * planner@'s to-dos, relative to the seed's day: one overdue, one due today, two
 * later this week and one done yesterday, and crew@’s feedback on a payroll item of theirs sent at
 * the seed’s moment, which made the accountants' to-do due tomorrow (SPEC.md §7).
 */
export async function seedDemoToDos(core: DemoCore): Promise<void> {
  const { tx, tenantId, persons, now } = core;
  const day = (days: number) => isoDay(new Date(now.getTime() + days * DAY));
  for (const type of ['Call', 'E-mail', 'Task', PAYROLL_FEEDBACK_TYPE])
    await activityTypeId(tx, tenantId, type);
  // Written down a week before the seed's moment, before any of them was due or done.
  const own = { assigneePersonId: persons.planner, createdAt: new Date(now.getTime() - 7 * DAY) };
  await createToDo(tx, tenantId, {
    ...own,
    type: 'Call',
    caption: 'Call Harbour Concerts about the load-in plan',
    body: 'They still owe us the truck times for Friday.',
    dueDate: day(-2),
    priority: 2,
  });
  await createToDo(tx, tenantId, {
    ...own,
    type: 'E-mail',
    caption: 'Send the crew list to Eventful Ltd',
    body: 'Names and functions for the main stage build.',
    dueDate: day(0),
    priority: 1,
  });
  await createToDo(tx, tenantId, {
    ...own,
    type: 'Task',
    caption: 'Fill the open vacancies for the expo build',
    dueDate: day(2),
    priority: 3,
  });
  await createToDo(tx, tenantId, {
    ...own,
    type: 'Task',
    caption: 'Book the hotel for the Rotterdam crew',
    body: 'Six rooms, two nights.',
    dueDate: day(4),
    priority: 2,
  });
  await createToDo(tx, tenantId, {
    ...own,
    type: 'Task',
    caption: 'Order radios for the festival',
    dueDate: day(-1),
    priority: 2,
    doneAt: new Date(now.getTime() - 20 * 60 * 60 * 1000),
  });

  // crew@'s feedback on their newest payroll's first item, as POST /payrollItems/{id}/activities writes it.
  const [item] = await tx
    .select({ id: payrollItems.id })
    .from(payrollItems)
    .innerJoin(payrolls, eq(payrolls.id, payrollItems.payrollId))
    .where(and(eq(payrolls.tenantId, tenantId), eq(payrolls.personId, persons.crew)))
    .orderBy(desc(payrolls.periodBegin), payrollItems.date)
    .limit(1);
  if (!item) return;
  const at = now;
  const feedback = {
    caption: 'Feedback to accounting',
    body: 'The travel allowance for this day is missing. I drove to Rotterdam.',
    recipient: 'Accountants',
    dueDate: isoDay(new Date(at.getTime() + DAY)),
    priority: 1,
  };
  const [activity] = await tx
    .insert(payrollItemActivities)
    .values({
      tenantId,
      payrollItemId: item.id,
      type: 'toDo',
      authorPersonId: persons.crew,
      createdAt: at,
      ...feedback,
    })
    .returning({ id: payrollItemActivities.id });
  if (!activity) throw new Error('payroll item activity insert returned nothing');
  await addPayrollFeedbackToDo(tx, {
    tenantId,
    payrollItemActivityId: activity.id,
    at,
    ...feedback,
  });
}

/** This file's parts of the demo tenant (api/db/seed/area-seeds.ts orders them). */
export const demoSeeds = [
  defineDemoSeed({
    name: 'todo-calendar',
    after: ['payrolls'],
    run: (core) => seedDemoToDos(core),
  }),
];
