import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { CREW_SHIFT_STATES, crewShiftStateOf } from '../../../machines/crewShift.machine';
import { checkDayRange, utcDayStart } from '../../lib/date-range';
import { dayInput } from '../../lib/dates';
import { formatTimestamp } from '../../lib/format';
import { errorSchema, pageOf, pageQuery, timestampSchema } from '../../lib/schemas';
import type { ApiInstance, RouteContext } from '../../types';
import { locations, projectCrews, projects } from '../projects/projects.tables';
import { venueTimeZone } from '../projects/venue-zone';
import { crewCallerOf, crewRoleOf, crewsRead } from './crews.access';
import { loadCrewShiftFactsMany } from './crews.facts';

// The crews the caller leads as crew chief (GET /projectCrews?crewChief=me): the home's "Crews you
// lead". A chief is often not a member of the crews he leads, so his jobs never show them. One
// query for the crews (with the total), then the facts of all of them in bulk (crews.facts.ts), so
// each crew's state is crewShiftStateOf on the same facts GET /projectCrews/{id} decides on.

const DAY_MS = 86_400_000;
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

export const ledCrewsQuery = pageQuery.extend({
  /** Whose crews: only `me` (the caller as crew chief) for now. */
  crewChief: z.literal('me'),
  /** First day (YYYY-MM-DD, UTC), inclusive; default yesterday. */
  from: dayInput.optional(),
  /** Last day (YYYY-MM-DD, UTC), inclusive; default 7 days ahead. */
  to: dayInput.optional(),
});

export const ledCrewSchema = z.strictObject({
  id: z.number().int(),
  caption: z.string(),
  project: z.strictObject({ id: z.number().int(), number: z.string(), name: z.string() }),
  location: z.strictObject({ id: z.number().int(), caption: z.string() }).nullable(),
  startsAt: timestampSchema,
  endsAt: timestampSchema,
  /** The venue's IANA zone (the location's, else the tenant's). */
  timeZone: z.string(),
  /** Where the facts put the crew for the caller (crewShiftStateOf). */
  state: z.enum(CREW_SHIFT_STATES),
  /** Members of the shift (people on it, neither cancelled nor dropped). */
  membersCount: z.number().int(),
  /** Of them, those checked in now. */
  checkedInCount: z.number().int(),
});
export type LedCrew = z.infer<typeof ledCrewSchema>;

export async function ledCrewsRoutes(api: ApiInstance, { database, lookups }: RouteContext): Promise<void> {
  api.get(
    '/projectCrews',
    { config: crewsRead, schema: { querystring: ledCrewsQuery, response: { 200: pageOf(ledCrewSchema), 400: errorSchema } } },
    async (request) => {
      const { limit, page } = request.query;
      const now = Date.now();
      const from = request.query.from ?? dayOf(new Date(now - DAY_MS));
      const to = request.query.to ?? dayOf(new Date(now + 7 * DAY_MS));
      checkDayRange(from, to);
      const caller = await crewCallerOf(request, lookups);
      const { principal } = caller;
      // Only a person signed in as a user leads crews; a project session or a user without a
      // person record leads none.
      if (principal.type !== 'user' || principal.personId === null) return { items: [], total: 0, page, limit };
      const rows = await database.db
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
        .innerJoin(projects, and(eq(projects.id, projectCrews.projectId), eq(projects.tenantId, projectCrews.tenantId)))
        .leftJoin(locations, and(eq(locations.id, projectCrews.locationId), eq(locations.tenantId, projectCrews.tenantId)))
        .where(
          and(
            eq(projectCrews.tenantId, principal.tenantId),
            eq(projectCrews.crewChiefPersonId, principal.personId),
            gte(projectCrews.startsAt, utcDayStart(from)),
            lt(projectCrews.startsAt, utcDayStart(to, 1)),
          ),
        )
        .orderBy(asc(projectCrews.startsAt), asc(projectCrews.id))
        .limit(limit)
        .offset((page - 1) * limit);
      const facts = await loadCrewShiftFactsMany(database.db, principal.tenantId, rows);
      const items: LedCrew[] = rows.flatMap((row) => {
        // The same rule as GET /projectCrews/{id}: a chief without crews EDIT reads as nobody.
        const role = crewRoleOf(caller, row);
        const shift = facts.get(row.id);
        if (role === null || !shift) return [];
        return [
          {
            id: row.id,
            caption: row.caption,
            project: { id: row.projectId, number: row.projectNumber, name: row.projectName },
            location: row.locationId === null || row.locationName === null ? null : { id: row.locationId, caption: row.locationName },
            startsAt: formatTimestamp(row.startsAt),
            endsAt: formatTimestamp(row.endsAt),
            timeZone: row.timeZone,
            state: crewShiftStateOf({ ...shift.facts, actor: role }),
            membersCount: shift.members.length,
            checkedInCount: shift.members.filter((member) => member.attendance === 'checkedIn').length,
          },
        ];
      });
      return { items, total: rows[0]?.total ?? 0, page, limit };
    },
  );
}
