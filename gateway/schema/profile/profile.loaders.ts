import type DataLoader from 'dataloader';
import { byKey, defineLoaders } from '../../upstream/loaders';
import { changeProfileAccess, changeProfileSettings, fetchProfile } from './profile.upstream';
import type { UpstreamProfile } from './profile.upstream';

export interface ProfileLoaders {
  /** A profile by person id, once per request. */
  byId: DataLoader<string, UpstreamProfile | null>;
  changeSettings(id: string, body: { timeZone?: string; mapService?: UpstreamProfile['mapService'] }): Promise<UpstreamProfile>;
  changeAccess(id: string, publicProfile: boolean): Promise<UpstreamProfile>;
}

declare module '../../upstream/loaders' {
  interface AreaLoaders {
    profile: ProfileLoaders;
  }
}

export const loaders = defineLoaders('profile', (api): ProfileLoaders => {
  const byId = byKey((id: string) => fetchProfile(api, id));
  // A change answers the new profile: prime the loader so later fields read it without a call.
  const primed = (profile: UpstreamProfile) => {
    byId.clear(profile.id).prime(profile.id, profile);
    return profile;
  };
  return {
    byId,
    changeSettings: async (id, body) => primed(await changeProfileSettings(api, id, body)),
    changeAccess: async (id, publicProfile) => primed(await changeProfileAccess(api, id, publicProfile)),
  };
});
