import type { Principal } from '../../auth/accounts';
import type { PermissionType } from '../../db/core.tables';
import { permissionFor } from '../../auth/rights';
import { defineApiArea } from '../../lib/area';
import { checkDayRange } from '../../lib/date-range';
import { errorSchema, pageOf } from '../../lib/schemas';
import type { ApiInstance, RouteContext } from '../../types';
import {
  listPlanningCalendarItems,
  summarisePlanningCalendarDays,
} from './planning-calendar.repository';
import type { PlanningCalendarScope } from './planning-calendar.repository';
import {
  planningCalendarDaysQuery,
  planningCalendarDaysSchema,
  planningCalendarItemSchema,
  planningCalendarQuery,
} from './planning-calendar.schemas';

// The planning calendar (SPEC.md §7 /planningCalendarItems): a planner's or client's
// crew items, blocked dates and vacations in a period with the planner labels of SPEC.md §4.
// Right planningCalendar READ (ALL: the tenant's; OWN: the caller's company's projects);
// READSPAREFUNCTION adds spare positions (api/routes/planning-calendar/README.md, Planner labels). GET /planningCalendarItems/days counts
// the same entries per day and label for a month grid (api/routes/planning-calendar/README.md, The month as day counts).

export async function planningCalendarRoutes(
  api: ApiInstance,
  { database, lookups }: RouteContext,
): Promise<void> {
  /** Whose entries the caller sees (the right's scope and READSPAREFUNCTION). */
  const scopeOf = async (principal: Principal, permission: PermissionType | null) => {
    const spare = permissionFor(await lookups.userRights(principal), {
      resource: 'planningCalendar',
      action: 'READSPAREFUNCTION',
    });
    return {
      tenantId: principal.tenantId,
      personId: principal.personId,
      companyId: principal.companyId,
      ownOnly: permission !== 'ALL',
      spareFunctions: spare !== undefined,
    } satisfies PlanningCalendarScope;
  };

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
      const scope = await scopeOf(request.principal as Principal, request.permission);
      const { items, total } = await listPlanningCalendarItems(database.db, scope, query);
      return { items, total, page: query.page, limit: query.limit };
    },
  );

  api.get(
    '/planningCalendarItems/days',
    {
      config: { right: { resource: 'planningCalendar', action: 'READ' } },
      schema: {
        querystring: planningCalendarDaysQuery,
        response: { 200: planningCalendarDaysSchema, 400: errorSchema },
      },
    },
    async (request) => {
      const query = request.query;
      checkDayRange(query.dateFrom, query.dateTo);
      const scope = await scopeOf(request.principal as Principal, request.permission);
      return { days: await summarisePlanningCalendarDays(database.db, scope, query) };
    },
  );
}

export default defineApiArea({ name: 'planning-calendar', routes: planningCalendarRoutes });
