import type DataLoader from 'dataloader';
import { byKey, defineLoaders, once } from '../../upstream/loaders';
import type { UpstreamProject } from '../shared/shared.upstream';
import {
  fetchBranchOptions,
  fetchCompanyOptions,
  fetchProject,
  fetchProjectPage,
} from './projects.upstream';
import type { ProjectListParams, UpstreamOption, UpstreamProjectPage } from './projects.upstream';
import { createProjectPagesLoaders } from './project-pages.loaders';
import type { ProjectPagesLoaders } from './project-pages.loaders';
import { projectPageLoaders } from './project-page.loaders';
import type { ProjectPageLoaders } from './project-page.loaders';

import { projectActionsLoaders } from './project-actions.upstream';
import type { ProjectActionsLoaders } from './project-actions.upstream';

export interface ProjectsLoaders extends ProjectPageLoaders, ProjectActionsLoaders {
  byNumber: DataLoader<string, UpstreamProject | null>;
  /**
   * One page of the list, fetched once per request for equal parameters. The api joins each row's
   * company, branch and manager (src/features/projects/README.md, The projects list through the gateway and on screen): a page is one upstream call, never one per row.
   */
  page(query: ProjectListParams): Promise<UpstreamProjectPage>;
  /** The companies the caller may filter by, once per request. */
  companies(): Promise<UpstreamOption[]>;
  /** The tenant's branches, once per request. */
  branches(): Promise<UpstreamOption[]>;
  /** The project subpages' reads (documents, project manager): project-pages.loaders.ts. */
  pages: ProjectPagesLoaders;
}

declare module '../../upstream/loaders' {
  interface AreaLoaders {
    projects: ProjectsLoaders;
  }
}

export const loaders = defineLoaders('projects', (api): ProjectsLoaders => {
  const pages = new Map<string, Promise<UpstreamProjectPage>>();
  return {
    ...projectPageLoaders(api),
    byNumber: byKey((number) => fetchProject(api, number)),
    page(query) {
      const key = JSON.stringify(Object.entries(query).sort(([a], [b]) => a.localeCompare(b)));
      let page = pages.get(key);
      if (!page) {
        page = fetchProjectPage(api, query);
        pages.set(key, page);
      }
      return page;
    },
    companies: once(() => fetchCompanyOptions(api)),
    branches: once(() => fetchBranchOptions(api)),
    pages: createProjectPagesLoaders(api),
    ...projectActionsLoaders(api),
  };
});
