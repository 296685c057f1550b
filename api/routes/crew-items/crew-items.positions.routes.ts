import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Principal } from '../../auth/accounts';
import { instantInput } from '../../lib/dates';
import { formatTimestamp } from '../../lib/format';
import { errorSchema, pageOf, pageQuery } from '../../lib/schemas';
import type { Db } from '../../db/database';
import type { ApiInstance, RouteContext } from '../../types';
import { projectCrewItems } from '../../db/tables/project-crew-items.tables';
import { functions, locations, projectCrews, projects } from '../../db/tables/projects.tables';
import { venueTimeZone } from '../../lib/venue-zone';
import { listVacancyApplications, scoped } from './crew-items.repository';
import type { CrewItemScope, ManagerFilter } from './crew-items.repository';
import { crewItemSchema, openPositionPageSchema } from './crew-items.schemas';
import type { OpenPosition } from './crew-items.schemas';

// What a planner still has to staff (the planner's home): the open positions of the shifts to
// come, each a function on a crew with its rows counted (open, applied to, booked), and the
// applications to vacancies waiting for the planner's decision. Both lists keep to the caller's
// crew item scope (planningCrewItemList ALL: the tenant, OWN: the caller's company's projects) and,
// with projectManager=me, to the projects the caller manages.

const read = { right: { resource: 'planningCrewItemList', action: 'READ' } } as const;

const plannerListQuery = pageQuery.extend({
  /** Only the projects the caller manages (`me`); left out: every project in the caller's scope. */
  projectManager: z.literal('me').optional(),
  /** Shifts starting after this instant; default now. */
  startsAfter: instantInput.optional(),
});

const LEFT_OUT = sql`${projectCrewItems.status} not in ('cancelled', 'notNeeded')`;
const OPEN = sql`${projectCrewItems.status} = 'pending' and ${projectCrewItems.personId} is null`;
const APPLIED = sql`${projectCrewItems.status} = 'pending' and ${projectCrewItems.vacancy} and ${projectCrewItems.personId} is not null and ${projectCrewItems.appliedAt} is not null`;
const counted = (condition: ReturnType<typeof sql>) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/**
 * One statement: the items of shifts to come grouped by crew and function, kept where a row is
 * open or applied to, the soonest first, with the page's total and the sums over all pages as
 * window aggregates of the grouped rows.
 */
export async function listOpenPositions(
  db: Db,
  scope: CrewItemScope,
  query: ManagerFilter & { startsAfter: Date; limit: number; page: number },
): Promise<{ items: OpenPosition[]; total: number; totals: { open: number; applicants: number } }> {
  const firstStart = sql<Date>`min(${projectCrewItems.startsAt})`;
  const rows = await db
    .select({
      crewId: projectCrews.id,
      crewCaption: projectCrews.caption,
      crewStartsAt: projectCrews.startsAt,
      crewEndsAt: projectCrews.endsAt,
      projectId: projects.id,
      projectNumber: projects.number,
      projectName: projects.name,
      locationId: locations.id,
      locationName: locations.name,
      functionId: functions.id,
      functionName: functions.name,
      timeZone: venueTimeZone,
      startsAt: sql<string>`min(${projectCrewItems.startsAt})`.mapWith(
        (value: string | Date) => new Date(value),
      ),
      rows: counted(LEFT_OUT),
      open: counted(OPEN),
      openVacancies: counted(sql`${OPEN} and ${projectCrewItems.vacancy}`),
      applicants: counted(APPLIED),
      booked: counted(sql`${projectCrewItems.status} = 'confirmed'`),
      total: sql<number>`count(*) over ()`.mapWith(Number),
      openTotal: sql<number>`sum(count(*) filter (where ${OPEN})) over ()`.mapWith(Number),
      applicantsTotal: sql<number>`sum(count(*) filter (where ${APPLIED})) over ()`.mapWith(Number),
    })
    .from(projectCrewItems)
    .innerJoin(projectCrews, eq(projectCrews.id, projectCrewItems.crewId))
    .innerJoin(projects, eq(projects.id, projectCrews.projectId))
    .innerJoin(functions, eq(functions.id, projectCrewItems.functionId))
    .leftJoin(locations, eq(locations.id, projectCrews.locationId))
    .where(
      and(
        scoped(scope),
        gt(projectCrewItems.startsAt, query.startsAfter),
        query.managerPersonId === null
          ? undefined
          : eq(projects.managerPersonId, query.managerPersonId),
      ),
    )
    .groupBy(projectCrews.id, projects.id, locations.id, functions.id)
    .having(sql`count(*) filter (where ${OPEN}) > 0 or count(*) filter (where ${APPLIED}) > 0`)
    .orderBy(asc(firstStart), asc(projectCrews.id), asc(functions.name), asc(functions.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const first = rows[0];
  return {
    items: rows.map((row) => ({
      crew: {
        id: row.crewId,
        caption: row.crewCaption,
        startsAt: formatTimestamp(row.crewStartsAt),
        endsAt: formatTimestamp(row.crewEndsAt),
      },
      project: { id: row.projectId, number: row.projectNumber, name: row.projectName },
      location:
        row.locationId === null || row.locationName === null
          ? null
          : { id: row.locationId, caption: row.locationName },
      function: { id: row.functionId, caption: row.functionName },
      startsAt: formatTimestamp(row.startsAt),
      timeZone: row.timeZone,
      rows: row.rows,
      open: row.open,
      openVacancies: row.openVacancies,
      applicants: row.applicants,
      booked: row.booked,
    })),
    total: first?.total ?? 0,
    totals: { open: first?.openTotal ?? 0, applicants: first?.applicantsTotal ?? 0 },
  };
}

function plannerQueryOf(
  request: FastifyRequest,
  query: z.infer<typeof plannerListQuery>,
  now: Date,
) {
  const principal = request.principal as Principal;
  const scope: CrewItemScope = {
    tenantId: principal.tenantId,
    companyId: principal.companyId,
    ownOnly: request.permission !== 'ALL',
  };
  // projectManager=me for a caller who is no person (a project session) manages nothing: -1 is no person's id.
  const managerPersonId = query.projectManager === 'me' ? (principal.personId ?? -1) : null;
  return {
    scope,
    filter: {
      managerPersonId,
      startsAfter: query.startsAfter ? new Date(query.startsAfter) : now,
      limit: query.limit,
      page: query.page,
    },
  };
}

export async function plannerPositionRoutes(
  api: ApiInstance,
  { database, clock }: RouteContext,
): Promise<void> {
  api.get(
    '/openPositions',
    {
      config: read,
      schema: {
        querystring: plannerListQuery,
        response: { 200: openPositionPageSchema, 400: errorSchema },
      },
    },
    async (request) => {
      const { scope, filter } = plannerQueryOf(request, request.query, clock.now());
      const { items, total, totals } = await listOpenPositions(database.db, scope, filter);
      return { items, total, page: filter.page, limit: filter.limit, totals };
    },
  );

  api.get(
    '/vacancyApplications',
    {
      config: read,
      schema: {
        querystring: plannerListQuery,
        response: { 200: pageOf(crewItemSchema), 400: errorSchema },
      },
    },
    async (request) => {
      const { scope, filter } = plannerQueryOf(request, request.query, clock.now());
      const { items, total } = await listVacancyApplications(database.db, scope, filter);
      return { items, total, page: filter.page, limit: filter.limit };
    },
  );
}
