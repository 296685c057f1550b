import type { RouteObject } from 'react-router-dom';
import { PATHS } from '../lib/paths';
import {
  isPlacedAt,
  toRouteObject,
  type RouteHandle,
  type RoutePlacement,
} from '../lib/routing/area-routes';
import { RequireSession } from './RequireSession';
import { RootLayout } from './RootLayout';
import { builtRoutes, unbuiltRoutes } from './routes/app-routes';

/** The "not available yet" and "not found" pages load only where they are shown. */
const unbuiltPage = async () => ({ Component: (await import('./pages/UnbuiltPage')).UnbuiltPage });
const notFoundPage = async () => ({
  Component: (await import('./pages/NotFoundPage')).NotFoundPage,
});

function unbuiltRouteObject(handle: RouteHandle): RouteObject {
  return { path: PATHS[handle.name], lazy: unbuiltPage, handle };
}

/** The built and the not-yet-built routes of one placement, built ones first. */
function placedAt(placement: RoutePlacement): RouteObject[] {
  return [
    ...builtRoutes.filter((route) => isPlacedAt(route, placement)).map(toRouteObject),
    ...unbuiltRoutes.filter((route) => isPlacedAt(route, placement)).map(unbuiltRouteObject),
  ];
}

/**
 * The layouts load with the route that needs them, in parallel with its page (AppRouter fetches
 * every matched route's `lazy` at once): the sign-in screen never downloads the signed-in shell
 * (top bar, bottom bar, menu rules, framed menu), nor the shell the sign-in layout (decision 071).
 */
const layouts = {
  login: async () => ({ Component: (await import('./layouts/LoginLayout')).LoginLayout }),
  bare: async () => ({ Component: (await import('./layouts/BareLayout')).BareLayout }),
  shell: async () => ({ Component: (await import('./ShellLayout')).ShellLayout }),
} satisfies Record<string, RouteObject['lazy']>;

const notFound = { lazy: notFoundPage, handle: { titleKey: 'common:notFound.title' } };

/**
 * Every route of SPEC.md §2 (src/lib/paths.ts), from the areas' routes.tsx declarations and the
 * derived "not available yet" list, grouped by the layout and guard each route declares.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      // Public screens before sign-in.
      { lazy: layouts.login, children: placedAt({ layout: 'login', access: 'public' }) },
      // Any path containing /public/: bare layout, no sign-in.
      {
        lazy: layouts.bare,
        children: [
          ...placedAt({ layout: 'bare', access: 'public' }),
          { path: '/public/*', ...notFound },
        ],
      },
      // The signed-in shell: one layout route for the routes open to everyone (in the layout of
      // whoever is, or is not, signed in) and those behind the guard (SPEC.md §5), so that going
      // from one to the other (home to Info) keeps the layout mounted, with its open menu.
      {
        lazy: layouts.shell,
        children: [
          ...placedAt({ layout: 'shell', access: 'public' }),
          {
            element: <RequireSession />,
            children: placedAt({ layout: 'shell', access: 'signedIn' }),
          },
          { path: '*', ...notFound },
        ],
      },
    ],
  },
];
