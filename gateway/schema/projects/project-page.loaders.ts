import type DataLoader from 'dataloader';
import type { ApiClient } from '../../upstream/api-client';
import { byKey } from '../../upstream/loaders';
import { fetchProjectCost, fetchProjectCrews } from './project-page.upstream';
import type { ProjectCostBody, ProjectCrewRow } from './project-page.upstream';

/** The project page's loaders (part of the projects area's, projects.loaders.ts). */
export interface ProjectPageLoaders {
  /** A project's crews with their rows, by project id: one call per project and request (api/routes/projects/README.md, A project's crews and row counting). */
  crewsOf: DataLoader<string, ProjectCrewRow[]>;
  /** A project's cost, by `${projectId} ${timeZone}`. */
  costOf: DataLoader<string, ProjectCostBody>;
}

export function projectPageLoaders(api: ApiClient): ProjectPageLoaders {
  return {
    crewsOf: byKey((id) => fetchProjectCrews(api, id)),
    costOf: byKey((key) => {
      const [id = '', timeZone = ''] = key.split(' ');
      return fetchProjectCost(api, id, timeZone);
    }),
  };
}
