import { defineApiArea } from '../../lib/area';
import type { ApiInstance, RouteContext } from '../../types';
import { helpContactSchema } from './help.schemas';

// The help screen's one call: whom this tenant's users contact (tenants.contact_email / _phone).

export async function helpRoutes(api: ApiInstance, _context: RouteContext): Promise<void> {
  // Any signed-in session of the tenant, a project or plus-crew session too: the help screen is
  // for everyone who can use the app, and the contact is the tenant's, not a person's.
  api.get(
    '/helpContact',
    { config: { authenticated: true }, schema: { response: { 200: helpContactSchema } } },
    async (request) => ({
      name: request.tenant.name,
      email: request.tenant.contactEmail,
      phone: request.tenant.contactPhone,
    }),
  );
}

export default defineApiArea({ name: 'help', routes: helpRoutes });
