import type { z } from 'zod';
import { itemsOf } from '../../../api/lib/response.schemas';
import {
  personProfileSchema,
  profilePictureSchema,
  waitingProfilePictureSchema,
} from '../../../api/routes/profile/profile.schemas';
import { orNull, upstreamOperation } from '../../upstream/api-client';
import type { ApiClient } from '../../upstream/api-client';

// The profile area's /api/v1 endpoints, parsed with the api's own schemas (api/routes/profile).

export { personProfileSchema, profilePictureSchema, waitingProfilePictureSchema };
/** A person's own pictures carry no person; the office's queue does. */
export type UpstreamProfilePicture = z.output<typeof profilePictureSchema> &
  Partial<Pick<z.output<typeof waitingProfilePictureSchema>, 'person'>>;

export type UpstreamProfile = z.output<typeof personProfileSchema>;

export const getProfile = upstreamOperation('GET', '/persons/{id}', personProfileSchema);
export const postProfileSettings = upstreamOperation(
  'POST',
  '/persons/{id}/settings',
  personProfileSchema,
);
export const postProfileAccess = upstreamOperation(
  'POST',
  '/persons/{id}/profileAccess',
  personProfileSchema,
);
export const listPendingPictures = upstreamOperation(
  'GET',
  '/profilePictures',
  itemsOf(waitingProfilePictureSchema),
);
export const approvePicture = upstreamOperation(
  'POST',
  '/profilePictures/{pictureId}/approve',
  profilePictureSchema,
);
export const rejectPicture = upstreamOperation(
  'POST',
  '/profilePictures/{pictureId}/reject',
  profilePictureSchema,
);

/** null when the profile does not exist or is not the caller's to see (404). */
export const fetchProfile = (api: ApiClient, id: string): Promise<UpstreamProfile | null> =>
  orNull(api.call(getProfile, { params: { id } }));

export const changeProfileSettings = (
  api: ApiClient,
  id: string,
  body: { timeZone?: string; mapService?: UpstreamProfile['mapService'] },
) => api.call(postProfileSettings, { params: { id }, body });

export const changeProfileAccess = (api: ApiClient, id: string, publicProfile: boolean) =>
  api.call(postProfileAccess, { params: { id }, body: { publicProfile } });

/**
 * The picture's bytes, through the gateway's /api/v1 proxy (the app sends its bearer token): the
 * person's own path, or for the office's queue the review path (personProfiles READ ALL), since
 * the office holds persons READ OWN only.
 */
export const pictureFilePath = (picture: UpstreamProfilePicture): string =>
  picture.person
    ? `/api/v1/profilePictures/${encodeURIComponent(picture.id)}/file`
    : `/api/v1/persons/${encodeURIComponent(picture.personId)}/profilePictures/${encodeURIComponent(picture.id)}/file`;

export const pictureUploadPath = (profile: UpstreamProfile): string =>
  `/api/v1/persons/${encodeURIComponent(profile.id)}/profilePictures`;
