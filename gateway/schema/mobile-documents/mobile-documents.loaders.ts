import { defineLoaders, once } from '../../upstream/loaders';
import { fetchMobileDocuments } from './mobile-documents.upstream';
import type { UpstreamMobileDocument } from './mobile-documents.upstream';

export interface MobileDocumentsLoaders {
  /** The caller's documents, fetched once per request. */
  list(): Promise<UpstreamMobileDocument[]>;
}

declare module '../../upstream/loaders' {
  interface AreaLoaders {
    mobileDocuments: MobileDocumentsLoaders;
  }
}

export const loaders = defineLoaders('mobileDocuments', (api): MobileDocumentsLoaders => ({
  list: once(() => fetchMobileDocuments(api)),
}));
