import { defineApiArea } from '../../lib/area';
import type { ApiInstance, RouteContext } from '../../types';
import { contactAndFunctionRoutes } from './people.contacts-functions.routes';
import { personRoutes } from './people.persons.routes';

/**
 * The office's administration of its people (api/routes/people/README.md): persons with their
 * functions, role presets, right adjustments, invitation and deactivation; client contacts; the
 * functions people are booked for. Every route needs the administration right, with ALL.
 */
export async function peopleRoutes(api: ApiInstance, context: RouteContext): Promise<void> {
  await personRoutes(api, context);
  await contactAndFunctionRoutes(api, context);
}

export default defineApiArea({ name: 'people', routes: peopleRoutes });
