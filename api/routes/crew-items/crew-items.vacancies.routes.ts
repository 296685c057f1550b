import type { Principal } from '../../auth/accounts';
import { forbidden } from '../../lib/errors';
import { errorSchema } from '../../lib/schemas';
import type { ApiInstance, RouteContext } from '../../types';
import { crewItemParams, crewItemSchema } from './crew-items.schemas';
import type { CrewItem } from './crew-items.schemas';
import { applyRight, keyHeaders, mutateIn } from './crew-items.access';
import { runVacancy } from './crew-items.changes';

// A crew member applies for a vacancy, or takes the application back.
export async function crewItemVacancyRoutes(
  api: ApiInstance,
  context: RouteContext,
): Promise<void> {
  const { database, clock } = context;
  const mutate = mutateIn(database, clock);

  for (const [kind, path] of [
    ['apply', 'applyVacancy'],
    ['unapply', 'unapplyVacancy'],
  ] as const) {
    api.post(
      `/projectCrewItems/:id/${path}`,
      {
        config: applyRight,
        schema: {
          params: crewItemParams,
          headers: keyHeaders,
          response: { 200: crewItemSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema },
        },
      },
      async (request, reply) => {
        const principal = request.principal as Principal;
        // A crew member applies for themself only: the person is the caller, never a parameter.
        if (principal.type !== 'user' || principal.personId === null) throw forbidden();
        const personId = principal.personId;
        const id = request.params.id;
        const outcome = await mutate(request, `/projectCrewItems/${id}/${path}`, (tx) =>
          runVacancy(tx, principal.tenantId, personId, kind, id, clock.now()),
        );
        return reply.code(outcome.statusCode as 200).send(outcome.body as CrewItem);
      },
    );
  }
}
