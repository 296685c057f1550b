import type { Principal } from '../../auth/accounts';
import { permissionFor } from '../../auth/rights';
import { defineApiArea } from '../../lib/area';
import { checkDayRange } from '../../lib/date-range';
import { errorSchema, pageOf } from '../../lib/schemas';
import type { ApiInstance, RouteContext } from '../../types';
import { listPlanningCalendarItems } from './planning-calendar.repository';
import { planningCalendarItemSchema, planningCalendarQuery } from './planning-calendar.schemas';

// The planning calendar (issue 12 §2, SPEC.md §7 /planningCalendarItems): a planner's or client's
// crew items, blocked dates and vacations in a period with the planner labels of SPEC.md §4.
// Right planningCalendar READ (ALL: the tenant's; OWN: the caller's company's projects);
// READSPAREFUNCTION adds spare positions (docs/decisions/183).

export async function planningCalendarRoutes(
  api: ApiInstance,
  { database, lookups }: RouteContext,
): Promise<void> {
  api.get(
    '/planningCalendarItems',
    {
      config: { right: { resource: 'planningCalendar', action: 'READ' } },
      schema: {
        querystring: planningCalendarQuery,
        response: { 200: pageOf(planningCalendarItemSchema), 400: errorSchema },
      },
    },
    async (request) => {
      const query = request.query;
      checkDayRange(query.dateFrom, query.dateTo);
      const principal = request.principal as Principal;
      const spare = permissionFor(await lookups.userRights(principal), {
        resource: 'planningCalendar',
        action: 'READSPAREFUNCTION',
      });
      const { items, total } = await listPlanningCalendarItems(
        database.db,
        {
          tenantId: principal.tenantId,
          personId: principal.personId,
          companyId: principal.companyId,
          ownOnly: request.permission !== 'ALL',
          spareFunctions: spare !== undefined,
        },
        query,
      );
      return { items, total, page: query.page, limit: query.limit };
    },
  );
}

export default defineApiArea({ name: 'planning-calendar', routes: planningCalendarRoutes });
