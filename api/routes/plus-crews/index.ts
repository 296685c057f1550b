import { defineApiArea } from '../../lib/area';
import type { ApiInstance, RouteContext } from '../../types';
import { plusCrewEntryRoutes } from './plus-crews.entry.routes';
import { plusCrewRoutes } from './plus-crews.plus-crew.routes';

/**
 * The plus-crew service (SPEC.md §7): a plus crew by number, the value types, a plus crew's values
 * and its daily rows per value type and month, and data entry (plusCrews EDIT). Registered under
 * /api/v1 like every area and, as the spec's own base path, under /api too (api/routes/plus-crews/README.md, Under /api as well as /api/v1).
 */
export async function plusCrewsRoutes(api: ApiInstance, context: RouteContext): Promise<void> {
  // One registrar per resource: the plus crews and their data, and the data entry
  // (plus-crews.*.routes.ts; what they share is plus-crews.access.ts).
  await plusCrewRoutes(api, context);
  await plusCrewEntryRoutes(api, context);
}

export default defineApiArea({ name: 'plus-crews', routes: plusCrewsRoutes, alsoUnder: '/api' });
