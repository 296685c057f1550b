import { defineAreaRoutes } from '../../lib/routing/area-routes';

export const routes = defineAreaRoutes([
  {
    name: 'crewProfile',
    titleKey: 'common:titles.crewProfile',
    layout: 'shell',
    access: 'signedIn',
    page: async () => (await import('./CrewProfilePage')).CrewProfilePage,
  },
  {
    name: 'publicCrewProfile',
    titleKey: 'common:titles.crewProfile',
    layout: 'bare',
    access: 'public',
    page: async () => (await import('./PublicCrewProfilePage')).PublicCrewProfilePage,
  },
]);
