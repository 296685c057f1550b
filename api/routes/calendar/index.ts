import { defineApiArea } from '../../lib/area';
import type { ApiInstance, RouteContext } from '../../types';
import { absenceRoutes } from './calendar.absences.routes';
import { blockDateRoutes } from './calendar.block-dates.routes';
import { calendarSubscriptionRoutes } from './calendar.subscriptions.routes';
import { vacationRequestRoutes } from './calendar.vacation-requests.routes';

// The personal calendar (api/routes/calendar/README.md): one registrar per resource, the blocked
// dates, the vacation requests, the office's days and the holidays, and the iCal feed with its
// subscriptions (calendar.*.routes.ts; what they share is calendar.access.ts).

export async function calendarRoutes(api: ApiInstance, context: RouteContext): Promise<void> {
  await blockDateRoutes(api, context);
  await vacationRequestRoutes(api, context);
  await absenceRoutes(api, context);
  await calendarSubscriptionRoutes(api, context);
}

export default defineApiArea({ name: 'calendar', routes: calendarRoutes });
