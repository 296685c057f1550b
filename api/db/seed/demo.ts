import { count } from 'drizzle-orm';
import { hashPassword } from '../../auth/passwords';
import type { Database, Tx } from '../database';
import { tenants } from '../schema';
import type { CrewItemStatus } from '../schema';
import {
  DEMO_PASSWORD,
  createCompany,
  createCrew,
  createCrewItem,
  createFunction,
  createLocation,
  createPerson,
  createPlusCrew,
  createProject,
  createRoles,
  createTenant,
  createTenantHost,
  createUnsubscribeToken,
  dayAt,
  isoDay,
} from './factories';

/** The plain unsubscribe token of crew@demo.test (the e2e test posts it). */
export const DEMO_UNSUBSCRIBE_TOKEN = 'demo-unsubscribe-crew';

export const DEMO_LOGINS = {
  crew: 'crew@demo.test',
  chief: 'chief@demo.test',
  planner: 'planner@demo.test',
  client: 'client@demo.test',
  office: 'office@demo.test',
  project: '1001',
  plusCrew: '7001',
} as const;

/** Seeds the demo tenant when the database has no tenant yet; answers whether it did. */
export async function seedDemoIfEmpty(database: Database, options: { now?: Date } = {}): Promise<boolean> {
  const [row] = await database.db.select({ tenants: count() }).from(tenants);
  if ((row?.tenants ?? 0) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await database.transaction((tx) => seedDemo(tx, options.now ?? new Date(), passwordHash));
  return true;
}

async function seedDemo(tx: Tx, now: Date, passwordHash: string): Promise<void> {
  const tenant = await createTenant(tx, {
    name: 'Demo Crew Company',
    defaultLanguage: 'English',
    mobileTheme: 'red',
    backgroundColorCode: '#7a1020',
    useUserLanguage: true,
    metaHostName: 'Demo Crew',
    metaDescription: 'Crew Hub for Demo Crew Company: jobs, shifts, payrolls and documents for our crew.',
    frameAncestors: [],
  });
  const t = tenant.id;
  await createTenantHost(tx, t, 'localhost', true);
  await createTenantHost(tx, t, '127.0.0.1');
  const roleIds = await createRoles(tx, t);
  const role = (name: string) => {
    const id = roleIds[name];
    if (id === undefined) throw new Error(`demo role ${name} missing`);
    return id;
  };

  const eventful = await createCompany(tx, t, 'Eventful Ltd');
  const harbour = await createCompany(tx, t, 'Harbour Concerts BV');
  const northern = await createCompany(tx, t, 'Northern Expo GmbH');

  const ahoy = await createLocation(tx, t, { name: 'Ahoy Arena', address: 'Ahoyweg 10', city: 'Rotterdam', latitude: 51.8838, longitude: 4.4884 });
  const jaarbeurs = await createLocation(tx, t, { name: 'Jaarbeurs Hall 3', address: 'Jaarbeursplein 6', city: 'Utrecht', latitude: 52.0894, longitude: 5.1117 });
  const ziggo = await createLocation(tx, t, { name: 'Ziggo Dome', address: 'De Passage 100', city: 'Amsterdam', latitude: 52.3134, longitude: 4.9373 });
  const messe = await createLocation(tx, t, { name: 'Messe Düsseldorf Hall 8', address: 'Messeplatz 1', city: 'Düsseldorf', latitude: 51.2611, longitude: 6.7398 });

  const fn: Record<string, number> = {};
  for (const name of ['Stagehand', 'Rigger', 'Forklift driver', 'Runner', 'Light technician', 'Sound technician', 'Crew chief']) {
    fn[name] = (await createFunction(tx, t, name)).id;
  }
  const functionId = (name: string) => {
    const id = fn[name];
    if (id === undefined) throw new Error(`demo function ${name} missing`);
    return id;
  };

  const person = (name: string, email: string, contactNumber: string, phone: string, roles: string[], extra: { language?: string; companyId?: number } = {}) =>
    createPerson(tx, t, { name, email, passwordHash, contactNumber, phone, roleIds: roles.map(role), language: extra.language ?? 'en', companyId: extra.companyId ?? null });
  const crew = await person('Alex Janssen', 'crew@demo.test', 'C-1002', '+31 6 1234 5678', ['crew']);
  const chief = await person('Sam de Vries', 'chief@demo.test', 'C-1003', '+31 6 2345 6789', ['crew']);
  await person('Priya Shah', 'planner@demo.test', 'C-1004', '+31 10 345 6789', ['planner']);
  await person('Jordan Miller', 'client@demo.test', 'C-1005', '+44 20 7946 0123', ['client'], { companyId: eventful.id });
  await person('Lena Hoffmann', 'office@demo.test', 'C-1006', '+49 211 456 7890', ['office'], { language: 'de' });
  const mila = await person('Mila Bakker', 'mila.bakker@demo.test', 'C-1007', '+31 6 3456 7890', ['crew']);
  const noah = await person('Noah Visser', 'noah.visser@demo.test', 'C-1008', '+31 6 4567 8901', ['crew']);

  const summer = await createProject(tx, t, { number: '0999', name: 'Summer Open Air', companyId: eventful.id, beginDate: isoDay(now, -60), endDate: isoDay(now, -58) });
  const autumn = await createProject(tx, t, { number: '1000', name: 'Autumn Trade Fair', companyId: northern.id, beginDate: isoDay(now, -30), endDate: isoDay(now, -26) });
  const winter = await createProject(tx, t, { number: '1001', name: 'Winter Festival', companyId: eventful.id, beginDate: isoDay(now, -1), endDate: isoDay(now, 3), passwordHash });
  const harbourNights = await createProject(tx, t, { number: '1002', name: 'Harbour Nights Concert', companyId: harbour.id, beginDate: isoDay(now, 7), endDate: isoDay(now, 9) });
  const spring = await createProject(tx, t, { number: '1003', name: 'Spring Expo', companyId: northern.id, beginDate: isoDay(now, 30), endDate: isoDay(now, 33) });

  await createPlusCrew(tx, t, { number: '7001', name: 'Plus Crew North', beginDate: isoDay(now, -45), endDate: isoDay(now, 320), passwordHash });

  const shift = async (
    projectId: number,
    caption: string,
    locationId: number,
    day: number,
    fromHour: number,
    toHour: number,
    crewChiefPersonId: number | null,
  ) => createCrew(tx, t, { projectId, caption, locationId, startsAt: dayAt(now, day, fromHour), endsAt: dayAt(now, day, toHour), crewChiefPersonId });

  const mainStage = await shift(winter.id, 'Main stage build', ahoy.id, 0, 8, 16, chief.id);
  const lightRig = await shift(winter.id, 'Light rig', ahoy.id, 1, 9, 17, chief.id);
  const loadOut = await shift(winter.id, 'Load-out', ahoy.id, 3, 14, 23, chief.id);
  const concert = await shift(harbourNights.id, 'Concert crew', ziggo.id, 8, 12, 23, chief.id);
  const booth = await shift(spring.id, 'Booth build', messe.id, 30, 7, 15, null);
  const hallBuild = await shift(autumn.id, 'Hall 3 build', jaarbeurs.id, -30, 7, 15, chief.id);
  const hallStrip = await shift(autumn.id, 'Hall 3 dismantle', jaarbeurs.id, -26, 12, 20, chief.id);
  const openAir = await shift(summer.id, 'Festival crew', ahoy.id, -60, 10, 22, null);

  const item = (crewRow: typeof mainStage, fnName: string, personId: number | null, status: CrewItemStatus, remark: string | null = null) =>
    createCrewItem(tx, t, {
      crewId: crewRow.id,
      functionId: functionId(fnName),
      personId,
      status,
      startsAt: crewRow.startsAt,
      endsAt: crewRow.endsAt,
      confirmedAt: status === 'confirmed' ? dayAt(crewRow.startsAt, -5, 10) : null,
      remark,
    });

  // crew@: a job today, upcoming ones (two pending), and a past with a no-show.
  await item(mainStage, 'Stagehand', crew.id, 'confirmed', 'Bring safety shoes and gloves.');
  await item(lightRig, 'Rigger', crew.id, 'pending');
  await item(loadOut, 'Stagehand', crew.id, 'pending');
  await item(concert, 'Forklift driver', crew.id, 'confirmed');
  await item(booth, 'Runner', crew.id, 'pending');
  await item(hallBuild, 'Stagehand', crew.id, 'confirmed');
  await item(hallStrip, 'Forklift driver', crew.id, 'noShow');
  await item(openAir, 'Runner', crew.id, 'confirmed');

  // chief@ leads the current shifts and works them too.
  await item(mainStage, 'Crew chief', chief.id, 'confirmed');
  await item(lightRig, 'Crew chief', chief.id, 'confirmed');
  await item(loadOut, 'Crew chief', chief.id, 'pending');
  await item(concert, 'Crew chief', chief.id, 'pending');
  await item(hallBuild, 'Crew chief', chief.id, 'confirmed');

  await item(mainStage, 'Light technician', mila.id, 'pending');
  await item(mainStage, 'Sound technician', noah.id, 'confirmed');
  await item(lightRig, 'Light technician', mila.id, 'cancelled', 'Rig moved to a smaller stage.');
  await item(hallStrip, 'Stagehand', noah.id, 'notNeeded');
  await item(concert, 'Runner', null, 'pending');

  await createUnsubscribeToken(tx, t, crew.id, DEMO_UNSUBSCRIBE_TOKEN);
}
