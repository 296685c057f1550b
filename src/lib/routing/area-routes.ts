import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PATHS, type PathName } from '../paths';

/**
 * Where a route sits in the shell. `login`: the sign-in layout, no session needed. `bare`: the
 * public layout without menus (SPEC.md §2, any path containing /public/). `open`: the app
 * layout, open to everyone, in the layout of whoever is (or is not) signed in. `signedIn`: the
 * app layout behind the guard (SPEC.md §5). Layout and access come as pairs because no other
 * combination exists in SPEC.md.
 */
export type RoutePlacement =
  | { layout: 'login'; access: 'public' }
  | { layout: 'bare'; access: 'public' }
  | { layout: 'shell'; access: 'public' }
  | { layout: 'shell'; access: 'signedIn' };

/** What every route of the app carries in its react-router `handle`. */
export type RouteHandle = RoutePlacement & {
  /** The path's name in {@link PATHS}. */
  name: PathName;
  /** Namespaced translation key of the screen title (the top bar and the document title). */
  titleKey: string;
  /**
   * A desk screen with columns at a wide window (the planner's home): the layout gives it the
   * window's width from 1024 px on instead of the reading width.
   */
  wide?: boolean;
};

/** One route an area builds: a path of {@link PATHS}, its title and placement, its page. */
export type AreaRoute = RouteHandle & {
  /**
   * Loads the page component. Written as a dynamic import in the area's routes.tsx, so each
   * page is its own chunk: a crew member opening a job link does not download the list.
   */
  page: () => Promise<ComponentType>;
};

/** The routes of one area, as its `src/features/<area>/routes.tsx` exports them. */
export type AreaRoutes = readonly AreaRoute[];

/**
 * Declares an area's routes. Typed: the path name must be in {@link PATHS}, the placement one of
 * {@link RoutePlacement}. The router reads every area's `routes` export (src/app/router.tsx).
 */
export function defineAreaRoutes(routes: AreaRoutes): AreaRoutes {
  return routes;
}

/** The react-router route of an area route: its PATHS pattern, lazy page and handle. */
export function toRouteObject({ page, ...handle }: AreaRoute): RouteObject {
  return {
    path: PATHS[handle.name],
    lazy: async () => ({ Component: await page() }),
    handle,
  };
}

/** True when the handle's placement is the given layout and access. */
export function isPlacedAt(handle: RoutePlacement, placement: RoutePlacement): boolean {
  return handle.layout === placement.layout && handle.access === placement.access;
}
