import { defineDemoSeed } from '../../db/seed/area-seeds';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { PlannerLabel } from '../../../machines/planningCalendar.types';
import type { DemoCore } from '../../db/seed/core.seed';
import { dayAt } from '../../db/seed/factories';
import { blockDates, vacationRequests } from '../../db/tables/calendar.tables';
import { projectCrewItems } from '../../db/tables/project-crew-items.tables';
import type { DemoProjects } from '../projects/projects.seed';
import { projectCrews } from '../../db/tables/projects.tables';
import { listPlanningCalendarItems } from './planning-calendar.repository';

// The planning calendar's demo: planner@'s calendar shows every planner label
// this month and next. The other areas' demo already holds most of them; this reads the calendar
// as planner@ would and adds, for Noah Visser (no sign-in of his own), only the labels a month
// lacks — so the other areas' demo counts stay as they are wherever nothing is missing.

const ymd = (date: Date) => date.toISOString().slice(0, 10);

export async function seedDemoPlanningCalendar(
  core: DemoCore,
  { functionIds }: DemoProjects,
): Promise<void> {
  const { tx, tenantId, now, persons } = core;
  const functionId = Object.values(functionIds)[0];
  if (functionId === undefined) return;
  for (const plus of [0, 1]) {
    const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + plus, 1));
    const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + plus + 1, 1));
    const last = new Date(next.getTime() - 86_400_000);
    const { items } = await listPlanningCalendarItems(
      tx,
      {
        tenantId,
        personId: persons.planner,
        companyId: null,
        ownOnly: false,
        spareFunctions: true,
      },
      { dateFrom: ymd(first), dateTo: ymd(last), limit: 1000, page: 1 },
    );
    const present = new Set<PlannerLabel>(items.map((item) => item.label));
    // A day of the month still to come where it can (this month's last days), else its last day.
    const day = new Date(
      Math.min(Math.max(dayAt(now, 3).getTime(), first.getTime() + 9 * 86_400_000), last.getTime()),
    );
    if (!present.has('blockedDate')) {
      await tx.insert(blockDates).values({
        tenantId,
        personId: persons.noah,
        beginDate: ymd(day),
        endDate: ymd(day),
        reason: 'Family visit',
        createdAt: now,
      });
    }
    if (!present.has('vacation')) {
      await tx.insert(vacationRequests).values({
        tenantId,
        personId: persons.noah,
        beginDate: ymd(last),
        endDate: ymd(last),
        paid: true,
        status: 'approved',
        decidedAt: now,
        createdAt: now,
      });
    }
    const missing = (['crew', 'requestPending', 'requestedJob'] as const).filter(
      (label) => !present.has(label),
    );
    if (missing.length === 0) continue;
    // A crew of that month (the first still to come), for the positions Noah is booked on.
    const [crew] = await tx
      .select()
      .from(projectCrews)
      .where(
        and(
          eq(projectCrews.tenantId, tenantId),
          gte(projectCrews.startsAt, plus === 0 ? now : first),
          lt(projectCrews.startsAt, next),
        ),
      )
      .orderBy(asc(projectCrews.startsAt))
      .limit(1);
    if (!crew) continue;
    for (const label of missing) {
      await tx.insert(projectCrewItems).values({
        tenantId,
        crewId: crew.id,
        functionId,
        personId: persons.noah,
        status: label === 'crew' ? 'confirmed' : 'pending',
        startsAt: crew.startsAt,
        endsAt: crew.endsAt,
        confirmedAt: label === 'crew' ? dayAt(now, -1, 10) : null,
        vacancy: label === 'requestedJob',
        appliedAt: label === 'requestedJob' ? dayAt(now, -1, 9) : null,
      });
    }
  }
}

/** This file's parts of the demo tenant (api/db/seed/area-seeds.ts orders them). */
export const demoSeeds = [
  defineDemoSeed({
    name: 'planning-calendar',
    after: ['projects', 'vacancies'],
    run: (core, { resultOf }) => seedDemoPlanningCalendar(core, resultOf('projects')),
  }),
];
