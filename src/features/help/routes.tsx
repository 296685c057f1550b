import { defineAreaRoutes } from '../../lib/routing/area-routes';

// Any signed-in session, a project or plus-crew session too (the guard lets them in, api/routes/help/README.md, Help for every session).
export const routes = defineAreaRoutes([
  {
    name: 'help',
    titleKey: 'help:title',
    layout: 'shell',
    access: 'signedIn',
    page: async () => (await import('./HelpPage')).HelpPage,
  },
]);
