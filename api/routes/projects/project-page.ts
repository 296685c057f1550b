import { z } from 'zod';
import type { Principal } from '../../auth/accounts';
import { permissionFor } from '../../auth/rights';
import { forbidden, notFound } from '../../lib/errors';
import { errorSchema, idParam } from '../../lib/schemas';
import type { ApiInstance, RouteContext } from '../../types';
import { timeZoneSchema } from '../profile/profile.schemas';
import { findVisibleProject, listProjectCrews, projectCost } from './project-page.repository';
import { projectCostSchema, projectCrewsSchema } from './project-page.schemas';

// The project page's subresources (SPEC.md §7 "/projects with many subresources"):
// its crews with their items, and its cost. GET /projects/{number} (the profile) is in index.ts.

const projectIdParams = z.strictObject({ id: idParam });
const costQuery = z.strictObject({ timeZone: timeZoneSchema.default('Europe/Amsterdam') });
const projectNotFound = () => notFound('Project not found', 'PROJECT_NOT_FOUND');

export async function projectPageRoutes(
  api: ApiInstance,
  { database, lookups }: RouteContext,
): Promise<void> {
  api.get(
    '/projects/:id/crews',
    {
      config: { right: { resource: 'projects', action: 'READ' } },
      schema: {
        params: projectIdParams,
        response: { 200: projectCrewsSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const principal = request.principal as Principal;
      const project = await findVisibleProject(
        database.db,
        principal,
        request.permission ?? 'OWN',
        request.params.id,
      );
      if (!project) throw projectNotFound();
      // Phone and e-mail of booked people only with crewProfile CONTACT (SPEC.md §6).
      const rights = await lookups.userRights(principal);
      const withContacts =
        permissionFor(rights, { resource: 'crewProfile', action: 'CONTACT' }) !== undefined;
      return {
        items: await listProjectCrews(database.db, principal.tenantId, project.id, withContacts),
      };
    },
  );

  api.get(
    '/projects/:id/cost',
    {
      config: { right: { resource: 'rateCards', action: 'READ' } },
      schema: {
        params: projectIdParams,
        querystring: costQuery,
        response: { 200: projectCostSchema, 400: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const principal = request.principal as Principal;
      // The cost is the project's too: rateCards READ (the route's right) and projects READ on it.
      const projectsRead = permissionFor(await lookups.userRights(principal), {
        resource: 'projects',
        action: 'READ',
      });
      if (projectsRead === undefined) throw forbidden('No projects right');
      const project = await findVisibleProject(
        database.db,
        principal,
        projectsRead,
        request.params.id,
      );
      if (!project) throw projectNotFound();
      return projectCost(database.db, principal.tenantId, project, request.query.timeZone);
    },
  );
}
