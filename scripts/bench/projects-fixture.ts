/**
 * The projects list's data (npm run bench, projects section): written inside the api
 * child (serve.ts) into the demo tenant it just seeded, and by the list's cost test
 * (api/routes/projects/projects.list-cost.test.ts). `projects` client projects beginning from
 * 2018-01-01 to the end of next year, spread over the demo companies, branches (and none), every
 * status and three managers (planner@, chief@, none), each 1–5 days long; plus one internal
 * sickness or vacation project per hundred, which the list must leave out (SPEC.md §7).
 * Deterministic: the same size gives the same rows.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../api/db/database';
import { companies, persons, tenants } from '../../api/db/core.tables';
import { branches, projects } from '../../api/db/tables/projects.tables';
import { PROJECT_STATUSES } from '../../machines/projects.types';
import type { ProjectKind, ProjectStatus } from '../../machines/projects.types';

/** What the bench builds its filters from (sent to the parent in the api child's ready message). */
export interface ProjectsFixture {
  /** Client projects added (the list shows them, with the demo's own). */
  projects: number;
  /** Internal sickness / vacation projects added (the list never shows them). */
  internal: number;
  /** The demo tenant's companies and branches, as the app's filter options carry them. */
  companyIds: string[];
  branchIds: string[];
  /** A word in about one name of eight (a text search with many matches). */
  commonWord: string;
  /** One project's number (a text search with one match). */
  sampleNumber: string;
  /** The year the fixture was seeded in: its projects reach to the end of the next. */
  year: number;
}

export const PROJECTS_FIXTURE_LOGINS = { planner: 'planner@demo.test', chief: 'chief@demo.test' };

const EVENTS = [
  'Jazz Festival',
  'Boat Show',
  'Trade Fair',
  'Product Launch',
  'Open Air',
  'Gala Dinner',
  'Conference',
  'City Marathon',
] as const;
const CITIES = ['Rotterdam', 'Utrecht', 'Düsseldorf', 'Antwerp', 'Hamburg', 'Lyon', 'Cardiff'];
const FIRST_DAY = Date.UTC(2018, 0, 1);
const DAY_MS = 86_400_000;
const CHUNK = 500;

/** A small seeded generator (mulberry32): the fixture is the same on every run. */
function generator(seed: number): () => number {
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

export async function seedProjectsFixture(
  database: Database,
  size: number,
  now = new Date(),
): Promise<ProjectsFixture> {
  const fixture = await database.transaction(async (tx) => {
    const [tenant] = await tx.select({ id: tenants.id }).from(tenants).orderBy(tenants.id).limit(1);
    if (!tenant) throw new Error('projects fixture: no demo tenant');
    const tenantId = tenant.id;
    const companyIds = (
      await tx
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.tenantId, tenantId))
        .orderBy(companies.id)
    ).map((row) => row.id);
    const branchIds = (
      await tx
        .select({ id: branches.id })
        .from(branches)
        .where(eq(branches.tenantId, tenantId))
        .orderBy(branches.id)
    ).map((row) => row.id);
    const managers = await tx
      .select({ id: persons.id, email: persons.email })
      .from(persons)
      .where(
        and(
          eq(persons.tenantId, tenantId),
          inArray(persons.email, Object.values(PROJECTS_FIXTURE_LOGINS)),
        ),
      );
    const managerIds = [
      ...Object.values(PROJECTS_FIXTURE_LOGINS).map(
        (email) => managers.find((row) => row.email === email)?.id,
      ),
      null,
    ];
    if (companyIds.length === 0 || branchIds.length === 0 || managerIds.includes(undefined))
      throw new Error('projects fixture: the demo tenant lacks its companies, branches or planner');

    const year = now.getUTCFullYear();
    const days = Math.round((Date.UTC(year + 1, 11, 31) - FIRST_DAY) / DAY_MS) + 1;
    const random = generator(size);
    const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
    const row = (i: number, kind: ProjectKind) => {
      const begin = FIRST_DAY + Math.floor(random() * days) * DAY_MS;
      const beginDate = dayOf(begin);
      const internal = kind !== 'client';
      const companyId = pick(companyIds);
      return {
        tenantId,
        number: `${internal ? 'I' : 'P'}${String(i + 1).padStart(5, '0')}`,
        name: internal
          ? kind === 'sickness'
            ? 'Sickness'
            : 'Vacation'
          : `${pick(EVENTS)} ${pick(CITIES)} ${beginDate.slice(0, 4)}`,
        companyId,
        branchId: pick([...branchIds, null]),
        status: pick<ProjectStatus>(PROJECT_STATUSES),
        kind,
        managerPersonId: pick(managerIds) ?? null,
        beginDate,
        endDate: dayOf(begin + Math.floor(random() * 5) * DAY_MS),
        clientMark: `C${companyId}-${String(i + 1).padStart(5, '0')}`,
        reference: `PO-${String(Math.floor(random() * 1_000_000)).padStart(6, '0')}`,
      };
    };
    const internal = Math.floor(size / 100);
    const rows = [
      ...Array.from({ length: size }, (_, i) => row(i, 'client')),
      ...Array.from({ length: internal }, (_, i) => row(i, i % 2 === 0 ? 'sickness' : 'vacation')),
    ];
    for (let start = 0; start < rows.length; start += CHUNK)
      await tx.insert(projects).values(rows.slice(start, start + CHUNK));
    return {
      projects: size,
      internal,
      companyIds: companyIds.map(String),
      branchIds: branchIds.map(String),
      commonWord: 'jazz',
      sampleNumber: `P${String(Math.max(1, Math.ceil(size / 2))).padStart(5, '0')}`,
      year,
    };
  });
  // Fresh statistics, as autovacuum would have after a bulk load: the planner sizes the table right.
  await database.db.execute(sql`analyze projects`);
  return fixture;
}
