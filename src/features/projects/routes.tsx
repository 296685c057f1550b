import type { RouteObject } from 'react-router-dom';

export const projectsRoutes: RouteObject[] = [
  {
    path: '/projects/:number',
    lazy: async () => ({ Component: (await import('./ProjectSessionPage')).ProjectSessionPage }),
    handle: { titleKey: 'projects:title' },
  },
];
