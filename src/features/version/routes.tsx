import { defineAreaRoutes } from '../../lib/routing/area-routes';

export const routes = defineAreaRoutes([
  {
    name: 'version',
    titleKey: 'common:menu.info',
    layout: 'shell',
    access: 'public',
    page: async () => (await import('./VersionPage')).VersionPage,
  },
]);
