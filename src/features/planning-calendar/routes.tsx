import { defineAreaRoutes } from '../../lib/routing/area-routes';

export const routes = defineAreaRoutes([
  {
    name: 'planningCalendar',
    titleKey: 'planning-calendar:title',
    layout: 'shell',
    access: 'signedIn',
    page: async () => (await import('./PlanningCalendarPage')).PlanningCalendarPage,
  },
]);
