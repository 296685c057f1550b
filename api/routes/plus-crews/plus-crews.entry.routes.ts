import type { z } from 'zod';
import type { Principal } from '../../auth/accounts';
import { badUserInput } from '../../lib/errors';
import { outcomeOf, runIdempotent } from '../../lib/idempotency';
import { errorSchema } from '../../lib/schemas';
import type { ApiInstance, RouteContext } from '../../types';
import { dayInput, monthTargetInput, monthTargetSchema, numberParams } from './plus-crews.schemas';
import {
  findPlusCrewByNumber,
  requiredValueTypeIds,
  saveDay,
  saveMonthTarget,
} from './plus-crews.repository';
import { keyHeaders, plusCrewNotFound, scopeOf, checkEntry, edit } from './plus-crews.access';

// Data entry (plusCrews EDIT): a day's turnover and staff hours, a month's target.
export async function plusCrewEntryRoutes(
  api: ApiInstance,
  { database, clock }: RouteContext,
): Promise<void> {
  // A day's turnover and staff hours: entering again corrects them (an upsert per day and type).
  api.post(
    '/plusCrews/:number/days',
    {
      config: edit,
      schema: {
        params: numberParams,
        headers: keyHeaders,
        body: dayInput,
        response: { 200: dayInput, 400: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const principal = request.principal as Principal;
      const entry = request.body;
      const outcome = await database.transaction(async (tx) => {
        const plusCrew = await findPlusCrewByNumber(tx, scopeOf(request), request.params.number);
        if (!plusCrew) throw plusCrewNotFound();
        checkEntry({ kind: 'day', ...entry }, plusCrew);
        return runIdempotent(
          tx,
          {
            tenantId: principal.tenantId,
            principal: principal.subject,
            key: request.headers['idempotency-key'],
            method: 'POST',
            path: `/plusCrews/${plusCrew.number}/days`,
            now: clock.now(),
          },
          () =>
            outcomeOf(async () => {
              const types = await requiredValueTypeIds(tx, principal.tenantId);
              if (!types) throw badUserInput('Required value types not found');
              await saveDay(tx, principal.tenantId, plusCrew.id, types, entry);
              return entry;
            }),
        );
      });
      return reply.code(outcome.statusCode as 200).send(outcome.body as z.infer<typeof dayInput>);
    },
  );

  // A month's target, spread over its days inside the plus crew's period.
  api.post(
    '/plusCrews/:number/targets',
    {
      config: edit,
      schema: {
        params: numberParams,
        headers: keyHeaders,
        body: monthTargetInput,
        response: {
          200: monthTargetSchema,
          400: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const principal = request.principal as Principal;
      const entry = request.body;
      const outcome = await database.transaction(async (tx) => {
        const plusCrew = await findPlusCrewByNumber(tx, scopeOf(request), request.params.number);
        if (!plusCrew) throw plusCrewNotFound();
        checkEntry({ kind: 'monthTarget', ...entry }, plusCrew);
        return runIdempotent(
          tx,
          {
            tenantId: principal.tenantId,
            principal: principal.subject,
            key: request.headers['idempotency-key'],
            method: 'POST',
            path: `/plusCrews/${plusCrew.number}/targets`,
            now: clock.now(),
          },
          () =>
            outcomeOf(async () => {
              const types = await requiredValueTypeIds(tx, principal.tenantId);
              if (!types) throw badUserInput('Required value types not found');
              const days = await saveMonthTarget(
                tx,
                principal.tenantId,
                plusCrew,
                types.target,
                entry,
              );
              return { ...entry, days };
            }),
        );
      });
      return reply
        .code(outcome.statusCode as 200)
        .send(outcome.body as { month: string; amount: number; days: number });
    },
  );
}
