/**
 * A season of crew items (npm run bench, crew-items section): written inside the api
 * child (serve.ts) into the demo tenant it just seeded, and by the planning calendar's cost test
 * (api/routes/planning-calendar/planning-calendar.list-cost.test.ts). Over 26 weeks from this
 * week's Monday: `size` crew items (20,000 by default) on 40 client projects of the demo companies,
 * each with crews of 25 positions on its days, 300 crew members (no sign-in), every status,
 * one in twenty a spare position, open positions and vacancies applied to; and each crew member's
 * blocked dates and vacations. Functions and projects through the seed factories (createFunction,
 * createProject); people, crews and items as the same rows in bulk inserts, so the api child is
 * ready within the stack's start timeout on a loaded machine. Deterministic: the same size gives the same rows.
 *
 * The section measures operations from CREW_ITEMS_OPERATIONS (crew-items.ts): the crew item list
 * joins with one entry there, reading the same fixture.
 */
import { eq, sql } from 'drizzle-orm';
import type { CrewItemStatus } from '../../machines/crewItemStatus.machine';
import { companies, persons, tenants } from '../../api/db/core.tables';
import type { Database } from '../../api/db/database';
import { blockDates, vacationRequests } from '../../api/db/tables/calendar.tables';
import { projectCrewItems } from '../../api/db/tables/project-crew-items.tables';
import { createFunction, createProject } from '../../api/routes/projects/projects.seed';
import { projectCrews } from '../../api/db/tables/projects.tables';

/** What the bench builds its requests from (sent to the parent in the api child's ready message). */
export interface CrewItemsFixture {
  crewItems: number;
  /** The season's first and last day (a Monday, 26 weeks later a Sunday). */
  seasonBegin: string;
  seasonEnd: string;
  projectIds: string[];
  functionIds: string[];
  personIds: string[];
  /** Every crew item's id, in insert order (the booking check's rotation picks from them). */
  crewItemIds: string[];
}

export const CREW_ITEMS_FIXTURE_LOGINS = {
  planner: 'planner@demo.test',
  client: 'client@demo.test',
};

const DAY_MS = 86_400_000;
const WEEKS = 26;
const PROJECTS = 40;
const PER_CREW = 25;
const PEOPLE = 300;
const CHUNK = 1000;
const FUNCTIONS = [
  'Stagehand',
  'Rigger',
  'Forklift driver',
  'Runner',
  'Light technician',
  'Sound technician',
];
const STATUSES: CrewItemStatus[] = [
  'confirmed',
  'confirmed',
  'confirmed',
  'pending',
  'pending',
  'notNeeded',
  'cancelled',
  'noShow',
];

/** A small seeded generator (mulberry32), as projects-fixture.ts. */
export function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** This week's Monday, 00:00 UTC. */
function mondayOf(now: Date): number {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return midnight - ((new Date(midnight).getUTCDay() + 6) % 7) * DAY_MS;
}

