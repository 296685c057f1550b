import { checkDayRange, utcDayStart } from '../../lib/date-range';
import { errorSchema, pageOf } from '../../lib/schemas';
import type { ApiInstance, RouteContext } from '../../types';
import {
  listCrewItemActivities,
  listCrewItems,
  readCrewItem,
  visibleCrewItemIds,
} from './crew-items.repository';
import {
  activitiesQuery,
  crewItemActivitiesSchema,
  crewItemListQuery,
  crewItemParams,
  crewItemSchema,
} from './crew-items.schemas';
import { crewItemNotFound, read, scopeOf } from './crew-items.access';

// The crew item list across projects, one item and the audit trail.
export async function crewItemListRoutes(
  api: ApiInstance,
  { database }: RouteContext,
): Promise<void> {
  // The crew item list across projects: the database filters, orders and pages.
  api.get(
    '/projectCrewItems',
    {
      config: read,
      schema: {
        querystring: crewItemListQuery,
        response: { 200: pageOf(crewItemSchema), 400: errorSchema },
      },
    },
    async (request) => {
      const { dateFrom, dateTo, endsAfter, limit, page, ...filters } = request.query;
      if (dateFrom !== undefined && dateTo !== undefined) checkDayRange(dateFrom, dateTo);
      const { items, total } = await listCrewItems(database.db, scopeOf(request), {
        ...filters,
        ...(dateFrom === undefined ? {} : { from: utcDayStart(dateFrom) }),
        ...(dateTo === undefined ? {} : { to: utcDayStart(dateTo, 1) }),
        ...(endsAfter === undefined ? {} : { endsAfter: new Date(endsAfter) }),
        limit,
        page,
      });
      return { items, total, page, limit };
    },
  );

  api.get(
    '/projectCrewItems/:id',
    {
      config: read,
      schema: { params: crewItemParams, response: { 200: crewItemSchema, 404: errorSchema } },
    },
    async (request) => {
      const item = await readCrewItem(database.db, scopeOf(request), request.params.id);
      if (!item) throw crewItemNotFound();
      return item;
    },
  );

  // The audit trail of one item, newest first.
  api.get(
    '/projectCrewItems/:id/activities',
    {
      config: read,
      schema: {
        params: crewItemParams,
        response: { 200: crewItemActivitiesSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const [visible] = await visibleCrewItemIds(database.db, scope, [request.params.id]);
      if (visible === undefined) throw crewItemNotFound();
      const items = await listCrewItemActivities(database.db, scope.tenantId, [visible]);
      return { items, total: items.length };
    },
  );

  // The same for many items at once: the gateway's CrewItem.activities batch (api/routes/crew-items/README.md, Activities in one batch).
  // Items the caller may not read are left out, as if they had no entries.
  api.get(
    '/projectCrewItemActivities',
    {
      config: read,
      schema: {
        querystring: activitiesQuery,
        response: { 200: crewItemActivitiesSchema, 400: errorSchema },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const visible = await visibleCrewItemIds(database.db, scope, request.query.crewItemIds);
      const items = await listCrewItemActivities(database.db, scope.tenantId, visible);
      return { items, total: items.length };
    },
  );
}
