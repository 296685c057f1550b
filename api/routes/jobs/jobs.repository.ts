import { and, asc, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  companies,
  functions,
  locations,
  persons,
  projectCrewItems,
  projectCrews,
  projects,
} from '../../db/schema';
import type { CrewItemStatus } from '../../db/schema';
import { formatNullableTimestamp, formatTimestamp, startOfUtcDay } from '../../lib/format';

export interface Job {
  id: number;
  status: CrewItemStatus;
  startsAt: string;
  endsAt: string;
  function: { id: number; caption: string };
  project: {
    id: number;
    number: string;
    name: string;
    beginDate: string;
    endDate: string;
    company: { id: number; caption: string };
  };
  crew: { id: number; caption: string };
  location: {
    id: number;
    caption: string;
    address: string;
    city: string;
    latitude: number | null;
    longitude: number | null;
  } | null;
  isCrewChief: boolean;
  confirmedAt: string | null;
  remark: string | null;
}

export interface Person {
  id: number;
  caption: string;
  phone: string | null;
  email: string;
}

/** Which crew items a caller may see: OWN narrows to their own person, ALL to the tenant. */
export interface JobScope {
  tenantId: number;
  /** The caller's person (for isCrewChief and OWN). */
  personId: number | null;
  ownOnly: boolean;
}

function selectJobs(db: Db) {
  return db
    .select({
      item: projectCrewItems,
      crew: projectCrews,
      project: projects,
      company: { id: companies.id, name: companies.name },
      fn: { id: functions.id, name: functions.name },
      location: locations,
    })
    .from(projectCrewItems)
    .innerJoin(projectCrews, eq(projectCrews.id, projectCrewItems.crewId))
    .innerJoin(projects, eq(projects.id, projectCrews.projectId))
    .innerJoin(companies, eq(companies.id, projects.companyId))
    .innerJoin(functions, eq(functions.id, projectCrewItems.functionId))
    .leftJoin(locations, eq(locations.id, projectCrews.locationId));
}

type JobRow = Awaited<ReturnType<ReturnType<typeof selectJobs>['where']>>[number];

function visible(scope: JobScope): SQL | undefined {
  // OWN without a person (a project token) must see nothing, not everything.
  if (scope.ownOnly) {
    return scope.personId === null ? sql`false` : eq(projectCrewItems.personId, scope.personId);
  }
  return undefined;
}

export async function listJobs(
  db: Db,
  scope: JobScope,
  options: { limit: number; page: number; now: Date },
): Promise<{ items: Job[]; total: number }> {
  // The list is always the caller's own jobs, whatever their permission type.
  const where = and(
    eq(projectCrewItems.tenantId, scope.tenantId),
    scope.personId === null ? sql`false` : eq(projectCrewItems.personId, scope.personId),
  );
  const today = startOfUtcDay(options.now);
  const upcoming = gte(projectCrewItems.startsAt, today);
  const rows = await selectJobs(db)
    .where(where)
    // Today's and upcoming jobs first, soonest first; then past jobs, most recent first.
    .orderBy(
      sql`case when ${upcoming} then 0 else 1 end`,
      sql`case when ${upcoming} then ${projectCrewItems.startsAt} end asc`,
      desc(projectCrewItems.startsAt),
      asc(projectCrewItems.id),
    )
    .limit(options.limit)
    .offset((options.page - 1) * options.limit);
  const [totals] = await db.select({ total: count() }).from(projectCrewItems).where(where);
  return { items: rows.map((row) => toJob(row, scope.personId)), total: totals?.total ?? 0 };
}

export async function findJob(db: Db, scope: JobScope, id: number): Promise<Job | undefined> {
  const [row] = await selectJobs(db)
    .where(and(eq(projectCrewItems.tenantId, scope.tenantId), eq(projectCrewItems.id, id), visible(scope)))
    .limit(1);
  return row && toJob(row, scope.personId);
}

export async function findCrewChief(db: Db, scope: JobScope, jobId: number): Promise<Person | undefined | null> {
  const [row] = await db
    .select({ chiefId: projectCrews.crewChiefPersonId })
    .from(projectCrewItems)
    .innerJoin(projectCrews, eq(projectCrews.id, projectCrewItems.crewId))
    .where(and(eq(projectCrewItems.tenantId, scope.tenantId), eq(projectCrewItems.id, jobId), visible(scope)))
    .limit(1);
  if (!row) return undefined;
  if (row.chiefId === null) return null;
  const [chief] = await db
    .select({ id: persons.id, caption: persons.name, phone: persons.phone, email: persons.email })
    .from(persons)
    .where(and(eq(persons.tenantId, scope.tenantId), eq(persons.id, row.chiefId)))
    .limit(1);
  return chief ?? null;
}

/** pending → confirmed in one statement, so two confirmations can never both succeed. */
export async function confirmJob(
  db: Db,
  scope: JobScope,
  id: number,
  now: Date,
): Promise<'confirmed' | 'notPending' | 'notFound'> {
  const [updated] = await db
    .update(projectCrewItems)
    .set({ status: 'confirmed', confirmedAt: now })
    .where(
      and(
        eq(projectCrewItems.tenantId, scope.tenantId),
        eq(projectCrewItems.id, id),
        eq(projectCrewItems.status, 'pending'),
        visible(scope),
      ),
    )
    .returning({ id: projectCrewItems.id });
  if (updated) return 'confirmed';
  const [existing] = await db
    .select({ id: projectCrewItems.id })
    .from(projectCrewItems)
    .where(and(eq(projectCrewItems.tenantId, scope.tenantId), eq(projectCrewItems.id, id), visible(scope)))
    .limit(1);
  return existing ? 'notPending' : 'notFound';
}

function toJob(row: JobRow, personId: number | null): Job {
  const { item, crew, project, company, fn, location } = row;
  return {
    id: item.id,
    status: item.status,
    startsAt: formatTimestamp(item.startsAt),
    endsAt: formatTimestamp(item.endsAt),
    function: { id: fn.id, caption: fn.name },
    project: {
      id: project.id,
      number: project.number,
      name: project.name,
      beginDate: project.beginDate,
      endDate: project.endDate,
      company: { id: company.id, caption: company.name },
    },
    crew: { id: crew.id, caption: crew.caption },
    location: location && {
      id: location.id,
      caption: location.name,
      address: location.address,
      city: location.city,
      latitude: location.latitude,
      longitude: location.longitude,
    },
    isCrewChief: personId !== null && crew.crewChiefPersonId === personId,
    confirmedAt: formatNullableTimestamp(item.confirmedAt),
    remark: item.remark,
  };
}
