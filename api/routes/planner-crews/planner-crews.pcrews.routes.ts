import { checkDayRange } from '../../lib/date-range';
import { dayInput } from '../../lib/dates';
import { LAST_DAY } from '../../../machines/dateFormats';
import { badUserInput } from '../../lib/errors';
import { errorSchema, pageOf, pageQuery } from '../../lib/schemas';
import type { ApiInstance, RouteContext } from '../../types';
import {
  listCrewsOfPerson,
  listCrewsWithAvailability,
  personInTenant,
} from './planner-crews.repository';
import { plannerCrewAvailabilitySchema, plannerCrewSchema } from './planner-crews.schemas';
import {
  personNotFound,
  idParams,
  MAX_AVAILABILITY_DAYS,
  DEFAULT_AVAILABILITY_DAYS,
  DAY_MS,
  scopeOf,
  isoDay,
  crewsRead,
} from './planner-crews.access';

// The membership crews, and the ones a contact is a member of.
export async function membershipCrewRoutes(
  api: ApiInstance,
  { database, clock }: RouteContext,
): Promise<void> {
  const db = database.db;

  api.get(
    '/pCrews',
    {
      config: crewsRead,
      schema: {
        querystring: pageQuery.extend({
          dateFrom: dayInput.optional(),
          dateTo: dayInput.optional(),
        }),
        response: { 200: pageOf(plannerCrewAvailabilitySchema), 400: errorSchema },
      },
    },
    async (request) => {
      const { limit, page } = request.query;
      const dateFrom = request.query.dateFrom ?? isoDay(clock.now().getTime());
      // The default end stops at the api's last day (decision 247): a later one reaches PostgreSQL as no date it reads.
      const dateTo =
        request.query.dateTo ??
        isoDay(
          Math.min(
            Date.parse(`${dateFrom}T00:00:00Z`) + (DEFAULT_AVAILABILITY_DAYS - 1) * DAY_MS,
            Date.parse(`${LAST_DAY}T00:00:00Z`),
          ),
        );
      checkDayRange(dateFrom, dateTo);
      const days =
        (Date.parse(`${dateTo}T00:00:00Z`) - Date.parse(`${dateFrom}T00:00:00Z`)) / DAY_MS + 1;
      if (days > MAX_AVAILABILITY_DAYS)
        throw badUserInput(
          `At most ${MAX_AVAILABILITY_DAYS} days of availability`,
          'DATE_RANGE_INVALID',
        );
      const { items, total } = await listCrewsWithAvailability(
        db,
        scopeOf(request),
        { limit, page },
        { dateFrom, dateTo },
      );
      return { items, total, page, limit };
    },
  );

  // The crews a person is a member of, within the caller's crews; a crew member (OWN without a
  // company) asks about themself only.
  api.get(
    '/contacts/:id/pCrews',
    {
      config: crewsRead,
      schema: {
        params: idParams,
        querystring: pageQuery,
        response: { 200: pageOf(plannerCrewSchema), 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const { id } = request.params;
      if (scope.ownOnly && scope.companyId === null && scope.personId !== id)
        throw personNotFound();
      if (!(await personInTenant(db, scope.tenantId, id))) throw personNotFound();
      const { limit, page } = request.query;
      const { items, total } = await listCrewsOfPerson(db, scope, id, request.query);
      return { items, total, page, limit };
    },
  );
}
