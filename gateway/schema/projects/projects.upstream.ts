import { z } from 'zod';
import { orNull, upstreamOperation } from '../../upstream/api-client';
import type { ApiClient } from '../../upstream/api-client';
import { idSchema, pageSchema, projectListItemSchema } from '../shared/shared.upstream';
import type { UpstreamProject, UpstreamProjectListItem } from '../shared/shared.upstream';

export type { UpstreamProjectListItem };
import { projectProfileSchema } from './project-page.upstream';

// The projects area's /api/v1 endpoints. The Project row is in shared/: a Job embeds it too; the
// list row too: the crew item list's project filter reads the same call.

// The project page's profile fields come along (project-page.upstream.ts).
export const getProject = upstreamOperation('GET', '/projects/{number}', projectProfileSchema);

/** null when the project does not exist or is not visible to the caller (404). */
export const fetchProject = (api: ApiClient, number: string): Promise<UpstreamProject | null> =>
  orNull(api.call(getProject, { params: { number } }));

export const captioned = z.object({ id: idSchema, caption: z.string() });

export const projectPageSchema = pageSchema(projectListItemSchema);
export type UpstreamProjectPage = z.output<typeof projectPageSchema>;

export const listProjects = upstreamOperation('GET', '/projects', projectPageSchema);

// The api's list page (GET /companies, /branches: limit 1000); the filters use the items.
const optionsSchema = z.object({
  items: z.array(captioned),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type UpstreamOption = z.output<typeof captioned>;
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
