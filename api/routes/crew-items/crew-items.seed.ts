import { defineDemoSeed } from '../../db/seed/area-seeds';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type {
  CrewItemStatus,
  CrewItemStatusEventType,
} from '../../../machines/crewItemStatus.machine';
import type { DemoCore } from '../../db/seed/core.seed';
import { dayAt } from '../../db/seed/factories';
import { projectCrewItems } from '../../db/tables/project-crew-items.tables';
import { functions, projectCrews, projects } from '../../db/tables/projects.tables';
import type { DemoProjects } from '../projects/projects.seed';
import { recordCrewItemChange } from './crew-items.repository';

// The crew items area's demo: every status exists already (jobs and project crews
// seeds); this publishes the upcoming open positions as vacancies crew@ can apply to and the audit trail of a few items, the
// way the api would have written it (create, then each action).

type Step = [
  from: CrewItemStatus | null,
  to: CrewItemStatus,
  action: CrewItemStatusEventType,
  actor: 'planner' | 'crew' | 'chief' | 'mila' | 'noah',
  daysBeforeStart: number,
  reason?: string,
];

export async function seedDemoCrewItems(core: DemoCore, { crews }: DemoProjects): Promise<void> {
  const { tx, tenantId, persons, now } = core;
  const { lightRig, hallStrip, openAir } = crews;

  // The open positions still to come are published as vacancies (no new rows: the other areas'
  // counts of the demo stay as they are).
  const open = await tx
    .select({ id: projectCrewItems.id, startsAt: projectCrewItems.startsAt })
    .from(projectCrewItems)
    .where(
      and(
        eq(projectCrewItems.tenantId, tenantId),
        isNull(projectCrewItems.personId),
        eq(projectCrewItems.status, 'pending'),
        gt(projectCrewItems.startsAt, core.now),
      ),
    );
  for (const row of open)
    await tx.update(projectCrewItems).set({ vacancy: true }).where(eq(projectCrewItems.id, row.id));

  const itemOf = async (crewId: number, personId: number, status: CrewItemStatus) => {
    const [row] = await tx
      .select({ id: projectCrewItems.id, startsAt: projectCrewItems.startsAt })
      .from(projectCrewItems)
      .where(
        and(
          eq(projectCrewItems.tenantId, tenantId),
          eq(projectCrewItems.crewId, crewId),
          eq(projectCrewItems.personId, personId),
          eq(projectCrewItems.status, status),
        ),
      )
      .limit(1);
    return row;
  };
  const trail = async (item: { id: number; startsAt: Date } | undefined, steps: Step[]) => {
    if (!item) return;
    for (const [from, to, action, actor, days, reason] of steps) {
      const planned =
        days === 0
          ? new Date(item.startsAt.getTime() + 30 * 60_000)
          : dayAt(item.startsAt, -days, 10);
      // Never in the future: an item weeks ahead got its changes in the last days, in order.
      const latest = new Date(now.getTime() - days * 3_600_000 - 60_000);
      const at = planned > latest ? latest : planned;
      await recordCrewItemChange(tx, {
        tenantId,
        crewItemId: item.id,
        from,
        to,
        action,
        actorPersonId: persons[actor],
        at,
        reason,
      });
    }
  };

  // crew@'s past festival job: offered, confirmed by crew@.
  await trail(await itemOf(openAir.id, persons.crew, 'confirmed'), [
    [null, 'pending', 'crewItem.create', 'planner', 14],
    ['pending', 'confirmed', 'crewItem.confirm', 'crew', 10],
  ]);
  // crew@ did not come to the dismantle: the crew chief marked the no-show at the venue.
  await trail(await itemOf(hallStrip.id, persons.crew, 'noShow'), [
    [null, 'pending', 'crewItem.create', 'planner', 12],
    ['pending', 'confirmed', 'crewItem.activate', 'planner', 8, 'Confirmed by phone'],
    ['confirmed', 'noShow', 'crewItem.noShow', 'chief', 0],
  ]);
  // Mila's light rig booking was cancelled when the rig moved to the small stage.
  await trail(await itemOf(lightRig.id, persons.mila, 'cancelled'), [
    [null, 'pending', 'crewItem.create', 'planner', 10],
    ['pending', 'confirmed', 'crewItem.confirm', 'mila', 8],
    ['confirmed', 'cancelled', 'crewItem.notNeeded', 'planner', 2, 'Rig moved to a smaller stage.'],
  ]);
  // Noah was not needed at the dismantle after all.
  await trail(await itemOf(hallStrip.id, persons.noah, 'notNeeded'), [
    [null, 'pending', 'crewItem.create', 'planner', 12],
    ['pending', 'notNeeded', 'crewItem.notNeeded', 'planner', 3, 'Fewer stands to strip'],
  ]);

  // The crew item list: upcoming items with their history on the Christmas Concert,
  // so a planner opening the list sees every kind of change ahead, not only behind.
  const upcoming = async (functionName: string, personId: number, status: CrewItemStatus) => {
    const [row] = await tx
      .select({ id: projectCrewItems.id, startsAt: projectCrewItems.startsAt })
      .from(projectCrewItems)
      .innerJoin(projectCrews, eq(projectCrews.id, projectCrewItems.crewId))
      .innerJoin(projects, eq(projects.id, projectCrews.projectId))
      .innerJoin(functions, eq(functions.id, projectCrewItems.functionId))
      .where(
        and(
          eq(projectCrewItems.tenantId, tenantId),
          eq(projects.name, 'Christmas Concert'),
          eq(functions.name, functionName),
          eq(projectCrewItems.personId, personId),
          eq(projectCrewItems.status, status),
        ),
      )
      .orderBy(asc(projectCrewItems.startsAt), asc(projectCrewItems.id))
      .limit(1);
    return row;
  };
  // Mila's morning runner shift is not needed after all: fewer doors open.
  const runner = await upcoming('Runner', persons.mila, 'pending');
  if (runner) {
    await tx
      .update(projectCrewItems)
      .set({ status: 'notNeeded' })
      .where(eq(projectCrewItems.id, runner.id));
    await trail(runner, [
      [null, 'pending', 'crewItem.create', 'planner', 20],
      [
        'pending',
        'notNeeded',
        'crewItem.notNeeded',
        'planner',
        6,
        'Only two doors open in the morning',
      ],
    ]);
  }
  // Mila's stagehand booking: offered, then booked by the planner after a phone call.
  await trail(await upcoming('Stagehand', persons.mila, 'confirmed'), [
    [null, 'pending', 'crewItem.create', 'planner', 21],
    ['pending', 'confirmed', 'crewItem.activate', 'planner', 15, 'Confirmed by phone'],
  ]);
  // Noah's afternoon runner shift was dropped and offered again when the second bar opened.
  await trail(await upcoming('Runner', persons.noah, 'pending'), [
    [null, 'pending', 'crewItem.create', 'planner', 21],
    ['pending', 'notNeeded', 'crewItem.notNeeded', 'planner', 12, 'Bar closed in the afternoon'],
    ['notNeeded', 'pending', 'crewItem.reactivate', 'planner', 7, 'Second bar opens after all'],
  ]);
}

/** This file's parts of the demo tenant (api/db/seed/area-seeds.ts orders them). */
export const demoSeeds = [
  defineDemoSeed({
    name: 'crew-items',
    after: ['projects', 'project-crews'],
    run: (core, { resultOf }) => seedDemoCrewItems(core, resultOf('projects')),
  }),
];
