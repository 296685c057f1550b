import type { z } from 'zod';
import {
  crewPhotoListSchema,
  crewPhotoSchema,
  crewSecurityCheckListSchema,
  crewSecurityCheckSchema,
  qualityCheckTypeListSchema,
  qualityCheckTypeSchema,
  securityCheckDoneSchema,
} from '../../../api/routes/crews/crew-media.schemas';
import { upstreamOperation } from '../../upstream/api-client';

// The crews area's photo and security check endpoints (api/routes/crews/crews.photos.ts,
// crews.security-checks.ts), parsed with the api's own schemas.

export {
  crewPhotoSchema,
  crewSecurityCheckSchema,
  qualityCheckTypeSchema,
  securityCheckDoneSchema,
};
export type UpstreamCrewPhoto = z.output<typeof crewPhotoSchema>;
export type UpstreamQualityCheckType = z.output<typeof qualityCheckTypeSchema>;
export type UpstreamSecurityCheckDone = z.output<typeof securityCheckDoneSchema>;
export type UpstreamCrewSecurityCheck = z.output<typeof crewSecurityCheckSchema>;

export const listCrewPhotos = upstreamOperation(
  'GET',
  '/projectCrews/{id}/photos',
  crewPhotoListSchema,
);
export const listCrewSecurityChecks = upstreamOperation(
  'GET',
  '/projectCrews/{id}/securityChecks',
  crewSecurityCheckListSchema,
);
export const listQualityCheckTypes = upstreamOperation(
  'GET',
  '/qualityCheckTypes',
  qualityCheckTypeListSchema,
);

/** The photo's bytes, through the gateway's /api/v1 proxy (the app sends its bearer token). */
export const crewPhotoFilePath = (photo: UpstreamCrewPhoto): string =>
  `/api/v1/projectCrews/${encodeURIComponent(photo.crewId)}/photos/${encodeURIComponent(photo.id)}/file`;

export const crewPhotoUploadPath = (crewId: string): string =>
  `/api/v1/projectCrews/${encodeURIComponent(crewId)}/photos`;
