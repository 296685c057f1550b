import { defineAreaRoutes } from '../../lib/routing/area-routes';

// Each page is its own chunk: a crew member opening a job link does not download the list.
export const routes = defineAreaRoutes([
  {
    name: 'jobs',
    titleKey: 'common:menu.jobs',
    layout: 'shell',
    access: 'signedIn',
    page: async () => (await import('./JobsPage')).JobsPage,
  },
  {
    name: 'job',
    titleKey: 'jobs:detailTitle',
    layout: 'shell',
    access: 'signedIn',
    page: async () => (await import('./JobPage')).JobPage,
  },
  {
    name: 'jobContactProjectManager',
    titleKey: 'jobs:contact.title',
    layout: 'shell',
    access: 'signedIn',
    page: async () => (await import('./ContactProjectManagerPage')).ContactProjectManagerPage,
  },
]);
