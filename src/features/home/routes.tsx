import { defineAreaRoutes } from '../../lib/routing/area-routes';

export const routes = defineAreaRoutes([
  {
    name: 'home',
    titleKey: 'home:title',
    layout: 'shell',
    access: 'signedIn',
    page: async () => (await import('./HomePage')).HomePage,
  },
]);
