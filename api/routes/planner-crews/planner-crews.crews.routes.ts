import { z } from 'zod';
import { badUserInput } from '../../lib/errors';
import { bodyId, errorSchema, pageOf, pageQuery, text } from '../../lib/schemas';
import type { ApiInstance, RouteContext } from '../../types';
import {
  createCrew,
  findCrew,
  findCrewDetail,
  findCrewType,
  listCandidates,
  listCrewTypes,
  listCrews,
} from './planner-crews.repository';
import {
  candidateSchema,
  crewNameInput,
  plannerCrewDetailSchema,
  plannerCrewSchema,
  plannerCrewTypeSchema,
} from './planner-crews.schemas';
import {
  crewNotFound,
  idParams,
  scopeOf,
  crewsRead,
  membershipRead,
  membershipCreate,
} from './planner-crews.access';

// The planner crews: their types, the list, one crew with its members' availability, the
// members a planner may add, and a new membership crew.
export async function plannerCrewRoutes(
  api: ApiInstance,
  { database, clock }: RouteContext,
): Promise<void> {
  const db = database.db;

  api.get(
    '/plannerCrewTypes',
    {
      config: crewsRead,
      schema: {
        querystring: pageQuery,
        response: { 200: pageOf(plannerCrewTypeSchema), 400: errorSchema },
      },
    },
    async (request) => {
      const { limit, page } = request.query;
      const { items, total } = await listCrewTypes(db, scopeOf(request).tenantId, request.query);
      return { items, total, page, limit };
    },
  );

  api.get(
    '/plannerCrews',
    {
      config: membershipRead,
      schema: {
        querystring: pageQuery,
        response: { 200: pageOf(plannerCrewSchema), 400: errorSchema },
      },
    },
    async (request) => {
      const { limit, page } = request.query;
      const { items, total } = await listCrews(db, scopeOf(request), 'membership', request.query);
      return { items, total, page, limit };
    },
  );

  api.get(
    '/plannerCrews/:id',
    {
      config: membershipRead,
      schema: {
        params: idParams,
        response: { 200: plannerCrewDetailSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const crew = await findCrewDetail(db, scopeOf(request), request.params.id, 'membership');
      if (!crew) throw crewNotFound();
      return crew;
    },
  );

  // Whom a planner may add (the add-member search): the tenant's crew members not in the crew yet.
  api.get(
    '/plannerCrews/:id/candidates',
    {
      config: membershipCreate,
      schema: {
        params: idParams,
        querystring: z.strictObject({
          search: text().trim().max(80).default(''),
          limit: z.coerce.number().int().min(1).max(50).default(20),
        }),
        response: {
          200: z.strictObject({ items: z.array(candidateSchema) }),
          400: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const crew = await findCrew(db, scope, request.params.id, 'membership');
      if (!crew) throw crewNotFound();
      return {
        items: await listCandidates(
          db,
          scope.tenantId,
          crew.id,
          request.query.search,
          request.query.limit,
        ),
      };
    },
  );

  // Creating a membership crew (api/routes/planner-crews/README.md, Planner crews and membership crews): POST on the collection SPEC.md §7 names.
  api.post(
    '/plannerCrews',
    {
      config: membershipCreate,
      schema: {
        body: z.strictObject({ name: crewNameInput, typeId: bodyId.optional() }),
        response: { 201: plannerCrewDetailSchema, 400: errorSchema },
      },
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      const detail = await database.transaction(async (tx) => {
        const type = await findCrewType(tx, scope.tenantId, 'membership', request.body.typeId);
        if (!type)
          throw badUserInput('No membership crew type of that id', 'PLANNER_CREW_TYPE_NOT_FOUND');
        const id = await createCrew(tx, {
          tenantId: scope.tenantId,
          typeId: type.id,
          kind: 'membership',
          name: request.body.name,
          companyId: scope.ownOnly ? scope.companyId : null,
          plannerPersonId: scope.personId,
          createdAt: clock.now(),
        });
        return findCrewDetail(tx, scope, id, 'membership');
      });
      if (!detail) throw crewNotFound();
      return reply.code(201).send(detail);
    },
  );
}
