import { and, asc, count, desc, eq, gt, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { companies, persons } from '../../db/core.tables';
import { functions, locations, projectCrews, projects } from '../../db/tables/projects.tables';
import { jobChangeAcknowledgements } from './jobs.tables';
import { projectCrewItems } from '../../db/tables/project-crew-items.tables';
import type { CrewItemStatus } from '../../../machines/crewItemStatus.machine';
import { formatNullableTimestamp, formatTimestamp } from '../../lib/format';
import { venueTimeZone } from '../../lib/venue-zone';
import type { Job, JobChange } from './jobs.schemas';
import type { Person } from '../../lib/person.schemas';

/** Which crew items a caller may see: OWN narrows to their own person, ALL to the tenant. */
export interface JobScope {
  tenantId: number;
  /** The caller's person (for isCrewChief and OWN). */
  personId: number | null;
  ownOnly: boolean;
}

/** The crew's chief, a second join on persons (the caller's own person is not joined). */
const crewChiefs = alias(persons, 'crew_chief');

/** The crew chief of a crew: only a person of the job's own tenant, whatever the id points at. */
const crewChiefJoin = and(
  eq(crewChiefs.id, projectCrews.crewChiefPersonId),
  eq(crewChiefs.tenantId, projectCrewItems.tenantId),
);

const crewChiefColumns = {
  id: crewChiefs.id,
  caption: crewChiefs.name,
  phone: crewChiefs.phone,
  email: crewChiefs.email,
};

/**
 * The items with what a Job shows, and how many items the query matches before LIMIT and OFFSET
 * (`total`, a window count: listJobs gets its page and its total in one round trip). The inner joins
 * follow NOT NULL foreign keys, so they never drop an item: the count is the count of the items.
 */
function selectJobs(db: Db) {
  return (
    db
      // Only the columns a Job shows (toJob) and a job change needs (listJobChanges): whole rows of four
      // tables were three times the columns, each parsed by pg and mapped by drizzle on every request.
      .select({
        item: {
          id: projectCrewItems.id,
          status: projectCrewItems.status,
          startsAt: projectCrewItems.startsAt,
          endsAt: projectCrewItems.endsAt,
          confirmedAt: projectCrewItems.confirmedAt,
          remark: projectCrewItems.remark,
          spare: projectCrewItems.spare,
          changedAt: projectCrewItems.changedAt,
          cancelledAt: projectCrewItems.cancelledAt,
        },
        crew: {
          id: projectCrews.id,
          caption: projectCrews.caption,
          crewChiefPersonId: projectCrews.crewChiefPersonId,
        },
        project: {
          id: projects.id,
          number: projects.number,
          name: projects.name,
          beginDate: projects.beginDate,
          endDate: projects.endDate,
        },
        company: { id: companies.id, name: companies.name },
        fn: { id: functions.id, name: functions.name },
        // A left join: all columns null (no location) makes the object null.
        location: {
          id: locations.id,
          name: locations.name,
          address: locations.address,
          city: locations.city,
          latitude: locations.latitude,
          longitude: locations.longitude,
        },
        // A left join: all columns null (no chief, or not of this tenant) makes the object null.
        crewChief: crewChiefColumns,
        timeZone: venueTimeZone,
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(projectCrewItems)
      .innerJoin(projectCrews, eq(projectCrews.id, projectCrewItems.crewId))
      .innerJoin(projects, eq(projects.id, projectCrews.projectId))
      .innerJoin(companies, eq(companies.id, projects.companyId))
      .innerJoin(functions, eq(functions.id, projectCrewItems.functionId))
      .leftJoin(locations, eq(locations.id, projectCrews.locationId))
      .leftJoin(crewChiefs, crewChiefJoin)
  );
}

type JobRow = Awaited<ReturnType<ReturnType<typeof selectJobs>['where']>>[number];

function visible(scope: JobScope): SQL | undefined {
  // OWN without a person (a project token) must see nothing, not everything.
  if (scope.ownOnly) {
    return scope.personId === null ? sql`false` : eq(projectCrewItems.personId, scope.personId);
  }
  return undefined;
}

/**
 * The jobs list as a prepared statement, built once per database handle: the same SQL every time, so
 * drizzle does not rebuild it per request and PostgreSQL parses it once per connection (a named
 * statement). Jobs not over yet (running or to come) first, soonest first; then past jobs, most
 * recent first. "Over" is the job's end against now, not a calendar day: a night shift that began
 * before midnight stays on top until it ends, in every time zone.
 */
function prepareListJobs(db: Db) {
  const upcoming = gte(projectCrewItems.endsAt, sql.placeholder('now'));
  return selectJobs(db)
    .where(
      and(
        eq(projectCrewItems.tenantId, sql.placeholder('tenantId')),
        eq(projectCrewItems.personId, sql.placeholder('personId')),
      ),
    )
    .orderBy(
      sql`case when ${upcoming} then 0 else 1 end`,
      sql`case when ${upcoming} then ${projectCrewItems.startsAt} end asc`,
      desc(projectCrewItems.startsAt),
      asc(projectCrewItems.id),
    )
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('crewhub_list_jobs');
}

const listJobsStatements = new WeakMap<Db, ReturnType<typeof prepareListJobs>>();

function listJobsStatement(db: Db): ReturnType<typeof prepareListJobs> {
  let statement = listJobsStatements.get(db);
  if (!statement) {
    statement = prepareListJobs(db);
    listJobsStatements.set(db, statement);
  }
  return statement;
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
  // The total comes with the page (selectJobs' window count): one round trip instead of two.
  const rows =
    scope.personId === null
      ? []
      : await listJobsStatement(db).execute({
          tenantId: scope.tenantId,
          personId: scope.personId,
          // As drizzle sends a timestamptz parameter.
          now: options.now.toISOString(),
          limit: options.limit,
          offset: (options.page - 1) * options.limit,
        });
  // No row on the first page: there is none at all. A page past the end has no row to carry the
  // total: count then.
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && options.page > 1) {
    const [totals] = await db.select({ total: count() }).from(projectCrewItems).where(where);
    total = totals?.total ?? 0;
  }
  return { items: rows.map((row) => toJob(row, scope.personId)), total };
}

/**
 * The caller's own jobs that meet the UTC instants [from, to): every job on a calendar's visible
 * days, a multi-day job included, soonest first. Not paged beyond limit/page like the list.
 */
export async function listJobsBetween(
  db: Db,
  scope: JobScope,
  options: { from: Date; to: Date; limit: number; page: number },
): Promise<{ items: Job[]; total: number }> {
  if (scope.personId === null) return { items: [], total: 0 };
  const where = and(
    eq(projectCrewItems.tenantId, scope.tenantId),
    eq(projectCrewItems.personId, scope.personId),
    lt(projectCrewItems.startsAt, options.to),
    gt(projectCrewItems.endsAt, options.from),
  );
  const rows = await selectJobs(db)
    .where(where)
    .orderBy(asc(projectCrewItems.startsAt), asc(projectCrewItems.id))
    .limit(options.limit)
    .offset((options.page - 1) * options.limit);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && options.page > 1) {
    const [totals] = await db.select({ total: count() }).from(projectCrewItems).where(where);
    total = totals?.total ?? 0;
  }
  return { items: rows.map((row) => toJob(row, scope.personId)), total };
}

export async function findJob(db: Db, scope: JobScope, id: number): Promise<Job | undefined> {
  const [row] = await selectJobs(db)
    .where(
      and(
        eq(projectCrewItems.tenantId, scope.tenantId),
        eq(projectCrewItems.id, id),
        visible(scope),
      ),
    )
    .limit(1);
  return row && toJob(row, scope.personId);
}

/** undefined: no such job in the caller's scope; null: the job's crew has no crew chief. */
export async function findCrewChief(
  db: Db,
  scope: JobScope,
  jobId: number,
): Promise<Person | undefined | null> {
  const [row] = await db
    .select({ crewChief: crewChiefColumns })
    .from(projectCrewItems)
    .innerJoin(projectCrews, eq(projectCrews.id, projectCrewItems.crewId))
    .leftJoin(crewChiefs, crewChiefJoin)
    .where(
      and(
        eq(projectCrewItems.tenantId, scope.tenantId),
        eq(projectCrewItems.id, jobId),
        visible(scope),
      ),
    )
    .limit(1);
  return row && row.crewChief;
}

/** The project's manager, a third join on persons: only a person of the job's own tenant. */
const managers = alias(persons, 'project_manager');

/** undefined: no such job in the caller's scope; null: the job's project has no manager. */
export async function findProjectManager(
  db: Db,
  scope: JobScope,
  jobId: number,
): Promise<Person | undefined | null> {
  const [row] = await db
    .select({
      manager: {
        id: managers.id,
        caption: managers.name,
        phone: managers.phone,
        email: managers.email,
      },
    })
    .from(projectCrewItems)
    .innerJoin(projectCrews, eq(projectCrews.id, projectCrewItems.crewId))
    .innerJoin(projects, eq(projects.id, projectCrews.projectId))
    .leftJoin(
      managers,
      and(
        eq(managers.id, projects.managerPersonId),
        eq(managers.tenantId, projectCrewItems.tenantId),
      ),
    )
    .where(
      and(
        eq(projectCrewItems.tenantId, scope.tenantId),
        eq(projectCrewItems.id, jobId),
        visible(scope),
      ),
    )
    .limit(1);
  return row && row.manager;
}

/** When a job last changed for its person: a cancellation, else a change of times or place. */
const changeTime = sql<Date>`coalesce(${projectCrewItems.cancelledAt}, ${projectCrewItems.changedAt})`;

/**
 * The caller's jobs changed or cancelled and not acknowledged since (the home's changes, decision
 * 101): a job whose acknowledgement is older than its change shows again. Jobs that ended more than
 * a day before `now` are history, not news. Newest change first.
 */
export async function listJobChanges(db: Db, scope: JobScope, now: Date): Promise<JobChange[]> {
  if (scope.personId === null) return [];
  const rows = await selectJobs(db)
    .leftJoin(
      jobChangeAcknowledgements,
      and(
        eq(jobChangeAcknowledgements.crewItemId, projectCrewItems.id),
        eq(jobChangeAcknowledgements.personId, scope.personId),
      ),
    )
    .where(
      and(
        eq(projectCrewItems.tenantId, scope.tenantId),
        eq(projectCrewItems.personId, scope.personId),
        or(
          and(
            eq(projectCrewItems.status, 'cancelled'),
            sql`${projectCrewItems.cancelledAt} is not null`,
          ),
          and(
            sql`${projectCrewItems.changedAt} is not null`,
            sql`${projectCrewItems.status} <> 'cancelled'`,
          ),
        ),
        gt(projectCrewItems.endsAt, new Date(now.getTime() - 24 * 3600 * 1000)),
        or(
          isNull(jobChangeAcknowledgements.id),
          lt(jobChangeAcknowledgements.acknowledgedAt, changeTime),
        ),
      ),
    )
    .orderBy(desc(changeTime), asc(projectCrewItems.id));
  return rows.map((row) => {
    const cancelled = row.item.status === 'cancelled';
    const at = cancelled ? row.item.cancelledAt : row.item.changedAt;
    if (!at) throw new Error(`job ${row.item.id} has a change without a time`);
    return {
      job: toJob(row, scope.personId),
      kind: cancelled ? 'cancelled' : 'changed',
      at: formatTimestamp(at),
    };
  });
}

/**
 * The caller acknowledges the change of their job: stores the time per person (an upsert, so a
 * repeat is harmless). false when the job is not the caller's.
 */
export async function acknowledgeJobChange(
  db: Db,
  scope: JobScope,
  jobId: number,
  at: Date,
): Promise<boolean> {
  if (scope.personId === null) return false;
  const [job] = await db
    .select({ id: projectCrewItems.id })
    .from(projectCrewItems)
    .where(
      and(
        eq(projectCrewItems.tenantId, scope.tenantId),
        eq(projectCrewItems.id, jobId),
        eq(projectCrewItems.personId, scope.personId),
      ),
    )
    .limit(1);
  if (!job) return false;
  await db
    .insert(jobChangeAcknowledgements)
    .values({
      tenantId: scope.tenantId,
      personId: scope.personId,
      crewItemId: jobId,
      acknowledgedAt: at,
    })
    .onConflictDoUpdate({
      target: [jobChangeAcknowledgements.crewItemId, jobChangeAcknowledgements.personId],
      set: { acknowledgedAt: at },
    });
  return true;
}

/** The stored status of a job in the caller's scope (undefined: no such job there). */
export async function findJobStatus(
  db: Db,
  scope: JobScope,
  id: number,
): Promise<CrewItemStatus | undefined> {
  const [row] = await db
    .select({ status: projectCrewItems.status })
    .from(projectCrewItems)
    .where(
      and(
        eq(projectCrewItems.tenantId, scope.tenantId),
        eq(projectCrewItems.id, id),
        visible(scope),
      ),
    )
    .limit(1);
  return row?.status;
}

/**
 * Compare-and-set: moves the job to `to` only while it is still in `from` (the state the machine
 * decided from); false when another request changed it first. Entering confirmed stamps confirmedAt.
 */
export async function moveJobStatus(
  db: Db,
  scope: JobScope,
  id: number,
  change: { from: CrewItemStatus; to: CrewItemStatus; at: Date },
): Promise<boolean> {
  const [updated] = await db
    .update(projectCrewItems)
    .set({ status: change.to, ...(change.to === 'confirmed' ? { confirmedAt: change.at } : {}) })
    .where(
      and(
        eq(projectCrewItems.tenantId, scope.tenantId),
        eq(projectCrewItems.id, id),
        eq(projectCrewItems.status, change.from),
        visible(scope),
      ),
    )
    .returning({ id: projectCrewItems.id });
  return updated !== undefined;
}

function toJob(row: JobRow, personId: number | null): Job {
  const { item, crew, project, company, fn, location, crewChief, timeZone } = row;
  return {
    id: item.id,
    status: item.status,
    startsAt: formatTimestamp(item.startsAt),
    endsAt: formatTimestamp(item.endsAt),
    timeZone,
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
    spare: item.spare,
    changedAt: formatNullableTimestamp(item.changedAt),
    crewChief,
  };
}

/** Whose job it is (the person a notification about it goes to); null when none or not visible. */
export async function findJobPerson(db: Db, scope: JobScope, id: number): Promise<number | null> {
  const [row] = await db
    .select({ personId: projectCrewItems.personId })
    .from(projectCrewItems)
    .where(
      and(
        eq(projectCrewItems.tenantId, scope.tenantId),
        eq(projectCrewItems.id, id),
        visible(scope),
      ),
    )
    .limit(1);
  return row?.personId ?? null;
}
