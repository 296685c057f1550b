import { defineDemoSeed } from '../../db/seed/area-seeds';
import { eq } from 'drizzle-orm';
import { recordCrewItemChange } from '../crew-items/crew-items.public';
import type { DemoCore } from '../../db/seed/core.seed';
import { dayAt } from '../../db/seed/factories';
import { createCrewItem } from '../jobs/jobs.seed';
import { projectCrewItems } from '../../db/tables/project-crew-items.tables';
import { createCrew } from '../projects/projects.seed';
import type { DemoProjects } from '../projects/projects.seed';

// The vacancies' demo: the crew items seed already publishes the upcoming open rows
// as vacancies (one of them, the Harbour Nights runner, on a day crew@ works already). This adds one
// open position on the day of crew@'s "Family wedding" blocked date (days 12–13, calendar seed), so
// the clash warning has a blocked date to name: a warehouse pre-build for the Spring Expo booth.
// Seeded after everything else, so no other area's ids move.

export async function seedDemoVacancies(
  core: DemoCore,
  { crews, functionIds }: DemoProjects,
): Promise<void> {
  const { tx, tenantId, now, persons } = core;
  const preBuild = await createCrew(tx, tenantId, {
    projectId: crews.booth.projectId,
    caption: 'Booth pre-build',
    locationId: crews.booth.locationId,
    startsAt: dayAt(now, 12, 8),
    endsAt: dayAt(now, 12, 16),
    crewChiefPersonId: null,
  });
  const item = await createCrewItem(tx, tenantId, {
    crewId: preBuild.id,
    functionId: functionIds.Stagehand,
    personId: null,
    status: 'pending',
    startsAt: preBuild.startsAt,
    endsAt: preBuild.endsAt,
    remark: 'Pre-building the booth walls at the warehouse',
  });
  await tx.update(projectCrewItems).set({ vacancy: true }).where(eq(projectCrewItems.id, item.id));
  await recordCrewItemChange(tx, {
    tenantId,
    crewItemId: item.id,
    from: null,
    to: 'pending',
    action: 'crewItem.create',
    actorPersonId: persons.planner,
    at: dayAt(now, -1, 10),
  });
}

/** This file's parts of the demo tenant (api/db/seed/area-seeds.ts orders them). */
export const demoSeeds = [
  defineDemoSeed({
    name: 'vacancies',
    after: ['projects', 'crew-items'],
    run: (core, { resultOf }) => seedDemoVacancies(core, resultOf('projects')),
  }),
];
