import { defineAreaRoutes } from '../../lib/routing/area-routes';

export const routes = defineAreaRoutes([
  {
    name: 'home',
    titleKey: 'common:menu.home',
    layout: 'shell',
    access: 'signedIn',
    // A planner's day in three columns at a desk.
    wide: true,
    page: async () => (await import('./HomePage')).HomePage,
  },
]);
