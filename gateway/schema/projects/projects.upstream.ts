import type { z } from 'zod';
import { pageOf } from '../../../api/lib/response.schemas';
import { optionSchema } from '../../../api/routes/projects/projects.schemas';
import { orNull, upstreamOperation } from '../../upstream/api-client';
import type { ApiClient } from '../../upstream/api-client';
import { projectListItemSchema } from '../shared/shared.upstream';
import type { UpstreamProject, UpstreamProjectListItem } from '../shared/shared.upstream';

export type { UpstreamProjectListItem };
import { projectProfileSchema } from './project-page.upstream';

// The projects area's /api/v1 endpoints, parsed with the api's own schemas. The Project's mapper
// type is in shared/: a Job embeds a project too; the list row too: the crew item list's project
// filter reads the same call.

// The project page's profile fields come along (project-page.upstream.ts).
export const getProject = upstreamOperation('GET', '/projects/{number}', projectProfileSchema);

/** null when the project does not exist or is not visible to the caller (404). */
export const fetchProject = (api: ApiClient, number: string): Promise<UpstreamProject | null> =>
  orNull(api.call(getProject, { params: { number } }));

export { optionSchema };

export const projectPageSchema = pageOf(projectListItemSchema);
export type UpstreamProjectPage = z.output<typeof projectPageSchema>;

export const listProjects = upstreamOperation('GET', '/projects', projectPageSchema);

// The api's list page (GET /companies, /branches: limit 1000); the filters use the items.
const optionsSchema = pageOf(optionSchema);
export type UpstreamOption = z.output<typeof optionSchema>;
export const listCompanies = upstreamOperation('GET', '/companies', optionsSchema);
export const listBranches = upstreamOperation('GET', '/branches', optionsSchema);

/** The list's query string as the api takes it: only the filters given. */
export type ProjectListParams = Record<string, string | number>;

export const fetchProjectPage = (api: ApiClient, query: ProjectListParams) =>
  api.call(listProjects, { query });
export const fetchCompanyOptions = async (api: ApiClient) =>
  (await api.call(listCompanies, {})).items;
export const fetchBranchOptions = async (api: ApiClient) =>
  (await api.call(listBranches, {})).items;
