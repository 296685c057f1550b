import type { Principal } from '../../auth/accounts';
import { checkDayRange } from '../../lib/date-range';
import { errorSchema } from '../../lib/schemas';
import type { ApiInstance, RouteContext } from '../../types';
import { listAbsences, listBankHolidays } from './calendar.repository';
import { absenceSchema, bankHolidaySchema, listOf, rangeQuery } from './calendar.schemas';
import { scopeOf } from './calendar.access';

// The days the office records about the caller, and the tenant's public holidays.
export async function absenceRoutes(api: ApiInstance, { database }: RouteContext): Promise<void> {
  // What the office records about the caller's days (sick, absence, outage, late refusal): own only.
  api.get(
    '/absences',
    {
      config: { authenticated: true },
      schema: {
        querystring: rangeQuery,
        response: { 200: listOf(absenceSchema), 400: errorSchema },
      },
    },
    async (request) => {
      const { dateFrom, dateTo } = request.query;
      checkDayRange(dateFrom, dateTo);
      return {
        items: await listAbsences(
          database.db,
          { ...scopeOf(request), ownOnly: true },
          { dateFrom, dateTo },
        ),
      };
    },
  );

  // The tenant's public holidays: the same for everyone signed in to it.
  api.get(
    '/bankHolidays',
    {
      config: { authenticated: true },
      schema: {
        querystring: rangeQuery,
        response: { 200: listOf(bankHolidaySchema), 400: errorSchema },
      },
    },
    async (request) => {
      const { dateFrom, dateTo } = request.query;
      checkDayRange(dateFrom, dateTo);
      return {
        items: await listBankHolidays(database.db, (request.principal as Principal).tenantId, {
          dateFrom,
          dateTo,
        }),
      };
    },
  );
}
