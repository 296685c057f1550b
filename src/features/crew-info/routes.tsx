import { defineAreaRoutes } from '../../lib/routing/area-routes';

export const routes = defineAreaRoutes([
  {
    name: 'crewInfo',
    titleKey: 'common:menu.crewInfo',
    layout: 'shell',
    access: 'signedIn',
    page: async () => (await import('./CrewInfoPage')).CrewInfoPage,
  },
]);
