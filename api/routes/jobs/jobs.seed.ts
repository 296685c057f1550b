import { defineDemoSeed } from '../../db/seed/area-seeds';
import { eq } from 'drizzle-orm';
import type { CrewItemStatus } from '../../../machines/crewItemStatus.machine';
import type { Db } from '../../db/database';
import type { DemoCore } from '../../db/seed/core.seed';
import { dayAt } from '../../db/seed/factories';
import { createCrew, createLocation } from '../projects/projects.seed';
import type { DemoCrew, DemoFunction, DemoProjects } from '../projects/projects.seed';
import { projectCrewItems } from '../../db/tables/project-crew-items.tables';

export async function createCrewItem(
  db: Db,
  tenantId: number,
  values: {
    crewId: number;
    functionId: number;
    personId: number | null;
    status?: CrewItemStatus;
    startsAt: Date;
    endsAt: Date;
    confirmedAt?: Date | null;
    remark?: string | null;
    cancelledAt?: Date | null;
    plannedBreakMinutes?: number;
  },
) {
  const [item] = await db
    .insert(projectCrewItems)
    .values({ tenantId, ...values })
    .returning();
  if (!item) throw new Error('crew item insert returned nothing');
  return item;
}

/** The crew items (jobs) of the demo people on the demo crews, in every status. */
export async function seedDemoJobs(
  core: DemoCore,
  { crews, functionIds }: DemoProjects,
): Promise<void> {
  const { tx, tenantId, persons } = core;
  const { crew, chief, mila, noah } = persons;
  const { mainStage, lightRig, loadOut, concert, booth, hallBuild, hallStrip, openAir } = crews;
  const item = (
    crewRow: DemoCrew,
    fn: DemoFunction,
    personId: number | null,
    status: CrewItemStatus,
    remark: string | null = null,
  ) =>
    createCrewItem(tx, tenantId, {
      crewId: crewRow.id,
      functionId: functionIds[fn],
      personId,
      status,
      startsAt: crewRow.startsAt,
      endsAt: crewRow.endsAt,
      confirmedAt: status === 'confirmed' ? dayAt(crewRow.startsAt, -5, 10) : null,
      remark,
    });

  // crew@: a job today, upcoming ones (two pending), and a past with a no-show.
  await item(mainStage, 'Stagehand', crew, 'confirmed', 'Bring safety shoes and gloves.');
  await item(lightRig, 'Rigger', crew, 'pending');
  await item(loadOut, 'Stagehand', crew, 'pending');
  await item(concert, 'Forklift driver', crew, 'confirmed');
  await item(booth, 'Runner', crew, 'pending');
  await item(hallBuild, 'Stagehand', crew, 'confirmed');
  await item(hallStrip, 'Forklift driver', crew, 'noShow');
  await item(openAir, 'Runner', crew, 'confirmed');

  // chief@ leads the current shifts and works them too.
  await item(mainStage, 'Crew chief', chief, 'confirmed');
  await item(lightRig, 'Crew chief', chief, 'confirmed');
  await item(loadOut, 'Crew chief', chief, 'pending');
  await item(concert, 'Crew chief', chief, 'pending');
  await item(hallBuild, 'Crew chief', chief, 'confirmed');

  await item(mainStage, 'Light technician', mila, 'pending');
  await item(mainStage, 'Sound technician', noah, 'confirmed');
  const milaCancelled = await item(
    lightRig,
    'Light technician',
    mila,
    'cancelled',
    'Rig moved to a smaller stage.',
  );
  await tx
    .update(projectCrewItems)
    .set({ cancelledAt: dayAt(core.now, -2, 9) })
    .where(eq(projectCrewItems.id, milaCancelled.id));
  await item(hallStrip, 'Stagehand', noah, 'notNeeded');
  await item(concert, 'Runner', null, 'pending');

  // A cancelled job for crew@ (the home's changes, api/routes/jobs/README.md, Job changes on home): the concert's merchandise stand
  // was dropped the day after crew@ confirmed it.
  const merch = await createCrew(tx, tenantId, {
    projectId: concert.projectId,
    caption: 'Merchandise stand',
    locationId: concert.locationId,
    startsAt: dayAt(concert.startsAt, 1, 16),
    endsAt: dayAt(concert.startsAt, 1, 22),
    crewChiefPersonId: null,
  });
  await createCrewItem(tx, tenantId, {
    crewId: merch.id,
    functionId: functionIds.Runner,
    personId: crew,
    status: 'cancelled',
    startsAt: merch.startsAt,
    endsAt: merch.endsAt,
    confirmedAt: dayAt(core.now, -3, 10),
    remark: 'The merchandise stand was dropped.',
    cancelledAt: dayAt(core.now, -1, 11),
  });

  // A venue in another zone (decision 248): the Spring Expo's London press day keeps London's
  // clock, so crew@ (Amsterdam) sees its times marked with their zone beside the Dutch and German
  // ones, and chief@ and client@ (London) see the Rotterdam shifts noted as the venue's time.
  // It falls the day after the second build day, so it books crew@ twice on no day.
  const excel = await createLocation(tx, tenantId, {
    name: 'ExCeL London',
    address: 'Royal Victoria Dock, 1 Western Gateway',
    city: 'London',
    latitude: 51.5081,
    longitude: 0.0296,
    timeZone: 'Europe/London',
  });
  const pressDay = await createCrew(tx, tenantId, {
    projectId: booth.projectId,
    caption: 'London press day',
    locationId: excel.id,
    startsAt: dayAt(booth.startsAt, 2, 9),
    endsAt: dayAt(booth.startsAt, 2, 17),
    crewChiefPersonId: null,
  });
  await item(pressDay, 'Runner', crew, 'confirmed');
}

/** This file's parts of the demo tenant (api/db/seed/area-seeds.ts orders them). */
export const demoSeeds = [
  defineDemoSeed({
    name: 'jobs',
    after: ['projects'],
    run: (core, { resultOf }) => seedDemoJobs(core, resultOf('projects')),
  }),
];
