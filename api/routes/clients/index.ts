import { defineApiArea } from '../../lib/area';
import type { ApiInstance, RouteContext } from '../../types';
import { branchRoutes } from './clients.branches.routes';
import { companyRoutes } from './clients.companies.routes';
import { locationRoutes } from './clients.locations.routes';

/**
 * The office's administration of its clients and venues (api/routes/clients/README.md): client
 * companies, the tenant's branches and its locations, read and written with the administration
 * right; every write audited in its own transaction.
 */
export async function clientsRoutes(api: ApiInstance, context: RouteContext): Promise<void> {
  await companyRoutes(api, context);
  await branchRoutes(api, context);
  await locationRoutes(api, context);
}

export default defineApiArea({ name: 'clients', routes: clientsRoutes });
