import type { Db } from '../../db/database';
import type { DemoCore } from '../../db/seed/core.seed';
import { dayAt, isoDay } from '../../db/seed/factories';
import { functions, locations, projectCrews, projects } from './projects.tables';

export async function createLocation(
  db: Db,
  tenantId: number,
  values: { name: string; address: string; city: string; latitude?: number; longitude?: number },
) {
  const [location] = await db.insert(locations).values({ tenantId, ...values }).returning();
  if (!location) throw new Error('location insert returned nothing');
  return location;
}

export async function createFunction(db: Db, tenantId: number, name: string) {
  const [fn] = await db.insert(functions).values({ tenantId, name }).returning();
  if (!fn) throw new Error('function insert returned nothing');
  return fn;
}

export async function createProject(
  db: Db,
  tenantId: number,
  values: { number: string; name: string; companyId: number; beginDate: string; endDate: string; passwordHash?: string | null; managerPersonId?: number | null },
) {
  const [project] = await db.insert(projects).values({ tenantId, ...values }).returning();
  if (!project) throw new Error('project insert returned nothing');
  return project;
}

export async function createCrew(
  db: Db,
  tenantId: number,
  values: {
    projectId: number;
    caption: string;
    locationId?: number | null;
    startsAt: Date;
    endsAt: Date;
    crewChiefPersonId?: number | null;
  },
) {
  const [crew] = await db.insert(projectCrews).values({ tenantId, ...values }).returning();
  if (!crew) throw new Error('crew insert returned nothing');
  return crew;
}

export type DemoCrew = typeof projectCrews.$inferSelect;
export const DEMO_FUNCTIONS = ['Stagehand', 'Rigger', 'Forklift driver', 'Runner', 'Light technician', 'Sound technician', 'Crew chief'] as const;
export type DemoFunction = (typeof DEMO_FUNCTIONS)[number];

/** What the projects part of the demo seed made, for the jobs seed. */
export interface DemoProjects {
  crews: Record<'mainStage' | 'lightRig' | 'loadOut' | 'concert' | 'booth' | 'hallBuild' | 'hallStrip' | 'openAir', DemoCrew>;
  functionIds: Record<DemoFunction, number>;
}

/** Locations, functions, five projects around today and their crews (shifts). */
export async function seedDemoProjects(core: DemoCore): Promise<DemoProjects> {
  const { tx, tenantId: t, now, passwordHash, companies, persons } = core;
  // Priya Shah (planner@) manages every demo project: the job's contact-project-manager page.
  const managerPersonId = persons.planner;
  const ahoy = await createLocation(tx, t, { name: 'Ahoy Arena', address: 'Ahoyweg 10', city: 'Rotterdam', latitude: 51.8838, longitude: 4.4884 });
  const jaarbeurs = await createLocation(tx, t, { name: 'Jaarbeurs Hall 3', address: 'Jaarbeursplein 6', city: 'Utrecht', latitude: 52.0894, longitude: 5.1117 });
  const ziggo = await createLocation(tx, t, { name: 'Ziggo Dome', address: 'De Passage 100', city: 'Amsterdam', latitude: 52.3134, longitude: 4.9373 });
  const messe = await createLocation(tx, t, { name: 'Messe Düsseldorf Hall 8', address: 'Messeplatz 1', city: 'Düsseldorf', latitude: 51.2611, longitude: 6.7398 });

  const functionIds = {} as Record<DemoFunction, number>;
  for (const name of DEMO_FUNCTIONS) functionIds[name] = (await createFunction(tx, t, name)).id;

  const summer = await createProject(tx, t, { number: '0999', name: 'Summer Open Air', companyId: companies.eventful, beginDate: isoDay(now, -60), endDate: isoDay(now, -58), managerPersonId });
  const autumn = await createProject(tx, t, { number: '1000', name: 'Autumn Trade Fair', companyId: companies.northern, beginDate: isoDay(now, -30), endDate: isoDay(now, -26), managerPersonId });
  const winter = await createProject(tx, t, { number: '1001', name: 'Winter Festival', companyId: companies.eventful, beginDate: isoDay(now, -1), endDate: isoDay(now, 3), passwordHash, managerPersonId });
  const harbourNights = await createProject(tx, t, { number: '1002', name: 'Harbour Nights Concert', companyId: companies.harbour, beginDate: isoDay(now, 7), endDate: isoDay(now, 9), managerPersonId });
  const spring = await createProject(tx, t, { number: '1003', name: 'Spring Expo', companyId: companies.northern, beginDate: isoDay(now, 30), endDate: isoDay(now, 33), managerPersonId });

  const shift = (projectId: number, caption: string, locationId: number, day: number, fromHour: number, toHour: number, crewChiefPersonId: number | null) =>
    createCrew(tx, t, { projectId, caption, locationId, startsAt: dayAt(now, day, fromHour), endsAt: dayAt(now, day, toHour), crewChiefPersonId });
  const chief = persons.chief;
  return {
    functionIds,
    crews: {
      mainStage: await shift(winter.id, 'Main stage build', ahoy.id, 0, 8, 16, chief),
      lightRig: await shift(winter.id, 'Light rig', ahoy.id, 1, 9, 17, chief),
      loadOut: await shift(winter.id, 'Load-out', ahoy.id, 3, 14, 23, chief),
      concert: await shift(harbourNights.id, 'Concert crew', ziggo.id, 8, 12, 23, chief),
      booth: await shift(spring.id, 'Booth build', messe.id, 30, 7, 15, null),
      hallBuild: await shift(autumn.id, 'Hall 3 build', jaarbeurs.id, -30, 7, 15, chief),
      hallStrip: await shift(autumn.id, 'Hall 3 dismantle', jaarbeurs.id, -26, 12, 20, chief),
      openAir: await shift(summer.id, 'Festival crew', ahoy.id, -60, 10, 22, null),
    },
  };
}
