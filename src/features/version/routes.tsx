import type { RouteObject } from 'react-router-dom';

export const versionRoutes: RouteObject[] = [
  {
    path: '/version',
    lazy: async () => ({ Component: (await import('./VersionPage')).VersionPage }),
    handle: { titleKey: 'version:title' },
  },
];
