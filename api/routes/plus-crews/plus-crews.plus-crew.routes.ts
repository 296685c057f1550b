import { z } from 'zod';
import type { Principal } from '../../auth/accounts';
import { errorSchema, idParam } from '../../lib/schemas';
import { checkDayRange } from '../../lib/date-range';
import { dayInput as dayText } from '../../lib/dates';
import type { ApiInstance, RouteContext } from '../../types';
import { itemsOf } from '../../lib/response.schemas';
import {
  dailyRowSchema,
  memberSchema,
  numberParams,
  plusCrewSchema,
  valueSchema,
  valueTypeSchema,
} from './plus-crews.schemas';
import {
  findPlusCrewById,
  findPlusCrewByNumber,
  listDailyRows,
  listMembers,
  listPlusCrews,
  listValueTypes,
  listValues,
} from './plus-crews.repository';
import { plusCrewNotFound, scopeOf, read } from './plus-crews.access';

// A plus crew by number, the value types, its values, members and daily rows.
export async function plusCrewRoutes(api: ApiInstance, { database }: RouteContext): Promise<void> {
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
}
