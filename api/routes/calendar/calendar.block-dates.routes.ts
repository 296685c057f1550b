import type { z } from 'zod';
import type { Principal } from '../../auth/accounts';
import { checkDayRange } from '../../lib/date-range';
import { runIdempotent } from '../../lib/idempotency';
import { idempotencyHeaders } from '../../lib/input.schemas';
import { errorSchema, okSchema } from '../../lib/schemas';
import type { ApiInstance, RouteContext } from '../../types';
import { deleteBlockDate, insertBlockDate, listBlockDates } from './calendar.repository';
import { blockDateInput, blockDateSchema, listOf, rangeQuery } from './calendar.schemas';
import { blockDateNotFound, idParams, scopeOf, personScopeOf, answerOf } from './calendar.access';

// The caller's blocked dates: list, add, delete.
export async function blockDateRoutes(
  api: ApiInstance,
  { database, clock }: RouteContext,
): Promise<void> {
  // Blocked dates: always the caller's own (a personal calendar), whatever the permission type.
  api.get(
    '/blockDates',
    {
      config: { right: { resource: 'blockDates', action: 'READ' } },
      schema: {
        querystring: rangeQuery,
        response: { 200: listOf(blockDateSchema), 400: errorSchema },
      },
    },
    async (request) => {
      const { dateFrom, dateTo } = request.query;
      checkDayRange(dateFrom, dateTo);
      return {
        items: await listBlockDates(
          database.db,
          { ...scopeOf(request), ownOnly: true },
          { dateFrom, dateTo },
        ),
      };
    },
  );

  api.post(
    '/blockDates',
    {
      config: { right: { resource: 'blockDates', action: 'CREATE' } },
      schema: {
        body: blockDateInput,
        headers: idempotencyHeaders,
        response: { 201: blockDateSchema, 400: errorSchema, 403: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const { beginDate, endDate, reason } = request.body;
      checkDayRange(beginDate, endDate);
      const scope = personScopeOf(request);
      const now = clock.now();
      const outcome = await database.transaction((tx) =>
        runIdempotent(
          tx,
          {
            tenantId: scope.tenantId,
            principal: (request.principal as Principal).subject,
            key: request.headers['idempotency-key'],
            method: 'POST',
            path: '/blockDates',
            now,
          },
          () =>
            answerOf(201, () => insertBlockDate(tx, scope, { beginDate, endDate, reason }, now)),
        ),
      );
      return reply
        .code(outcome.statusCode as 201)
        .send(outcome.body as z.infer<typeof blockDateSchema>);
    },
  );

  api.delete(
    '/blockDates/:id',
    {
      config: { right: { resource: 'blockDates', action: 'DELETE' } },
      schema: { params: idParams, response: { 200: okSchema, 404: errorSchema } },
    },
    async (request) => {
      if (!(await deleteBlockDate(database.db, scopeOf(request), request.params.id)))
        throw blockDateNotFound();
      return { ok: true as const };
    },
  );
}
