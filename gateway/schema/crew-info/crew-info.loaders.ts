import type DataLoader from 'dataloader';
import { byKey, defineLoaders, once } from '../../upstream/loaders';
import { fetchCrewInfoArticle, fetchCrewInfoArticles } from './crew-info.upstream';
import type { UpstreamCrewInfoArticle } from './crew-info.upstream';

export interface CrewInfoLoaders {
  /** The tenant's articles without their bodies, fetched once per request. */
  list(): Promise<UpstreamCrewInfoArticle[]>;
  /** An article with its body. */
  byId: DataLoader<string, UpstreamCrewInfoArticle | null>;
}

declare module '../../upstream/loaders' {
  interface AreaLoaders {
    crewInfo: CrewInfoLoaders;
  }
}

export const loaders = defineLoaders('crewInfo', (api): CrewInfoLoaders => ({
  list: once(() => fetchCrewInfoArticles(api)),
  byId: byKey((id) => fetchCrewInfoArticle(api, id)),
}));
