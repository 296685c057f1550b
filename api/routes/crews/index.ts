import { permissionFor } from '../../auth/rights';
import { defineApiArea } from '../../lib/area';
import { notFound } from '../../lib/errors';
import { errorSchema } from '../../lib/schemas';
import type { ApiInstance, RouteContext } from '../../types';
import { attendanceRoutes } from './crews.attendance';
import { crewDocumentsRoutes } from './documents';
import { signOffRoutes } from './sign-off';
import { photoRoutes } from './crews.photos';
import { securityCheckRoutes } from './crews.security-checks';
import { crewEventsRoutes } from './crews.events';
import { ledCrewsRoutes } from './crews.led';
import { crewCallerOf, crewIdParams, crewsRead, findCrewFor } from './crews.access';
import { crewShiftView, findLocationFor } from './crews.repository';
import { crewMembersSchema, crewShiftSchema, locationSchema } from './crews.schemas';

// The crews area (SPEC §7 /projectCrews): a crew's shift at the venue. Every route
// declares crews READ or EDIT; which crew the caller reaches and as what (crew chief, planner,
// reader) is decided once in crews.access.ts — anyone else meets 404 CREW_NOT_FOUND.

export async function crewsRoutes(api: ApiInstance, context: RouteContext): Promise<void> {
  const { database, lookups } = context;

  api.get(
    '/projectCrews/:id',
    {
      config: crewsRead,
      schema: { params: crewIdParams, response: { 200: crewShiftSchema, 404: errorSchema } },
    },
    async (request) => {
      const access = await findCrewFor(
        database.db,
        await crewCallerOf(request, lookups),
        request.params.id,
      );
      return crewShiftView(database.db, access);
    },
  );

  api.get(
    '/projectCrews/:id/projectCrewItems',
    {
      config: crewsRead,
      schema: { params: crewIdParams, response: { 200: crewMembersSchema, 404: errorSchema } },
    },
    async (request) => {
      const access = await findCrewFor(
        database.db,
        await crewCallerOf(request, lookups),
        request.params.id,
      );
      const { members } = await crewShiftView(database.db, access);
      return { items: members, total: members.length };
    },
  );

  api.get(
    '/locations/:id',
    {
      config: crewsRead,
      schema: { params: crewIdParams, response: { 200: locationSchema, 404: errorSchema } },
    },
    async (request) => {
      const caller = await crewCallerOf(request, lookups);
      const projectsReadAll =
        permissionFor(await lookups.userRights(caller.principal), {
          resource: 'projects',
          action: 'READ',
        }) === 'ALL';
      const location = await findLocationFor(
        database.db,
        caller,
        request.params.id,
        projectsReadAll,
      );
      if (!location) throw notFound('Location not found', 'LOCATION_NOT_FOUND');
      return location;
    },
  );

  // Venue actions (check-in, no-show, check-out): crews.attendance.ts.
  await attendanceRoutes(api, context);
  // The client's sign-off and the crew's documents: sign-off.ts, documents.ts.
  await signOffRoutes(api, context);
  await crewDocumentsRoutes(api, context);

  // Photos and security checks: crews.photos.ts, crews.security-checks.ts.
  await photoRoutes(api, context);
  await securityCheckRoutes(api, context);

  // The crew's audit of venue actions, for its chief and planners: crews.events.ts.
  await crewEventsRoutes(api, context);

  // The crews the caller leads as crew chief (GET /projectCrews?crewChief=me): crews.led.ts.
  await ledCrewsRoutes(api, context);
}

export default defineApiArea({ name: 'crews', routes: crewsRoutes });
