import { defineAreaRoutes } from '../../lib/routing/area-routes';

export const routes = defineAreaRoutes([
  {
    name: 'planningCalendar',
    titleKey: 'common:menu.planningCalendar',
    layout: 'shell',
    access: 'signedIn',
    page: async () => (await import('./PlanningCalendarPage')).PlanningCalendarPage,
  },
]);
