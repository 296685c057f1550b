import { defineAreaRoutes } from '../../lib/routing/area-routes';

export const routes = defineAreaRoutes([
  {
    name: 'profile',
    titleKey: 'profile:title',
    layout: 'shell',
    access: 'signedIn',
    page: async () => (await import('./ProfilePage')).ProfilePage,
  },
]);
