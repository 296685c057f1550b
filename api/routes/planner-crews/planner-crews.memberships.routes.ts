import { conflict, notFound } from '../../lib/errors';
import { errorSchema } from '../../lib/schemas';
import type { ApiInstance, RouteContext } from '../../types';
import {
  addMembership,
  findCrew,
  findCrewDetail,
  personInTenant,
  removeMembership,
} from './planner-crews.repository';
import { plannerCrewDetailSchema } from './planner-crews.schemas';
import {
  crewNotFound,
  personNotFound,
  membershipInput,
  membershipQuery,
  scopeOf,
  membershipCreate,
  membershipDelete,
} from './planner-crews.access';

// Adding a member to a crew and removing one.
export async function crewMembershipRoutes(
  api: ApiInstance,
  { database, clock }: RouteContext,
): Promise<void> {
  // Adding a member twice is refused with 409 (api/routes/planner-crews/README.md, Planner crews and membership crews): the planner learns it, nothing changes.
  api.post(
    '/plannerCrewMemberships',
    {
      config: membershipCreate,
      schema: {
        body: membershipInput,
        response: {
          201: plannerCrewDetailSchema,
          400: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      const { crewId, personId } = request.body;
      const detail = await database.transaction(async (tx) => {
        const crew = await findCrew(tx, scope, crewId, 'membership');
        if (!crew) throw crewNotFound();
        if (!(await personInTenant(tx, scope.tenantId, personId))) throw personNotFound();
        if (!(await addMembership(tx, scope.tenantId, crew.id, personId, clock.now()))) {
          throw conflict(
            'The person is already a member of the crew',
            'PLANNER_CREW_ALREADY_MEMBER',
          );
        }
        return findCrewDetail(tx, scope, crew.id, 'membership');
      });
      if (!detail) throw crewNotFound();
      return reply.code(201).send(detail);
    },
  );

  api.delete(
    '/plannerCrewMemberships',
    {
      config: membershipDelete,
      schema: {
        querystring: membershipQuery,
        response: { 200: plannerCrewDetailSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const { crewId, personId } = request.query;
      const detail = await database.transaction(async (tx) => {
        const crew = await findCrew(tx, scope, crewId, 'membership');
        if (!crew) throw crewNotFound();
        if (!(await removeMembership(tx, scope.tenantId, crew.id, personId))) {
          throw notFound('The person is not a member of the crew', 'PLANNER_CREW_NOT_MEMBER');
        }
        return findCrewDetail(tx, scope, crew.id, 'membership');
      });
      if (!detail) throw crewNotFound();
      return detail;
    },
  );
}
