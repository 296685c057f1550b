import { defineAreaRoutes } from '../../lib/routing/area-routes';

export const routes = defineAreaRoutes([
  {
    name: 'project',
    titleKey: 'projects:title',
    layout: 'shell',
    access: 'signedIn',
    page: async () => (await import('./ProjectSessionPage')).ProjectSessionPage,
  },
]);
