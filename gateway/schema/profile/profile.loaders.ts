import type DataLoader from 'dataloader';
import { byKey, defineLoaders, once } from '../../upstream/loaders';
import {
  approvePicture,
  changeProfileAccess,
  changeProfileSettings,
  fetchProfile,
  listPendingPictures,
  rejectPicture,
} from './profile.upstream';
import type { UpstreamProfile, UpstreamProfilePicture } from './profile.upstream';

export interface ProfileLoaders {
  /** A profile by person id, once per request. */
  byId: DataLoader<string, UpstreamProfile | null>;
  changeSettings(
    id: string,
    body: { timeZone?: string; mapService?: UpstreamProfile['mapService'] },
  ): Promise<UpstreamProfile>;
  changeAccess(id: string, publicProfile: boolean): Promise<UpstreamProfile>;
  /** The office's queue of pictures waiting, once per request. */
  pendingPictures(): Promise<UpstreamProfilePicture[]>;
  /** The office's decision with the reason the person reads (required to reject). */
  decidePicture(
    id: string,
    verb: 'approve' | 'reject',
    reason: string | null,
  ): Promise<UpstreamProfilePicture>;
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
    byId.clear(String(profile.id)).prime(String(profile.id), profile);
    return profile;
  };
  return {
    byId,
    changeSettings: async (id, body) => primed(await changeProfileSettings(api, id, body)),
    changeAccess: async (id, publicProfile) =>
      primed(await changeProfileAccess(api, id, publicProfile)),
    pendingPictures: once(
      async () => (await api.call(listPendingPictures, { query: { status: 'pending' } })).items,
    ),
    decidePicture: async (id, verb, reason) => {
      const decided = await api.call(verb === 'approve' ? approvePicture : rejectPicture, {
        params: { pictureId: id },
        body: reason === null ? {} : { reason },
      });
      // The person's profile now shows another picture.
      byId.clear(String(decided.personId));
      return decided;
    },
  };
});
