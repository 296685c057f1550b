import type { ApiInstance, RouteContext } from '../types';

/**
 * One area of the api: the default export of api/routes/<area>/index.ts. buildApi discovers the
 * folders and registers every area under /api/v1; adding an area touches no shared file.
 */
export interface ApiArea {
  /** The area's folder name under api/routes (checked at start-up). */
  name: string;
  /** Registers the area's routes; each declares its access (public, authenticated or a right). */
  routes(api: ApiInstance, context: RouteContext): Promise<void>;
  /** A second base path the same routes also answer under (the plus-crew service's `/api`, SPEC.md §7). */
  alsoUnder?: '/api';
}

/** Types an area's declaration (api/routes/<area>/index.ts: `export default defineApiArea({ … })`). */
export function defineApiArea(area: ApiArea): ApiArea {
  return area;
}

export function isApiArea(value: unknown): value is ApiArea {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<ApiArea>;
  return typeof candidate.name === 'string' && typeof candidate.routes === 'function';
}
