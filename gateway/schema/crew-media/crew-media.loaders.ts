import { orNull } from '../../upstream/api-client';
import { byKey, defineLoaders, once } from '../../upstream/loaders';
import {
  listCrewPhotos,
  listCrewSecurityChecks,
  listQualityCheckTypes,
} from './crew-media.upstream';
import type {
  UpstreamCrewPhoto,
  UpstreamCrewSecurityCheck,
  UpstreamQualityCheckType,
} from './crew-media.upstream';

export interface CrewMediaLoaders {
  /** A crew's photos the caller may see, by crew id, once per request (null: the crew is not the caller's). */
  photos: { load(crewId: string): Promise<UpstreamCrewPhoto[] | null> };
  /** A crew's security checks with what was answered, by crew id, once per request. */
  securityChecks: { load(crewId: string): Promise<UpstreamCrewSecurityCheck[] | null> };
  /** The tenant's quality check types (SPEC §7: limit 1000, page 1), once per request. */
  qualityCheckTypes(): Promise<UpstreamQualityCheckType[]>;
}

declare module '../../upstream/loaders' {
  interface AreaLoaders {
    crewMedia: CrewMediaLoaders;
  }
}

export const loaders = defineLoaders('crewMedia', (api): CrewMediaLoaders => ({
  photos: byKey(
    async (crewId: string) =>
      (await orNull(api.call(listCrewPhotos, { params: { id: crewId } })))?.items ?? null,
  ),
  securityChecks: byKey(
    async (crewId: string) =>
      (await orNull(api.call(listCrewSecurityChecks, { params: { id: crewId } })))?.items ?? null,
  ),
  qualityCheckTypes: once(
    async () => (await api.call(listQualityCheckTypes, { query: { limit: 1000, page: 1 } })).items,
  ),
}));
