import type { RouteObject } from 'react-router-dom';

// Each page is its own chunk: a crew member opening a job link does not download the list.
export const jobsRoutes: RouteObject[] = [
  {
    path: '/jobs',
    lazy: async () => ({ Component: (await import('./JobsPage')).JobsPage }),
    handle: { titleKey: 'jobs:title' },
  },
  {
    path: '/jobs/:id',
    lazy: async () => ({ Component: (await import('./JobPage')).JobPage }),
    handle: { titleKey: 'jobs:detailTitle' },
  },
];
