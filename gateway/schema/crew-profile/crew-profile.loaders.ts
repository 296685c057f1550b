import DataLoader from 'dataloader';
import { defineLoaders } from '../../upstream/loaders';
import { fetchCrewProfile, fetchPublicCrewProfile } from './crew-profile.upstream';
import type { UpstreamCrewProfile } from './crew-profile.upstream';

export interface CrewProfileLoaders {
  /** A profile by person id, read once per request (its four api calls run side by side). */
  byPersonId: DataLoader<string, UpstreamCrewProfile | null>;
  publicByPersonId: DataLoader<string, UpstreamCrewProfile | null>;
}

declare module '../../upstream/loaders' {
  interface AreaLoaders {
    crewProfile: CrewProfileLoaders;
  }
}

export const loaders = defineLoaders('crewProfile', (api): CrewProfileLoaders => ({
  byPersonId: new DataLoader((ids) =>
    Promise.all(ids.map((id) => fetchCrewProfile(api, id).catch((error: Error) => error))),
  ),
  publicByPersonId: new DataLoader((ids) =>
    Promise.all(ids.map((id) => fetchPublicCrewProfile(api, id).catch((error: Error) => error))),
  ),
}));
