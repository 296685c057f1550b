import type { PathName } from '../../lib/paths';

/**
 * The title each path of SPEC.md §2 shows while its area is not built yet (the shared "not
 * available yet" screen). Which paths those are is derived: {@link PATHS} minus the routes the
 * areas declare (./app-routes.ts). An area that builds a path gives it its own title in its
 * routes.tsx; the entry here is then no longer read and may be deleted at leisure.
 */
// Empty since 2026-11-25: every path of SPEC.md §2 has its area. A path added to
// PATHS before its area gets its title here.
export const UNBUILT_TITLES: Partial<Record<PathName, string>> = {};
