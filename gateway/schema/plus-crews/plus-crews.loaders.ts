import type DataLoader from 'dataloader';
import { byKey, defineLoaders } from '../../upstream/loaders';
import { fetchPlusCrew } from './plus-crews.upstream';
import type { UpstreamPlusCrew } from './plus-crews.upstream';

export interface PlusCrewsLoaders {
  byNumber: DataLoader<string, UpstreamPlusCrew | null>;
}

declare module '../../upstream/loaders' {
  interface AreaLoaders {
    plusCrews: PlusCrewsLoaders;
  }
}

export const loaders = defineLoaders('plusCrews', (api) => ({
  byNumber: byKey((number) => fetchPlusCrew(api, number)),
}));
