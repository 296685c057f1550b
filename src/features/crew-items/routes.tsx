import { defineAreaRoutes } from '../../lib/routing/area-routes';

export const routes = defineAreaRoutes([
  {
    name: 'planningCrewItemList',
    titleKey: 'common:menu.planningCrewItemList',
    layout: 'shell',
    access: 'signedIn',
    page: async () => (await import('./CrewItemListPage')).CrewItemListPage,
  },
]);
