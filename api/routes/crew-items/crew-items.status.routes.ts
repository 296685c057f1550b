import type { Principal } from '../../auth/accounts';
import { permissionFor } from '../../auth/rights';
import { badUserInput, forbidden } from '../../lib/errors';
import { errorSchema } from '../../lib/schemas';
import type { ApiInstance, RouteContext } from '../../types';
import { crewItemActionBody, crewItemSchema, saveCrewItemBody } from './crew-items.schemas';
import type { CrewItem } from './crew-items.schemas';
import { edit, keyHeaders, mutateIn, scopeOf } from './crew-items.access';
import { createItem, runAction, updateItem } from './crew-items.changes';

// The planner's changes: create or update an item, and the status actions on one item.
export async function crewItemStatusRoutes(api: ApiInstance, context: RouteContext): Promise<void> {
  const { database, lookups, clock } = context;
  const mutate = mutateIn(database, clock);

  api.post(
    '/projectCrewItemStatus',
    {
      config: edit,
      schema: {
        headers: keyHeaders,
        body: saveCrewItemBody,
        response: {
          200: crewItemSchema,
          400: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const principal = request.principal as Principal;
      const body = request.body;
      const now = clock.now();
      let outcome;
      const { crewItemId, crewId, functionId } = body;
      if (crewItemId !== undefined) {
        if (crewId !== undefined)
          throw badUserInput('crewId is for creating an item; an item keeps its crew');
        outcome = await mutate(request, '/projectCrewItemStatus', (tx) =>
          updateItem(tx, scopeOf(request), principal.personId, { ...body, crewItemId }, now),
        );
      } else {
        if (crewId === undefined || functionId === undefined)
          throw badUserInput(
            'crewItemId to change an item, or crewId and functionId to create one',
          );
        // Creating needs planningCrewItemList CREATE as well; its permission type scopes the crew.
        const createPermission = permissionFor(await lookups.userRights(principal), {
          resource: 'planningCrewItemList',
          action: 'CREATE',
        });
        if (!createPermission) throw forbidden();
        outcome = await mutate(request, '/projectCrewItemStatus', (tx) =>
          createItem(
            tx,
            scopeOf(request, createPermission),
            principal.personId,
            { ...body, crewId, functionId },
            now,
          ),
        );
      }
      return reply.code(outcome.statusCode as 200).send(outcome.body as CrewItem);
    },
  );

  for (const action of ['activate', 'notNeeded', 'reactivate', 'noShow'] as const) {
    api.post(
      `/projectCrewItemStatus/${action}`,
      {
        config: edit,
        schema: {
          headers: keyHeaders,
          body: crewItemActionBody,
          response: { 200: crewItemSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema },
        },
      },
      async (request, reply) => {
        const principal = request.principal as Principal;
        const { crewItemId, reason } = request.body;
        const outcome = await mutate(request, `/projectCrewItemStatus/${action}`, (tx) =>
          runAction(
            tx,
            scopeOf(request),
            principal.personId,
            action,
            crewItemId,
            reason,
            clock.now(),
          ),
        );
        return reply.code(outcome.statusCode as 200).send(outcome.body as CrewItem);
      },
    );
  }
}
