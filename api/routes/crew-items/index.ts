import { defineApiArea } from '../../lib/area';
import type { ApiInstance, RouteContext } from '../../types';
import { crewItemBookingRoutes } from './crew-items.booking.routes';
import { crewItemListRoutes } from './crew-items.list.routes';
import { plannerPositionRoutes } from './crew-items.positions.routes';
import { crewItemStatusRoutes } from './crew-items.status.routes';
import { crewItemVacancyRoutes } from './crew-items.vacancies.routes';

// Crew items and their statuses (SPEC.md §7 /projectCrewItemStatus, /projectCrewItems):
// every change is one transaction that locks the item row, asks crewItemStatusMachine
// (decideCrewItem) on the stored status with the facts its guards read, refuses with 409 and the
// machine's reason, or writes the status the machine answered, one audit row
// (crew_item_status_activities) and the booked person's notification. Rights: api/routes/crew-items/README.md, Rights.
//
// One registrar per resource: the planner's open positions, the item list, the planner's changes
// and the vacancy applications (crew-items.*.routes.ts; what they share is crew-items.access.ts,
// the changes themselves crew-items.changes.ts).

export async function crewItemsRoutes(api: ApiInstance, context: RouteContext): Promise<void> {
  // The planner's open positions and the applications waiting (crew-items.positions.routes.ts).
  await plannerPositionRoutes(api, context);
  await crewItemListRoutes(api, context);
  await crewItemStatusRoutes(api, context);
  await crewItemVacancyRoutes(api, context);
  // What speaks against booking a person, before it is saved (crew-items.booking.routes.ts).
  await crewItemBookingRoutes(api, context);
}

export default defineApiArea({ name: 'crew-items', routes: crewItemsRoutes });
