import { and, asc, count, eq, gte, ilike, inArray, lte, ne, notInArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { companies, personRoles, persons, roles } from '../../db/core.tables';
import { blockDates, personAbsences, vacationRequests } from '../../db/tables/calendar.tables';
import { projectCrewItems } from '../../db/tables/project-crew-items.tables';
import { projectCrews } from '../../db/tables/projects.tables';
import { venueTimeZone } from '../../lib/venue-zone';
import { dayInZone } from '../../lib/dates';
import { plannerCrewMemberships, plannerCrewTypes, plannerCrews } from './planner-crews.tables';
import type { PlannerCrewKind } from './planner-crews.tables';
import type {
  AvailabilityState,
  Candidate,
  MemberAvailability,
  PlannerCrew,
  PlannerCrewAvailability,
  PlannerCrewDetail,
  PlannerCrewMember,
  PlannerCrewType,
} from './planner-crews.schemas';

/**
 * Whose crews a caller reaches (api/routes/planner-crews/README.md, Planner crews and membership crews): always within the tenant; ALL every crew of
 * the tenant; OWN a client's company's crews, or, for a person without a company, the crews they
 * are a member of; a token without a person or company (a project session) none.
 */
export interface CrewScope {
  tenantId: number;
  personId: number | null;
  companyId: number | null;
  ownOnly: boolean;
}

function visible(scope: CrewScope): SQL | undefined {
  if (!scope.ownOnly) return eq(plannerCrews.tenantId, scope.tenantId);
  if (scope.companyId !== null)
    return and(
      eq(plannerCrews.tenantId, scope.tenantId),
      eq(plannerCrews.companyId, scope.companyId),
    );
  if (scope.personId !== null) {
    return and(
      eq(plannerCrews.tenantId, scope.tenantId),
      sql`exists (select 1 from planner_crew_memberships m where m.crew_id = ${plannerCrews.id} and m.person_id = ${scope.personId})`,
    );
  }
  return sql`false`;
}

const memberCount =
  sql<number>`(select count(*) from planner_crew_memberships m where m.crew_id = ${plannerCrews.id})`.mapWith(
    Number,
  );

function selectCrews(db: Db, scope: CrewScope, where?: SQL) {
  return db
    .select({
      crew: plannerCrews,
      typeCaption: plannerCrewTypes.caption,
      companyName: companies.name,
      memberCount,
    })
    .from(plannerCrews)
    .innerJoin(plannerCrewTypes, eq(plannerCrewTypes.id, plannerCrews.typeId))
    .leftJoin(companies, eq(companies.id, plannerCrews.companyId))
    .where(and(visible(scope), where));
}

type CrewRow = {
  crew: typeof plannerCrews.$inferSelect;
  typeCaption: string;
  companyName: string | null;
  memberCount: number;
};

function toCrew(row: CrewRow): PlannerCrew {
  return {
    id: row.crew.id,
    name: row.crew.name,
    kind: row.crew.kind,
    type: { id: row.crew.typeId, caption: row.typeCaption },
    company:
      row.crew.companyId !== null && row.companyName !== null
        ? { id: row.crew.companyId, caption: row.companyName }
        : null,
    memberCount: row.memberCount,
  };
}

export async function listCrews(
  db: Db,
  scope: CrewScope,
  kind: PlannerCrewKind,
  page: { limit: number; page: number },
): Promise<{ items: PlannerCrew[]; total: number }> {
  const rows = await selectCrews(db, scope, eq(plannerCrews.kind, kind))
    .orderBy(asc(plannerCrews.name), asc(plannerCrews.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  const [counted] = await db
    .select({ total: count() })
    .from(plannerCrews)
    .where(and(visible(scope), eq(plannerCrews.kind, kind)));
  return { items: rows.map(toCrew), total: counted?.total ?? 0 };
}

export async function findCrew(
  db: Db,
  scope: CrewScope,
  id: number,
  kind?: PlannerCrewKind,
): Promise<PlannerCrew | undefined> {
  const [row] = await selectCrews(
    db,
    scope,
    and(eq(plannerCrews.id, id), kind ? eq(plannerCrews.kind, kind) : undefined),
  );
  return row && toCrew(row);
}

/** The members of these crews, by crew, in name order: one query for any number of crews. */
async function membersOf(
  db: Db,
  tenantId: number,
  crewIds: number[],
): Promise<Map<number, PlannerCrewMember[]>> {
  const byCrew = new Map<number, PlannerCrewMember[]>();
  if (crewIds.length === 0) return byCrew;
  const rows = await db
    .select({
      crewId: plannerCrewMemberships.crewId,
      personId: persons.id,
      name: persons.name,
      email: persons.email,
      phone: persons.phone,
    })
    .from(plannerCrewMemberships)
    .innerJoin(persons, eq(persons.id, plannerCrewMemberships.personId))
    .where(
      and(
        eq(plannerCrewMemberships.tenantId, tenantId),
        inArray(plannerCrewMemberships.crewId, crewIds),
      ),
    )
    .orderBy(asc(persons.name), asc(persons.id));
  for (const { crewId, ...member } of rows) {
    const list = byCrew.get(crewId) ?? [];
    list.push(member);
    byCrew.set(crewId, list);
  }
  return byCrew;
}

export async function findCrewDetail(
  db: Db,
  scope: CrewScope,
  id: number,
  kind?: PlannerCrewKind,
): Promise<PlannerCrewDetail | undefined> {
  const crew = await findCrew(db, scope, id, kind);
  if (!crew) return undefined;
  const members = await membersOf(db, scope.tenantId, [crew.id]);
  return { ...crew, members: members.get(crew.id) ?? [] };
}

export async function listCrewTypes(
  db: Db,
  tenantId: number,
  page: { limit: number; page: number },
): Promise<{ items: PlannerCrewType[]; total: number }> {
  const items = await db
    .select({
      id: plannerCrewTypes.id,
      caption: plannerCrewTypes.caption,
      kind: plannerCrewTypes.kind,
    })
    .from(plannerCrewTypes)
    .where(eq(plannerCrewTypes.tenantId, tenantId))
    .orderBy(asc(plannerCrewTypes.caption), asc(plannerCrewTypes.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  const [counted] = await db
    .select({ total: count() })
    .from(plannerCrewTypes)
    .where(eq(plannerCrewTypes.tenantId, tenantId));
  return { items, total: counted?.total ?? 0 };
}

/** The crews (of a kind) a person is a member of, within what the caller may see. */
export async function listCrewsOfPerson(
  db: Db,
  scope: CrewScope,
  personId: number,
  page: { limit: number; page: number },
): Promise<{ items: PlannerCrew[]; total: number }> {
  const member = sql`exists (select 1 from planner_crew_memberships m where m.crew_id = ${plannerCrews.id} and m.person_id = ${personId})`;
  const rows = await selectCrews(db, scope, member)
    .orderBy(asc(plannerCrews.name), asc(plannerCrews.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  const [counted] = await db
    .select({ total: count() })
    .from(plannerCrews)
    .where(and(visible(scope), member));
  return { items: rows.map(toCrew), total: counted?.total ?? 0 };
}

export async function personInTenant(db: Db, tenantId: number, personId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: persons.id })
    .from(persons)
    .where(and(eq(persons.tenantId, tenantId), eq(persons.id, personId)));
  return row !== undefined;
}

/** The tenant's crew members (a crew login) not yet in the crew, whose name holds `search`. */
export async function listCandidates(
  db: Db,
  tenantId: number,
  crewId: number,
  search: string,
  limit: number,
): Promise<Candidate[]> {
  const members = db
    .select({ personId: plannerCrewMemberships.personId })
    .from(plannerCrewMemberships)
    .where(eq(plannerCrewMemberships.crewId, crewId));
  const crewLogin = db
    .select({ personId: personRoles.personId })
    .from(personRoles)
    .innerJoin(roles, eq(roles.id, personRoles.roleId))
    .where(and(eq(personRoles.tenantId, tenantId), eq(roles.loginType, 'crew')));
  const escaped = search.replace(/[\\%_]/g, (c) => `\\${c}`);
  return db
    .select({ personId: persons.id, name: persons.name })
    .from(persons)
    .where(
      and(
        eq(persons.tenantId, tenantId),
        inArray(persons.id, crewLogin),
        notInArray(persons.id, members),
        escaped === '' ? undefined : ilike(persons.name, `%${escaped}%`),
      ),
    )
    .orderBy(asc(persons.name), asc(persons.id))
    .limit(limit);
}

export async function createCrew(
  db: Db,
  values: {
    tenantId: number;
    typeId: number;
    kind: PlannerCrewKind;
    name: string;
    companyId: number | null;
    plannerPersonId: number | null;
    createdAt: Date;
  },
): Promise<number> {
  const [row] = await db.insert(plannerCrews).values(values).returning({ id: plannerCrews.id });
  if (!row) throw new Error('planner crew insert returned nothing');
  return row.id;
}

export async function findCrewType(
  db: Db,
  tenantId: number,
  kind: PlannerCrewKind,
  typeId?: number,
): Promise<PlannerCrewType | undefined> {
  const [row] = await db
    .select({
      id: plannerCrewTypes.id,
      caption: plannerCrewTypes.caption,
      kind: plannerCrewTypes.kind,
    })
    .from(plannerCrewTypes)
    .where(
      and(
        eq(plannerCrewTypes.tenantId, tenantId),
        eq(plannerCrewTypes.kind, kind),
        typeId === undefined ? undefined : eq(plannerCrewTypes.id, typeId),
      ),
    )
    .orderBy(asc(plannerCrewTypes.id))
    .limit(1);
  return row;
}

/** Adds a member; false when they already were one (the unique index decides, race-free). */
export async function addMembership(
  db: Db,
  tenantId: number,
  crewId: number,
  personId: number,
  now: Date,
): Promise<boolean> {
  const inserted = await db
    .insert(plannerCrewMemberships)
    .values({ tenantId, crewId, personId, createdAt: now })
    .onConflictDoNothing({
      target: [plannerCrewMemberships.crewId, plannerCrewMemberships.personId],
    })
    .returning({ id: plannerCrewMemberships.id });
  return inserted.length === 1;
}

export async function removeMembership(
  db: Db,
  tenantId: number,
  crewId: number,
  personId: number,
): Promise<boolean> {
  const removed = await db
    .delete(plannerCrewMemberships)
    .where(
      and(
        eq(plannerCrewMemberships.tenantId, tenantId),
        eq(plannerCrewMemberships.crewId, crewId),
        eq(plannerCrewMemberships.personId, personId),
      ),
    )
    .returning({ id: plannerCrewMemberships.id });
  return removed.length === 1;
}

const DAY_MS = 86_400_000;

function daysOf(dateFrom: string, dateTo: string): string[] {
  const days: string[] = [];
  for (
    let at = Date.parse(`${dateFrom}T00:00:00Z`);
    at <= Date.parse(`${dateTo}T00:00:00Z`);
    at += DAY_MS
  ) {
    days.push(new Date(at).toISOString().slice(0, 10));
  }
  return days;
}

const RANK: Record<AvailabilityState, number> = {
  free: 0,
  blocked: 1,
  vacation: 2,
  absent: 3,
  job: 4,
};

/**
 * Each person's day states over the range, from the personal calendar's rows (crew items pending or
 * confirmed, blocked dates, vacation requests not declined, absences): four queries for any number
 * of people. Crew items count on the UTC days they touch.
 */
export async function availabilityOf(
  db: Db,
  tenantId: number,
  people: { personId: number; name: string }[],
  range: { dateFrom: string; dateTo: string },
): Promise<MemberAvailability[]> {
  const ids = people.map((person) => person.personId);
  if (ids.length === 0) return [];
  const days = daysOf(range.dateFrom, range.dateTo);
  const states = new Map<number, Map<string, AvailabilityState>>(ids.map((id) => [id, new Map()]));
  const mark = (personId: number | null, from: string, to: string, state: AvailabilityState) => {
    if (personId === null) return;
    const person = states.get(personId);
    if (!person) return;
    for (const date of days) {
      if (date < from || date > to) continue;
      const current = person.get(date) ?? 'free';
      if (RANK[state] > RANK[current]) person.set(date, state);
    }
  };
  const rangeStart = new Date(`${range.dateFrom}T00:00:00Z`);
  const rangeEnd = new Date(Date.parse(`${range.dateTo}T00:00:00Z`) + DAY_MS);
  const [items, blocked, vacations, absences] = await Promise.all([
    db
      .select({
        personId: projectCrewItems.personId,
        startsAt: projectCrewItems.startsAt,
        endsAt: projectCrewItems.endsAt,
        timeZone: venueTimeZone,
      })
      .from(projectCrewItems)
      .innerJoin(projectCrews, eq(projectCrews.id, projectCrewItems.crewId))
      .where(
        and(
          eq(projectCrewItems.tenantId, tenantId),
          inArray(projectCrewItems.personId, ids),
          inArray(projectCrewItems.status, ['pending', 'confirmed']),
          lte(projectCrewItems.startsAt, rangeEnd),
          gte(projectCrewItems.endsAt, rangeStart),
        ),
      ),
    db
      .select({
        personId: blockDates.personId,
        beginDate: blockDates.beginDate,
        endDate: blockDates.endDate,
      })
      .from(blockDates)
      .where(
        and(
          eq(blockDates.tenantId, tenantId),
          inArray(blockDates.personId, ids),
          lte(blockDates.beginDate, range.dateTo),
          gte(blockDates.endDate, range.dateFrom),
        ),
      ),
    db
      .select({
        personId: vacationRequests.personId,
        beginDate: vacationRequests.beginDate,
        endDate: vacationRequests.endDate,
      })
      .from(vacationRequests)
      .where(
        and(
          eq(vacationRequests.tenantId, tenantId),
          inArray(vacationRequests.personId, ids),
          ne(vacationRequests.status, 'declined'),
          lte(vacationRequests.beginDate, range.dateTo),
          gte(vacationRequests.endDate, range.dateFrom),
        ),
      ),
    db
      .select({
        personId: personAbsences.personId,
        beginDate: personAbsences.beginDate,
        endDate: personAbsences.endDate,
      })
      .from(personAbsences)
      .where(
        and(
          eq(personAbsences.tenantId, tenantId),
          inArray(personAbsences.personId, ids),
          lte(personAbsences.beginDate, range.dateTo),
          gte(personAbsences.endDate, range.dateFrom),
        ),
      ),
  ]);
  for (const item of items) {
    // The venue's days (decision 248); the last instant of the item decides its last day (an item
    // ending at midnight ends the day before).
    mark(
      item.personId,
      dayInZone(item.startsAt, item.timeZone),
      dayInZone(new Date(item.endsAt.getTime() - 1), item.timeZone),
      'job',
    );
  }
  for (const row of blocked) mark(row.personId, row.beginDate, row.endDate, 'blocked');
  for (const row of vacations) mark(row.personId, row.beginDate, row.endDate, 'vacation');
  for (const row of absences) mark(row.personId, row.beginDate, row.endDate, 'absent');
  return people.map((person) => ({
    personId: person.personId,
    name: person.name,
    days: days.map((date) => ({ date, state: states.get(person.personId)?.get(date) ?? 'free' })),
  }));
}

/** /pCrews: the planner crews with every member's availability; members and calendars in five queries. */
export async function listCrewsWithAvailability(
  db: Db,
  scope: CrewScope,
  page: { limit: number; page: number },
  range: { dateFrom: string; dateTo: string },
): Promise<{ items: PlannerCrewAvailability[]; total: number }> {
  const { items, total } = await listCrews(db, scope, 'planner', page);
  const members = await membersOf(
    db,
    scope.tenantId,
    items.map((crew) => crew.id),
  );
  const people = new Map<number, { personId: number; name: string }>();
  for (const list of members.values())
    for (const member of list)
      people.set(member.personId, { personId: member.personId, name: member.name });
  const availability = new Map(
    (await availabilityOf(db, scope.tenantId, [...people.values()], range)).map((entry) => [
      entry.personId,
      entry,
    ]),
  );
  return {
    total,
    items: items.map((crew) => ({
      ...crew,
      members: (members.get(crew.id) ?? []).flatMap((member) => {
        const entry = availability.get(member.personId);
        return entry ? [entry] : [];
      }),
    })),
  };
}
