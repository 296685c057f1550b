import type { z } from 'zod';
import {
  projectCostSchema,
  projectCrewsSchema,
  projectProfileSchema,
} from '../../../api/routes/projects/project-page.schemas';
import type { projectCrewSchema } from '../../../api/routes/projects/project-page.schemas';
import { upstreamOperation } from '../../upstream/api-client';
import type { ApiClient } from '../../upstream/api-client';

// The project page's /api/v1 endpoints, parsed with the api's own schemas: the profile
// GET /projects/{number} answers, the crews and the cost.

export { projectCostSchema, projectProfileSchema };
/** GET /projects/{number}: the Project with its profile. */
export type ProjectProfile = z.output<typeof projectProfileSchema>;
export type ProjectCrewRow = z.output<typeof projectCrewSchema>;
export type ProjectCrewItemRow = ProjectCrewRow['items'][number];
export type ProjectCostBody = z.output<typeof projectCostSchema>;

export const getProjectCrews = upstreamOperation('GET', '/projects/{id}/crews', projectCrewsSchema);

export const getProjectCost = upstreamOperation('GET', '/projects/{id}/cost', projectCostSchema);

export const fetchProjectCrews = async (api: ApiClient, id: string) =>
  (await api.call(getProjectCrews, { params: { id } })).items;
export const fetchProjectCost = (api: ApiClient, id: string, timeZone: string) =>
  api.call(getProjectCost, { params: { id }, query: { timeZone } });
