import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Principal } from '../../auth/accounts';
import { defineApiArea } from '../../lib/area';
import { checkDayRange } from '../../lib/date-range';
import { dayInput } from '../../lib/dates';
import { LAST_DAY } from '../../../machines/dateFormats';
import { badUserInput, conflict, notFound } from '../../lib/errors';
import { bodyId, errorSchema, idParam, pageOf, pageQuery, text } from '../../lib/schemas';
import type { ApiInstance, RouteContext } from '../../types';
import {
  addMembership,
  createCrew,
  findCrew,
  findCrewDetail,
  findCrewType,
  listCandidates,
  listCrewTypes,
  listCrews,
  listCrewsOfPerson,
  listCrewsWithAvailability,
  personInTenant,
  removeMembership,
} from './planner-crews.repository';
import type { CrewScope } from './planner-crews.repository';
import {
  candidateSchema,
  crewNameInput,
  plannerCrewAvailabilitySchema,
  plannerCrewDetailSchema,
  plannerCrewSchema,
  plannerCrewTypeSchema,
} from './planner-crews.schemas';

// Planner crews and membership crews (SPEC.md §7 /plannerCrews, /pCrews,
// /plannerCrewTypes, /contacts/{id}/pCrews, POST and DELETE /plannerCrewMemberships).
// Rights (SPEC.md §6): crews READ for the planner crews and their members' availability,
// membershipCrews READ for membership crews, crewMemberships CREATE to create a membership crew
// (POST /plannerCrews) and add a member, crewMemberships DELETE to remove one. Scope: api/routes/planner-crews/README.md, Planner crews and membership crews.

const crewNotFound = () => notFound('Crew not found', 'PLANNER_CREW_NOT_FOUND');
const personNotFound = () => notFound('Person not found', 'PERSON_NOT_FOUND');
const idParams = z.strictObject({ id: idParam });
/** The planner crew screen shows two weeks; a longer asked range is refused. */
const MAX_AVAILABILITY_DAYS = 31;
const DEFAULT_AVAILABILITY_DAYS = 14;
const DAY_MS = 86_400_000;

const membershipInput = z.strictObject({ crewId: bodyId, personId: bodyId });
const membershipQuery = z.strictObject({ crewId: idParam, personId: idParam });

function scopeOf(request: FastifyRequest): CrewScope {
  const principal = request.principal as Principal;
  return {
    tenantId: principal.tenantId,
    personId: principal.personId,
    companyId: principal.companyId,
    ownOnly: request.permission !== 'ALL',
  };
}

const isoDay = (at: number) => new Date(at).toISOString().slice(0, 10);

export async function plannerCrewsRoutes(
  api: ApiInstance,
  { database, clock }: RouteContext,
): Promise<void> {
  const db = database.db;
  const crewsRead = { right: { resource: 'crews', action: 'READ' } } as const;
  const membershipRead = { right: { resource: 'membershipCrews', action: 'READ' } } as const;
  const membershipCreate = { right: { resource: 'crewMemberships', action: 'CREATE' } } as const;
  const membershipDelete = { right: { resource: 'crewMemberships', action: 'DELETE' } } as const;

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
    '/pCrews',
    {
      config: crewsRead,
      schema: {
        querystring: pageQuery.extend({
          dateFrom: dayInput.optional(),
          dateTo: dayInput.optional(),
        }),
        response: { 200: pageOf(plannerCrewAvailabilitySchema), 400: errorSchema },
      },
    },
    async (request) => {
      const { limit, page } = request.query;
      const dateFrom = request.query.dateFrom ?? isoDay(clock.now().getTime());
      // The default end stops at the api's last day (decision 247): a later one reaches PostgreSQL as no date it reads.
      const dateTo =
        request.query.dateTo ??
        isoDay(
          Math.min(
            Date.parse(`${dateFrom}T00:00:00Z`) + (DEFAULT_AVAILABILITY_DAYS - 1) * DAY_MS,
            Date.parse(`${LAST_DAY}T00:00:00Z`),
          ),
        );
      checkDayRange(dateFrom, dateTo);
      const days =
        (Date.parse(`${dateTo}T00:00:00Z`) - Date.parse(`${dateFrom}T00:00:00Z`)) / DAY_MS + 1;
      if (days > MAX_AVAILABILITY_DAYS)
        throw badUserInput(
          `At most ${MAX_AVAILABILITY_DAYS} days of availability`,
          'DATE_RANGE_INVALID',
        );
      const { items, total } = await listCrewsWithAvailability(
        db,
        scopeOf(request),
        { limit, page },
        { dateFrom, dateTo },
      );
      return { items, total, page, limit };
    },
  );

  // The crews a person is a member of, within the caller's crews; a crew member (OWN without a
  // company) asks about themself only.
  api.get(
    '/contacts/:id/pCrews',
    {
      config: crewsRead,
      schema: {
        params: idParams,
        querystring: pageQuery,
        response: { 200: pageOf(plannerCrewSchema), 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const { id } = request.params;
      if (scope.ownOnly && scope.companyId === null && scope.personId !== id)
        throw personNotFound();
      if (!(await personInTenant(db, scope.tenantId, id))) throw personNotFound();
      const { limit, page } = request.query;
      const { items, total } = await listCrewsOfPerson(db, scope, id, request.query);
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
        });
        return findCrewDetail(tx, scope, id, 'membership');
      });
      if (!detail) throw crewNotFound();
      return reply.code(201).send(detail);
    },
  );

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
        if (!(await addMembership(tx, scope.tenantId, crew.id, personId))) {
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

export default defineApiArea({ name: 'planner-crews', routes: plannerCrewsRoutes });
