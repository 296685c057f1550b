import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { formatTimestamp } from '../../lib/format';
import { errorSchema } from '../../lib/schemas';
import type { ApiInstance, RouteContext } from '../../types';
import { crewCallerOf, crewIdParams, crewNotFound, crewsEdit, findCrewFor } from './crews.access';
import { crewShiftEvents } from './crews.tables';

// GET /projectCrews/{id}/events: the crew's audit of venue actions, one row per
// action the api applied. A planner checks what reached the server (and the offline e2e proves
// that a replayed key added no row). Only those who act on the crew read it: its crew chief and
// planners with crews EDIT; a reader (a project session) or anyone else meets 404.

export const crewShiftEventSchema = z.strictObject({
  id: z.number().int(),
  type: z.string(),
  crewItemId: z.number().int().nullable(),
  actorPersonId: z.number().int().nullable(),
  createdAt: z.string(),
});
export const crewShiftEventListSchema = z.strictObject({
  items: z.array(crewShiftEventSchema),
  total: z.number().int(),
});

export async function crewEventsRoutes(
  api: ApiInstance,
  { database, lookups }: RouteContext,
): Promise<void> {
  api.get(
    '/projectCrews/:id/events',
    {
      config: crewsEdit,
      schema: {
        params: crewIdParams,
        response: { 200: crewShiftEventListSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const caller = await crewCallerOf(request, lookups);
      const { crew, role } = await findCrewFor(database.db, caller, request.params.id);
      if (role === 'reader') throw crewNotFound();
      const rows = await database.db
        .select({
          id: crewShiftEvents.id,
          type: crewShiftEvents.type,
          crewItemId: crewShiftEvents.crewItemId,
          actorPersonId: crewShiftEvents.actorPersonId,
          createdAt: crewShiftEvents.createdAt,
        })
        .from(crewShiftEvents)
        .where(
          and(eq(crewShiftEvents.tenantId, crew.tenantId), eq(crewShiftEvents.crewId, crew.id)),
        )
        .orderBy(asc(crewShiftEvents.id));
      const items = rows.map((row) => ({ ...row, createdAt: formatTimestamp(row.createdAt) }));
      return { items, total: items.length };
    },
  );
}
