import { defineAreaRoutes } from '../../lib/routing/area-routes';

export const routes = defineAreaRoutes([
  {
    name: 'trainings',
    titleKey: 'common:menu.trainings',
    layout: 'shell',
    access: 'signedIn',
    page: async () => (await import('./TrainingsPage')).TrainingsPage,
  },
]);
