import { doubleBookingsOf } from '../../../machines/bookingRules';
import type { Principal } from '../../auth/accounts';
import { forbidden, notFound } from '../../lib/errors';
import { errorSchema } from '../../lib/schemas';
import type { ApiInstance, RouteContext } from '../../types';
import { crewItemNotFound, edit, scopeOf } from './crew-items.access';
import { bookingItemInScope, checkBooking } from './crew-items.booking';
import { bookingCheckQuery, bookingCheckSchema } from './crew-items.booking.schemas';
import type { BookingCheck } from './crew-items.booking.schemas';
import { crewItemParams } from './crew-items.schemas';

// The booking check: what speaks against booking a person on a crew item, before it is saved
// (api/routes/crew-items/README.md, The booking check).
export async function crewItemBookingRoutes(
  api: ApiInstance,
  { database }: RouteContext,
): Promise<void> {
  api.get(
    '/projectCrewItems/:id/bookingCheck',
    {
      // Planners book people: planningCrewItemList EDIT over the tenant. A client's OWN edit
      // right is for their company's items, not for reading the staff's calendars and contracts.
      config: edit,
      schema: {
        params: crewItemParams,
        querystring: bookingCheckQuery,
        response: { 200: bookingCheckSchema, 400: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request): Promise<BookingCheck> => {
      if (request.permission !== 'ALL') throw forbidden();
      const principal = request.principal as Principal;
      const { id } = request.params;
      const { personId } = request.query;
      const item = await bookingItemInScope(database.db, scopeOf(request), id);
      if (!item) throw crewItemNotFound();
      const findings = await checkBooking(database.db, principal.tenantId, personId, item);
      if (!findings) throw notFound('Person not found', 'PERSON_NOT_FOUND');
      return {
        crewItemId: item.id,
        personId,
        needsConfirmation: doubleBookingsOf(findings).length > 0,
        findings,
      };
    },
  );
}
