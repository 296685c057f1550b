import { defineAreaRoutes } from '../../lib/routing/area-routes';

// /data shows the same landing until the plus-crew dashboard exists; both share one chunk.
const landing = async () => (await import('./PlusCrewSessionPage')).PlusCrewSessionPage;

export const routes = defineAreaRoutes([
  {
    name: 'plusCrew',
    titleKey: 'plus-crews:title',
    layout: 'shell',
    access: 'signedIn',
    page: landing,
  },
  {
    name: 'plusCrewData',
    titleKey: 'plus-crews:dataTitle',
    layout: 'shell',
    access: 'signedIn',
    page: landing,
  },
]);
