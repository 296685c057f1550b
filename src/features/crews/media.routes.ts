import { defineAreaRoutes } from '../../lib/routing/area-routes';

// The crew's photos and security check; routes.tsx spreads these into the area's.
export const mediaRoutes = defineAreaRoutes([
  {
    name: 'crewPhotos',
    titleKey: 'common:titles.photos',
    layout: 'shell',
    access: 'signedIn',
    page: async () => (await import('./CrewPhotosPage')).CrewPhotosPage,
  },
  {
    name: 'crewSecurityCheck',
    titleKey: 'common:titles.securityCheck',
    layout: 'shell',
    access: 'signedIn',
    page: async () => (await import('./SecurityCheckPage')).SecurityCheckPage,
  },
]);
