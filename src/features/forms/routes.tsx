import { defineAreaRoutes } from '../../lib/routing/area-routes';

export const routes = defineAreaRoutes([
  {
    name: 'form',
    titleKey: 'forms:title',
    layout: 'shell',
    access: 'signedIn',
    page: async () => (await import('./FormPage')).FormPage,
  },
]);
