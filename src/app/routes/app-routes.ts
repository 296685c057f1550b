import { PATHS, type PathName } from '../../lib/paths';
import type { AreaRoute, AreaRoutes, RouteHandle } from '../../lib/routing/area-routes';
import { UNBUILT_TITLES } from './unbuilt-titles';

/**
 * Every area's routes, discovered: each `src/features/<area>/routes.tsx` exports `routes`
 * (defineAreaRoutes). Eager, because a routes file holds declarations only; each page inside
 * stays a lazy chunk of its own. Adding a route touches its area's folder, never the shell.
 */
const areaModules = import.meta.glob<AreaRoutes>('../../features/*/routes.tsx', {
  eager: true,
  import: 'routes',
});

/** The area folder of a discovered routes file ('../../features/jobs/routes.tsx' → 'jobs'). */
function areaOf(file: string): string {
  const match = /\/features\/([^/]+)\/routes\.tsx$/.exec(file);
  if (!match?.[1]) throw new Error(`Not an area routes file: ${file}`);
  return match[1];
}

/** Each area's routes by area name, in file order. */
export const routesByArea: ReadonlyMap<string, AreaRoutes> = new Map(
  Object.entries(areaModules).map(([file, routes]) => [areaOf(file), routes]),
);

/** Every route an area builds. */
export const builtRoutes: readonly AreaRoute[] = [...routesByArea.values()].flat();

/** The generic title of a path with no entry in UNBUILT_TITLES (a test keeps this from happening). */
export const UNBUILT_FALLBACK_TITLE = 'common:appName';

/**
 * The paths of SPEC.md §2 no area builds yet, derived ({@link PATHS} minus {@link builtRoutes}):
 * each shows the shared "not available yet" screen under its own title, so the menu and the
 * guard already behave as specified. A path under /public/ sits in the bare public layout; every
 * other one behind the guard.
 */
export function unbuiltRoutesOf(built: readonly AreaRoute[]): RouteHandle[] {
  const builtNames = new Set(built.map((route) => route.name));
  return (Object.keys(PATHS) as PathName[])
    .filter((name) => !builtNames.has(name))
    .map((name) => {
      const titleKey = UNBUILT_TITLES[name] ?? UNBUILT_FALLBACK_TITLE;
      return PATHS[name].includes('/public/')
        ? { name, titleKey, layout: 'bare', access: 'public' }
        : { name, titleKey, layout: 'shell', access: 'signedIn' };
    });
}

/** The routes still showing "not available yet". */
export const unbuiltRoutes: readonly RouteHandle[] = unbuiltRoutesOf(builtRoutes);
