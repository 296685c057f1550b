import { z } from 'zod';
import type { Principal } from '../../auth/accounts';
import { badUserInput, notFound } from '../../lib/errors';
import { outcomeOf, runIdempotent } from '../../lib/idempotency';
import { idempotencyHeaders } from '../../lib/input.schemas';
import { errorSchema, idParam } from '../../lib/schemas';
import { checkDayRange } from '../../lib/date-range';
import { dayInput as dayText } from '../../lib/dates';
import type { ApiInstance, RouteContext } from '../../types';
import { itemsOf } from '../../lib/response.schemas';
import {
  dailyRowSchema,
  dayInput,
  memberSchema,
  monthTargetInput,
  monthTargetSchema,
  numberParams,
  plusCrewSchema,
  valueSchema,
  valueTypeSchema,
} from './plus-crews.schemas';
import { defineApiArea } from '../../lib/area';
import {
  PLUS_CREW_ENTRY_MESSAGES,
  plusCrewEntryProblem,
} from '../../../machines/plusCrewDashboard.rules';
import type { PlusCrewEntry } from '../../../machines/plusCrewDashboard.rules';
import {
  findPlusCrewById,
  findPlusCrewByNumber,
  listDailyRows,
  listMembers,
  listPlusCrews,
  listValueTypes,
  listValues,
  requiredValueTypeIds,
  saveDay,
  saveMonthTarget,
  type PlusCrewScope,
} from './plus-crews.repository';

const keyHeaders = idempotencyHeaders;

const plusCrewNotFound = () => notFound('Plus crew not found', 'PLUS_CREW_NOT_FOUND');
const scopeOf = (request: {
  principal: unknown;
  permission: PlusCrewScope['permission'];
}): PlusCrewScope => ({
  principal: request.principal as Principal,
  permission: request.permission,
});

/** SPEC.md §5 data-entry rules (machines/plusCrewDashboard.rules.ts): a 400 that writes nothing. */
function checkEntry(entry: PlusCrewEntry, period: { beginDate: string; endDate: string }) {
  const problem = plusCrewEntryProblem(entry, period);
  if (problem) throw badUserInput(PLUS_CREW_ENTRY_MESSAGES[problem]);
}

/**
 * The plus-crew service (SPEC.md §7): a plus crew by number, the value types, a plus crew's values
 * and its daily rows per value type and month, and data entry (plusCrews EDIT). Registered under
 * /api/v1 like every area and, as the spec's own base path, under /api too (api/routes/plus-crews/README.md, Under /api as well as /api/v1).
 */
export async function plusCrewsRoutes(api: ApiInstance, { database }: RouteContext): Promise<void> {
  const read = { right: { resource: 'plusCrews', action: 'READ' } } as const;
  const edit = { right: { resource: 'plusCrews', action: 'EDIT' } } as const;

  api.get(
    '/plusCrews',
    { config: read, schema: { response: { 200: itemsOf(plusCrewSchema) } } },
    async (request) => ({
      items: await listPlusCrews(database.db, scopeOf(request)),
    }),
  );

  api.get(
    '/plusCrews/:number',
    {
      config: read,
      schema: { params: numberParams, response: { 200: plusCrewSchema, 404: errorSchema } },
    },
    async (request) => {
      const row = await findPlusCrewByNumber(database.db, scopeOf(request), request.params.number);
      if (!row) throw plusCrewNotFound();
      return row;
    },
  );

  api.get(
    '/plusCrewValueTypes',
    { config: read, schema: { response: { 200: itemsOf(valueTypeSchema) } } },
    async (request) => ({
      items: await listValueTypes(database.db, (request.principal as Principal).tenantId),
    }),
  );

  api.get(
    '/plusCrews/:number/values',
    {
      config: read,
      schema: { params: numberParams, response: { 200: itemsOf(valueSchema), 404: errorSchema } },
    },
    async (request) => {
      const plusCrew = await findPlusCrewByNumber(
        database.db,
        scopeOf(request),
        request.params.number,
      );
      if (!plusCrew) throw plusCrewNotFound();
      return {
        items: await listValues(
          database.db,
          (request.principal as Principal).tenantId,
          plusCrew.id,
        ),
      };
    },
  );

  api.get(
    '/plusCrews/:number/members',
    {
      config: read,
      schema: { params: numberParams, response: { 200: itemsOf(memberSchema), 404: errorSchema } },
    },
    async (request) => {
      const plusCrew = await findPlusCrewByNumber(
        database.db,
        scopeOf(request),
        request.params.number,
      );
      if (!plusCrew) throw plusCrewNotFound();
      return {
        items: await listMembers(
          database.db,
          (request.principal as Principal).tenantId,
          plusCrew.id,
        ),
      };
    },
  );

  api.get(
    '/plusCrewData',
    {
      config: read,
      schema: {
        querystring: z.strictObject({
          plusCrewId: idParam,
          valueTypeId: idParam,
          dateFrom: dayText,
          dateTo: dayText,
        }),
        response: { 200: itemsOf(dailyRowSchema), 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const { plusCrewId, valueTypeId, dateFrom, dateTo } = request.query;
      checkDayRange(dateFrom, dateTo);
      const plusCrew = await findPlusCrewById(database.db, scopeOf(request), plusCrewId);
      if (!plusCrew) throw plusCrewNotFound();
      return {
        items: await listDailyRows(database.db, (request.principal as Principal).tenantId, {
          plusCrewId,
          valueTypeId,
          dateFrom,
          dateTo,
        }),
      };
    },
  );

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

export default defineApiArea({ name: 'plus-crews', routes: plusCrewsRoutes, alsoUnder: '/api' });
