import type DataLoader from 'dataloader';
import { byKey } from '../../upstream/loaders';
import type { ApiClient } from '../../upstream/api-client';
import type { UpstreamPerson } from '../shared/shared.upstream';
import { fetchProjectAttachments, fetchProjectManager } from './project-pages.upstream';
import type { UpstreamDocumentPage } from './project-pages.upstream';

/** The project subpages' reads, by project number: each asked once per request. */
export interface ProjectPagesLoaders {
  managerByNumber: DataLoader<string, UpstreamPerson | null>;
  documentsByNumber: DataLoader<string, UpstreamDocumentPage | null>;
}

/** Built with the projects area's loaders (projects.loaders.ts: `pages`). */
export function createProjectPagesLoaders(api: ApiClient): ProjectPagesLoaders {
  return {
    managerByNumber: byKey((number) => fetchProjectManager(api, number)),
    documentsByNumber: byKey((number) => fetchProjectAttachments(api, number)),
  };
}
