import { defineAreaRoutes } from '../../lib/routing/area-routes';

export const routes = defineAreaRoutes([
  {
    name: 'profile',
    titleKey: 'common:menu.profile',
    layout: 'shell',
    access: 'signedIn',
    page: async () => (await import('./ProfilePage')).ProfilePage,
  },
]);