export async function seedCrewItemsFixture(
  database: Database,
  size = 20_000,
  now = new Date(),
): Promise<CrewItemsFixture> {
  const begin = mondayOf(now);
  const days = WEEKS * 7;
  const fixture = await database.transaction(async (tx) => {
    const [tenant] = await tx.select({ id: tenants.id }).from(tenants).orderBy(tenants.id).limit(1);
    if (!tenant) throw new Error('crew items fixture: no demo tenant');
    const tenantId = tenant.id;
    const companyIds = (
      await tx
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.tenantId, tenantId))
        .orderBy(companies.id)
    ).map((row) => row.id);
    if (companyIds.length === 0)
      throw new Error('crew items fixture: the demo tenant has no company');
    const random = generator(size);
    const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;

    const functionIds: number[] = [];
    for (const name of FUNCTIONS)
      functionIds.push((await createFunction(tx, tenantId, `${name} (season)`)).id);
    // One insert for the people (createPerson's rows without its one-by-one round trips).
    const personIds = (
      await tx
        .insert(persons)
        .values(
          Array.from({ length: PEOPLE }, (_, i) => ({
            tenantId,
            name: `Season Crew ${i + 1}`,
            email: `season.crew.${i + 1}@bench.test`,
            passwordHash: null,
          })),
        )
        .returning({ id: persons.id })
    ).map((row) => row.id);

    // Projects spread over the season, each 3–10 days; crews of PER_CREW positions on their days.
    const crewsNeeded = Math.ceil(size / PER_CREW);
    const projects: Array<{ id: number; first: number; length: number }> = [];
    for (let i = 0; i < PROJECTS; i += 1) {
      const first = begin + Math.floor(random() * (days - 10)) * DAY_MS;
      const length = 3 + Math.floor(random() * 8);
      const project = await createProject(tx, tenantId, {
        number: `S${String(i + 1).padStart(4, '0')}`,
        name: `Season event ${i + 1}`,
        companyId: pick(companyIds),
        beginDate: dayOf(first),
        endDate: dayOf(first + (length - 1) * DAY_MS),
      });
      projects.push({ id: project.id, first, length });
    }
    // The crews as createCrew's rows, in bulk; then their positions.
    const crewRows = Array.from({ length: crewsNeeded }, (_, c) => {
      const project = projects[c % PROJECTS] as (typeof projects)[number];
      const day = project.first + Math.floor(random() * project.length) * DAY_MS;
      const startsAt = new Date(day + (6 + Math.floor(random() * 10)) * 3_600_000);
      const endsAt = new Date(startsAt.getTime() + (4 + Math.floor(random() * 6)) * 3_600_000);
      return { tenantId, projectId: project.id, caption: `Shift ${c + 1}`, startsAt, endsAt };
    });
    const crews: Array<{ id: number; startsAt: Date; endsAt: Date }> = [];
    for (let start = 0; start < crewRows.length; start += CHUNK)
      crews.push(
        ...(await tx
          .insert(projectCrews)
          .values(crewRows.slice(start, start + CHUNK))
          .returning({
            id: projectCrews.id,
            startsAt: projectCrews.startsAt,
            endsAt: projectCrews.endsAt,
          })),
      );
    const items: Array<typeof projectCrewItems.$inferInsert> = [];
    for (const crew of crews) {
      const { startsAt, endsAt } = crew;
      for (let p = 0; p < PER_CREW && items.length < size; p += 1) {
        const open = random() < 0.08;
        const status = open ? 'pending' : pick(STATUSES);
        const applied = !open && status === 'pending' && random() < 0.3;
        items.push({
          tenantId,
          crewId: crew.id,
          functionId: pick(functionIds),
          personId: open ? null : pick(personIds),
          status,
          startsAt,
          endsAt,
          confirmedAt: status === 'confirmed' ? new Date(startsAt.getTime() - 7 * DAY_MS) : null,
          cancelledAt: status === 'cancelled' ? new Date(startsAt.getTime() - 2 * DAY_MS) : null,
          spare: random() < 0.05,
          vacancy: open || applied,
          appliedAt: applied ? new Date(startsAt.getTime() - 3 * DAY_MS) : null,
        });
      }
    }
    const crewItemIds: number[] = [];
    for (let start = 0; start < items.length; start += CHUNK)
      crewItemIds.push(
        ...(
          await tx
            .insert(projectCrewItems)
            .values(items.slice(start, start + CHUNK))
            .returning({ id: projectCrewItems.id })
        ).map((row) => row.id),
      );

    // Each crew member's own days: a blocked date and a vacation somewhere in the season.
    const blocks = personIds.map((personId) => {
      const day = begin + Math.floor(random() * days) * DAY_MS;
      return {
        tenantId,
        personId,
        beginDate: dayOf(day),
        endDate: dayOf(day + Math.floor(random() * 2) * DAY_MS),
        reason: 'Unavailable',
        createdAt: now,
      };
    });
    const vacations = personIds.map((personId) => {
      const day = begin + Math.floor(random() * (days - 7)) * DAY_MS;
      return {
        tenantId,
        personId,
        beginDate: dayOf(day),
        endDate: dayOf(day + (2 + Math.floor(random() * 6)) * DAY_MS),
        paid: random() < 0.7,
        status: pick(['requested', 'approved', 'declined'] as const),
        createdAt: now,
      };
    });
    await tx.insert(blockDates).values(blocks);
    await tx.insert(vacationRequests).values(vacations);
    return {
      crewItems: items.length,
      seasonBegin: dayOf(begin),
      seasonEnd: dayOf(begin + (days - 1) * DAY_MS),
      projectIds: projects.map((project) => String(project.id)),
      functionIds: functionIds.map(String),
      personIds: personIds.map(String),
      crewItemIds: crewItemIds.map(String),
    };
  });
  // Fresh statistics, as autovacuum would have after a bulk load.
  for (const table of [
    'project_crew_items',
    'project_crews',
    'projects',
    'persons',
    'block_dates',
    'vacation_requests',
  ])
    await database.db.execute(sql.raw(`analyze ${table}`));
  return fixture;
}
