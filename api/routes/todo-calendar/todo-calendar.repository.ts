import { and, asc, count, eq, gte, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { formatNullableTimestamp } from '../../lib/format';
import { payrollItemActivities } from '../../db/tables/payrolls.tables';
import { activities, activityTypes } from './todo-calendar.tables';
import type { Activity, ActivityType } from './todo-calendar.schemas';

/**
 * Whose to-dos a caller sees (api/routes/todo-calendar/README.md, To-dos and payroll feedback): within the tenant, their own (assigned to their
 * person) and every back-office group's (a recipient such as 'Accountants'); a token without a
 * person sees none.
 */
export interface ToDoScope {
  tenantId: number;
  personId: number | null;
}

/** The type payroll-item feedback's to-dos carry (SPEC.md §7). */
export const PAYROLL_FEEDBACK_TYPE = 'Payroll feedback';

function visible(scope: ToDoScope): SQL | undefined {
  if (scope.personId === null) return sql`false`;
  return and(
    eq(activities.tenantId, scope.tenantId),
    or(eq(activities.assigneePersonId, scope.personId), isNotNull(activities.recipient)),
  );
}

const today = (now: Date) => now.toISOString().slice(0, 10);

function selectActivities(db: Db, scope: ToDoScope, where?: SQL) {
  return db
    .select({
      activity: activities,
      typeCaption: activityTypes.caption,
      payrollItemId: payrollItemActivities.payrollItemId,
    })
    .from(activities)
    .innerJoin(activityTypes, eq(activityTypes.id, activities.typeId))
    .leftJoin(payrollItemActivities, eq(payrollItemActivities.id, activities.payrollItemActivityId))
    .where(and(visible(scope), where));
}

type Row = {
  activity: typeof activities.$inferSelect;
  typeCaption: string;
  payrollItemId: number | null;
};

function toActivity({ activity, typeCaption, payrollItemId }: Row, now: Date): Activity {
  return {
    id: activity.id,
    type: { id: activity.typeId, caption: typeCaption },
    caption: activity.caption,
    body: activity.body,
    recipient: activity.recipient,
    dueDate: activity.dueDate,
    priority: activity.priority,
    done: activity.doneAt !== null,
    doneAt: formatNullableTimestamp(activity.doneAt),
    overdue: activity.doneAt === null && activity.dueDate < today(now),
    payrollItemId,
  };
}

export interface ActivityFilter {
  dueFrom?: string;
  dueTo?: string;
  /** Also the open to-dos due before dueFrom. */
  includeOverdue: boolean;
  /** Only the done (true) or the open (false) ones; left out: both. */
  done?: boolean;
}

function filterOf(filter: ActivityFilter): SQL | undefined {
  const inRange = and(
    filter.dueFrom ? gte(activities.dueDate, filter.dueFrom) : undefined,
    filter.dueTo ? lte(activities.dueDate, filter.dueTo) : undefined,
  );
  const due =
    !filter.includeOverdue || !filter.dueFrom
      ? inRange
      : or(inRange, and(isNull(activities.doneAt), lt(activities.dueDate, filter.dueFrom)));
  if (filter.done === undefined) return due;
  return and(due, filter.done ? isNotNull(activities.doneAt) : isNull(activities.doneAt));
}

/** The caller's to-dos by due date, the most urgent first within a day. */
export async function listActivities(
  db: Db,
  scope: ToDoScope,
  filter: ActivityFilter,
  page: { limit: number; page: number; now: Date },
): Promise<{ items: Activity[]; total: number }> {
  const where = filterOf(filter);
  const rows = await selectActivities(db, scope, where)
    .orderBy(asc(activities.dueDate), asc(activities.priority), asc(activities.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  const [counted] = await db
    .select({ total: count() })
    .from(activities)
    .where(and(visible(scope), where));
  return { items: rows.map((row) => toActivity(row, page.now)), total: counted?.total ?? 0 };
}

export async function findActivity(
  db: Db,
  scope: ToDoScope,
  id: number,
  now: Date,
): Promise<Activity | undefined> {
  const [row] = await selectActivities(db, scope, eq(activities.id, id));
  return row && toActivity(row, now);
}

/** Marks a to-do done (keeping the first time it was) or open again; false when it is not the caller's. */
export async function setActivityDone(
  db: Db,
  scope: ToDoScope,
  id: number,
  done: boolean,
  at: Date,
): Promise<boolean> {
  const changed = await db
    .update(activities)
    .set(
      done
        ? {
            doneAt: sql`coalesce(${activities.doneAt}, ${at.toISOString()}::timestamptz)`,
            donePersonId: scope.personId,
          }
        : { doneAt: null, donePersonId: null },
    )
    .where(and(visible(scope), eq(activities.id, id)))
    .returning({ id: activities.id });
  return changed.length === 1;
}

export async function listActivityTypes(
  db: Db,
  tenantId: number,
  page: { limit: number; page: number },
): Promise<{ items: ActivityType[]; total: number }> {
  const items = await db
    .select({ id: activityTypes.id, caption: activityTypes.caption })
    .from(activityTypes)
    .where(eq(activityTypes.tenantId, tenantId))
    .orderBy(asc(activityTypes.caption), asc(activityTypes.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  const [counted] = await db
    .select({ total: count() })
    .from(activityTypes)
    .where(eq(activityTypes.tenantId, tenantId));
  return { items, total: counted?.total ?? 0 };
}

/** The tenant's activity type of this caption, made on first use. */
export async function activityTypeId(db: Db, tenantId: number, caption: string): Promise<number> {
  await db
    .insert(activityTypes)
    .values({ tenantId, caption })
    .onConflictDoNothing({ target: [activityTypes.tenantId, activityTypes.caption] });
  const [row] = await db
    .select({ id: activityTypes.id })
    .from(activityTypes)
    .where(and(eq(activityTypes.tenantId, tenantId), eq(activityTypes.caption, caption)));
  if (!row) throw new Error(`activity type ${caption} missing`);
  return row.id;
}

/**
 * The to-do of a payroll-item feedback (SPEC.md §7: recipient Accountants, due one day later,
 * priority 1), written in the feedback's transaction: the to-do calendar reads it from here.
 */
export async function addPayrollFeedbackToDo(
  db: Db,
  values: {
    tenantId: number;
    payrollItemActivityId: number;
    caption: string;
    body: string;
    recipient: string;
    dueDate: string;
    priority: number;
    at: Date;
  },
): Promise<void> {
  const typeId = await activityTypeId(db, values.tenantId, PAYROLL_FEEDBACK_TYPE);
  await db.insert(activities).values({
    tenantId: values.tenantId,
    typeId,
    caption: values.caption,
    body: values.body,
    recipient: values.recipient,
    dueDate: values.dueDate,
    priority: values.priority,
    payrollItemActivityId: values.payrollItemActivityId,
    createdAt: values.at,
  });
}
