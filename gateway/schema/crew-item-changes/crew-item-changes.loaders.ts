import { defineLoaders } from '../../upstream/loaders';
import type { UpstreamCrewItemChange } from './crew-item-changes.upstream';
import { crewItemChanges } from './crew-item-changes.upstream';

export interface CrewItemChangesLoaders {
  /** The caller's live crew item changes (one upstream stream each time it is called). */
  stream(after: string | undefined): AsyncGenerator<UpstreamCrewItemChange>;
}

declare module '../../upstream/loaders' {
  interface AreaLoaders {
    crewItemChanges: CrewItemChangesLoaders;
  }
}

export const loaders = defineLoaders('crewItemChanges', (api): CrewItemChangesLoaders => ({
  stream: (after) => crewItemChanges(api, after),
}));
