import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../database';
import type { Database } from '../database';
import { migrateDatabase } from '../migrate';
import { persons, tenantHosts, tenants } from '../core.tables';
import { crewItemStatusActivities } from '../tables/crew-item-activities.tables';
import { projectCrewItems } from '../tables/project-crew-items.tables';
import { projectCrews, projects } from '../tables/projects.tables';
import { seedDemoIfEmpty } from './demo';
import { todaysShiftStart } from '../../routes/projects/projects.seed';
import { dayAt } from './factories';

describe('demo seed', () => {
  const now = new Date('2026-03-10T09:30:00Z');
  let database: Database;
  let seeded: boolean;
  beforeAll(async () => {
    database = await openDatabase({ memory: true });
    await migrateDatabase(database);
    seeded = await seedDemoIfEmpty(database, { now });
  });
  afterAll(() => database.close());

  const jobsOf = async (email: string) => {
    const [person] = await database.db.select().from(persons).where(eq(persons.email, email));
    return database.db
      .select({
        status: projectCrewItems.status,
        startsAt: projectCrewItems.startsAt,
        chief: projectCrews.crewChiefPersonId,
      })
      .from(projectCrewItems)
      .innerJoin(projectCrews, eq(projectCrews.id, projectCrewItems.crewId))
      .where(eq(projectCrewItems.personId, person?.id ?? -1));
  };

  it('seeds an empty database once', async () => {
    expect(seeded).toBe(true);
    expect(await seedDemoIfEmpty(database, { now })).toBe(false);
    expect(await database.db.select().from(tenants)).toHaveLength(1);
    const [host] = await database.db
      .select()
      .from(tenantHosts)
      .where(eq(tenantHosts.isDefault, true));
    expect(host?.host).toBe('localhost');
  });

  it('writes the crew items’ history in the past, each trail in order', async () => {
    const rows = await database.db
      .select({
        crewItemId: crewItemStatusActivities.crewItemId,
        id: crewItemStatusActivities.id,
        at: crewItemStatusActivities.at,
      })
      .from(crewItemStatusActivities)
      .orderBy(crewItemStatusActivities.id);
    expect(rows.length).toBeGreaterThan(4);
    expect(rows.filter((row) => row.at > now)).toEqual([]);
    const last = new Map<number, Date>();
    for (const row of rows) {
      const before = last.get(row.crewItemId);
      if (before) expect(row.at.getTime()).toBeGreaterThanOrEqual(before.getTime());
      last.set(row.crewItemId, row.at);
    }
  });

  it('gives crew@ jobs today, upcoming (two pending) and past (one no-show)', async () => {
    const jobs = await jobsOf('crew@demo.test');
    const today = dayAt(now, 0).getTime();
    const tomorrow = dayAt(now, 1).getTime();
    const upcoming = jobs.filter((job) => job.startsAt.getTime() >= tomorrow);
    expect(
      jobs.some((job) => job.startsAt.getTime() >= today && job.startsAt.getTime() < tomorrow),
    ).toBe(true);
    expect(upcoming.length).toBeGreaterThanOrEqual(3);
    expect(upcoming.filter((job) => job.status === 'pending').length).toBeGreaterThanOrEqual(2);
    const past = jobs.filter((job) => job.startsAt.getTime() < today);
    expect(past.length).toBeGreaterThanOrEqual(3);
    expect(past.some((job) => job.status === 'noShow' || job.status === 'notNeeded')).toBe(true);
  });

  it('makes chief@ the crew chief of today’s crew and gives the project 1001 to the client’s company', async () => {
    const [chief] = await database.db
      .select()
      .from(persons)
      .where(eq(persons.email, 'chief@demo.test'));
    const today = await database.db
      .select()
      .from(projectCrews)
      .where(and(eq(projectCrews.startsAt, todaysShiftStart(now))));
    expect(today.map((crew) => crew.crewChiefPersonId)).toContain(chief?.id);
    const [client] = await database.db
      .select()
      .from(persons)
      .where(eq(persons.email, 'client@demo.test'));
    const [winter] = await database.db.select().from(projects).where(eq(projects.number, '1001'));
    expect(winter).toMatchObject({ name: 'Winter Festival', companyId: client?.companyId });
    expect(winter?.beginDate).toBe('2026-03-09');
    expect(winter?.endDate).toBe('2026-03-13');
    const [office] = await database.db
      .select()
      .from(persons)
      .where(eq(persons.email, 'office@demo.test'));
    expect(office?.language).toBe('de');
  });
});
