import type { RouteObject } from 'react-router-dom';

export const homeRoutes: RouteObject[] = [
  {
    path: '/',
    lazy: async () => ({ Component: (await import('./HomePage')).HomePage }),
    handle: { titleKey: 'home:title' },
  },
];
