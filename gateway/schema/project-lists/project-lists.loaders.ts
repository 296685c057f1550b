import type DataLoader from 'dataloader';
import { byKey, defineLoaders } from '../../upstream/loaders';
import { fetchProjectLogo, fetchRateCard } from './project-lists.upstream';
import type { FullRateCard, UpstreamProjectLogo } from './project-lists.upstream';

export interface ProjectListsLoaders {
  /** A rate card with its rates by id, once per request whatever the number of projects naming it. */
  rateCard: DataLoader<string, FullRateCard | null>;
  /** A project's logo state by project id, once per request. */
  projectLogo: DataLoader<string, UpstreamProjectLogo | null>;
}

declare module '../../upstream/loaders' {
  interface AreaLoaders {
    projectLists: ProjectListsLoaders;
  }
}

export const loaders = defineLoaders('projectLists', (api): ProjectListsLoaders => ({
  rateCard: byKey((id) => fetchRateCard(api, id)),
  projectLogo: byKey((projectId) => fetchProjectLogo(api, projectId)),
}));
