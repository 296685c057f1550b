import type { RouteObject } from 'react-router-dom';

// /data shows the same landing until the plus-crew dashboard exists; both share one chunk.
const landing: RouteObject['lazy'] = async () => ({
  Component: (await import('./PlusCrewSessionPage')).PlusCrewSessionPage,
});

export const plusCrewsRoutes: RouteObject[] = [
  { path: '/plus-crews/:number', lazy: landing, handle: { titleKey: 'plus-crews:title' } },
  { path: '/plus-crews/:number/data', lazy: landing, handle: { titleKey: 'plus-crews:dataTitle' } },
];
