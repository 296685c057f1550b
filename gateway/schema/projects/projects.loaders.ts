import type DataLoader from 'dataloader';
import { byKey, defineLoaders } from '../../upstream/loaders';
import type { UpstreamProject } from '../shared/shared.upstream';
import { fetchProject } from './projects.upstream';

export interface ProjectsLoaders {
  byNumber: DataLoader<string, UpstreamProject | null>;
}

declare module '../../upstream/loaders' {
  interface AreaLoaders {
    projects: ProjectsLoaders;
  }
}

export const loaders = defineLoaders('projects', (api) => ({
  byNumber: byKey((number) => fetchProject(api, number)),
}));
