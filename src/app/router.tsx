import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { homeRoutes } from '../features/home/routes';
import { jobsRoutes } from '../features/jobs/routes';
import { mailboxRoutes } from '../features/mailbox/routes';
import { plusCrewsRoutes } from '../features/plus-crews/routes';
import { projectsRoutes } from '../features/projects/routes';
import { sessionRoutes } from '../features/session/routes';
import { versionRoutes } from '../features/version/routes';
import { BareLayout } from './layouts/BareLayout';
import { LoginLayout } from './layouts/LoginLayout';
import { LoadingScreen } from './pages/LoadingScreen';
import { NotFoundPage } from './pages/NotFoundPage';
import { UnbuiltPage } from './pages/UnbuiltPage';
import { RequireSession } from './RequireSession';
import { RootLayout } from './RootLayout';
import { unbuiltPublicRoutes, unbuiltRoutes, type UnbuiltRoute } from './routes/unbuilt-routes';
import { ShellLayout } from './ShellLayout';

function unbuilt(routes: UnbuiltRoute[]): RouteObject[] {
  return routes.map(({ path, titleKey }) => ({ path, element: <UnbuiltPage />, handle: { titleKey } }));
}

/** Every route of SPEC.md §2, grouped by the layout and guard they need. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // Shown while the first screen's lazy route module arrives (its own chunk per area).
    hydrateFallbackElement: <LoadingScreen />,
    children: [
      // Public screens before sign-in.
      { element: <LoginLayout />, children: [...sessionRoutes, ...mailboxRoutes] },
      // Any path containing /public/: bare layout, no sign-in.
      {
        element: <BareLayout />,
        children: [
          ...unbuilt(unbuiltPublicRoutes),
          { path: '/public/*', element: <NotFoundPage />, handle: { titleKey: 'common:notFound.title' } },
        ],
      },
      // Open to everyone, in the layout of whoever is (or is not) signed in.
      {
        element: <ShellLayout />,
        children: [
          ...versionRoutes,
          { path: '*', element: <NotFoundPage />, handle: { titleKey: 'common:notFound.title' } },
        ],
      },
      // Behind the guard (SPEC.md §5).
      {
        element: <RequireSession />,
        children: [
          {
            element: <ShellLayout />,
            children: [
              ...homeRoutes,
              ...jobsRoutes,
              ...projectsRoutes,
              ...plusCrewsRoutes,
              ...unbuilt(unbuiltRoutes),
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
