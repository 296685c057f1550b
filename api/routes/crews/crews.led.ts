import { and, asc, eq, gt, gte, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { arrivalOf, crewShiftStateOf } from '../../../machines/crewShift.machine';
import type { Attendance } from '../../../machines/crewShift.machine';
import { checkDayRange, utcDayStart } from '../../lib/date-range';
import { dayInput, dayInZone, instantInput } from '../../lib/dates';
import { formatTimestamp } from '../../lib/format';
import { errorSchema, pageOf, pageQuery } from '../../lib/schemas';
import type { ApiInstance, RouteContext } from '../../types';
import { locations, projectCrews, projects } from '../../db/tables/projects.tables';
import { venueTimeZone } from '../../lib/venue-zone';
import { crewCallerOf, crewRoleOf, crewsRead } from './crews.access';
import { loadCrewShiftFactsMany } from './crews.facts';
import { ledCrewSchema } from './crews.schemas';
import type { LedCrew } from './crews.schemas';

// The crews the caller leads as crew chief (GET /projectCrews?crewChief=me): the home's "Crews you
// lead". A chief is often not a member of the crews he leads, so his jobs never show them. And the
// crews of the projects the caller manages on the venue's day (GET /projectCrews?projectManager=me):
// the planner's home. One query for the crews (with the total), then the facts of all of them in
// bulk (crews.facts.ts), so each crew's state and counts come from the same facts
// GET /projectCrews/{id} decides on.

const DAY_MS = 86_400_000;
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

export const ledCrewsQuery = pageQuery
  .extend({
    /** The crews the caller leads as crew chief (`me`). */
    crewChief: z.literal('me').optional(),
    /** The crews of the projects the caller manages (`me`), on the venue's day of `at`. */
    projectManager: z.literal('me').optional(),
    /** First day (YYYY-MM-DD, UTC), inclusive; default yesterday (crewChief only). */
    from: dayInput.optional(),
    /** Last day (YYYY-MM-DD, UTC), inclusive; default 7 days ahead (crewChief only). */
    to: dayInput.optional(),
    /** The moment whose day is meant, in each crew's venue zone; default now (projectManager only). */
    at: instantInput.optional(),
  })
  .superRefine((query, context) => {
    // One of the two owners, each with its own way of saying when; a refusal names the owner, the
    // days and instants themselves being fine.
    if ((query.crewChief === undefined) === (query.projectManager === undefined))
      context.addIssue({
        code: 'custom',
        path: ['crewChief'],
        message: 'give exactly one of crewChief and projectManager',
      });
    else if (query.crewChief !== undefined && query.at !== undefined)
      context.addIssue({
        code: 'custom',
        path: ['crewChief'],
        message: 'crewChief takes from and to, not at',
      });
    else if (
      query.projectManager !== undefined &&
      (query.from !== undefined || query.to !== undefined)
    )
      context.addIssue({
        code: 'custom',
        path: ['projectManager'],
        message: 'projectManager takes at, not from or to',
      });
  });

/** How far a venue's day can lie from an instant (UTC−12 … UTC+14, a day long): the statement's coarse window. */
const VENUE_DAY_REACH_MS = 38 * 3_600_000;

export async function ledCrewsRoutes(
  api: ApiInstance,
  { database, lookups, clock }: RouteContext,
): Promise<void> {
  api.get(
    '/projectCrews',
    {
      config: crewsRead,
      schema: {
        querystring: ledCrewsQuery,
        response: { 200: pageOf(ledCrewSchema), 400: errorSchema },
      },
    },
    async (request) => {
      const { limit, page } = request.query;
      const now = clock.now().getTime();
      const managed = request.query.projectManager === 'me';
      const at = request.query.at ? new Date(request.query.at) : new Date(now);
      const from = request.query.from ?? dayOf(new Date(now - DAY_MS));
      const to = request.query.to ?? dayOf(new Date(now + 7 * DAY_MS));
      if (!managed) checkDayRange(from, to);
      const caller = await crewCallerOf(request, lookups);
      const { principal } = caller;
      // Only a person signed in as a user leads crews or manages projects; a project session or a
      // user without a person record has none.
      if (principal.type !== 'user' || principal.personId === null)
        return { items: [], total: 0, page, limit };
      const owner = managed
        ? and(
            eq(projects.managerPersonId, principal.personId),
            lt(projectCrews.startsAt, new Date(at.getTime() + VENUE_DAY_REACH_MS)),
            gt(projectCrews.endsAt, new Date(at.getTime() - VENUE_DAY_REACH_MS)),
          )
        : and(
            eq(projectCrews.crewChiefPersonId, principal.personId),
            gte(projectCrews.startsAt, utcDayStart(from)),
            lt(projectCrews.startsAt, utcDayStart(to, 1)),
          );
      const statement = database.db
        .select({
          id: projectCrews.id,
          caption: projectCrews.caption,
          projectId: projectCrews.projectId,
          startsAt: projectCrews.startsAt,
          endsAt: projectCrews.endsAt,
          crewChiefPersonId: projectCrews.crewChiefPersonId,
          projectCompanyId: projects.companyId,
          projectNumber: projects.number,
          projectName: projects.name,
          locationId: locations.id,
          locationName: locations.name,
          timeZone: venueTimeZone,
          total: sql<number>`count(*) over ()`.mapWith(Number),
        })
        .from(projectCrews)
        .innerJoin(
          projects,
          and(
            eq(projects.id, projectCrews.projectId),
            eq(projects.tenantId, projectCrews.tenantId),
          ),
        )
        .leftJoin(
          locations,
          and(
            eq(locations.id, projectCrews.locationId),
            eq(locations.tenantId, projectCrews.tenantId),
          ),
        )
        .where(and(eq(projectCrews.tenantId, principal.tenantId), owner))
        .orderBy(asc(projectCrews.startsAt), asc(projectCrews.id))
        .$dynamic();
      // A manager's crews of one day are few (the window holds three days at most); they are kept
      // by their venue's day (a planner in another zone still means the day the venue works) and
      // paged here. A chief's range is paged by the statement.
      const selected = managed
        ? await statement
        : await statement.limit(limit).offset((page - 1) * limit);
      const rows = managed
        ? selected.filter(
            (row) =>
              (row.startsAt <= at && at < row.endsAt) ||
              dayInZone(row.startsAt, row.timeZone) === dayInZone(at, row.timeZone),
          )
        : selected;
      const pageRows = managed ? rows.slice((page - 1) * limit, page * limit) : rows;
      const facts = await loadCrewShiftFactsMany(database.db, principal.tenantId, pageRows);
      const items: LedCrew[] = pageRows.flatMap((row) => {
        // The same rule as GET /projectCrews/{id}: a chief without crews EDIT reads as nobody.
        const role = crewRoleOf(caller, row);
        const shift = facts.get(row.id);
        if (role === null || !shift) return [];
        const count = (attendance: Attendance) =>
          shift.members.filter((member) => member.attendance === attendance).length;
        const memberFacts = shift.facts.members;
        return [
          {
            id: row.id,
            caption: row.caption,
            project: { id: row.projectId, number: row.projectNumber, name: row.projectName },
            location:
              row.locationId === null || row.locationName === null
                ? null
                : { id: row.locationId, caption: row.locationName },
            startsAt: formatTimestamp(row.startsAt),
            endsAt: formatTimestamp(row.endsAt),
            timeZone: row.timeZone,
            state: crewShiftStateOf({ ...shift.facts, actor: role }),
            membersCount: shift.members.length,
            checkedInCount: count('checkedIn'),
            checkedOutCount: count('checkedOut'),
            lateCount: memberFacts.filter((member) => arrivalOf(shift.facts, member) === 'late')
              .length,
            noShowCount: count('noShow'),
            expectedCount: count('expected'),
          },
        ];
      });
      return { items, total: managed ? rows.length : (rows[0]?.total ?? 0), page, limit };
    },
  );
}
