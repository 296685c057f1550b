import { defineAreaRoutes } from '../../lib/routing/area-routes';

export const routes = defineAreaRoutes([
  {
    name: 'todoCalendar',
    titleKey: 'common:menu.todoCalendar',
    layout: 'shell',
    access: 'signedIn',
    page: async () => (await import('./TodoCalendarPage')).TodoCalendarPage,
  },
]);
