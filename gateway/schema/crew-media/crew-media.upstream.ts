import { z } from 'zod';
import { upstreamOperation } from '../../upstream/api-client';
import { dateSchema, dateTimeSchema, idSchema, personSchema } from '../shared/shared.upstream';

// The crews area's photo and security check endpoints and shapes (api/routes/crews/crews.photos.ts,
// crews.security-checks.ts).

export const crewPhotoSchema = z.object({
  id: idSchema,
  crewId: idSchema,
  status: z.enum(['pending', 'approved', 'rejected']),
  takenAt: dateTimeSchema,
  uploadedAt: dateTimeSchema,
  contentType: z.string(),
  byteSize: z.number().int(),
  uploadedBy: personSchema.nullable(),
});
export type UpstreamCrewPhoto = z.output<typeof crewPhotoSchema>;

export const qualityCheckTypeSchema = z.object({ id: idSchema, caption: z.string() });
export type UpstreamQualityCheckType = z.output<typeof qualityCheckTypeSchema>;

export const securityCheckDoneSchema = z.object({
  date: dateSchema,
  shift: z.string(),
  submittedAt: dateTimeSchema,
  submittedBy: personSchema.nullable(),
});
export type UpstreamSecurityCheckDone = z.output<typeof securityCheckDoneSchema>;

export const crewSecurityCheckSchema = z.object({
  formId: idSchema,
  formTitle: z.string(),
  qualityCheckType: qualityCheckTypeSchema.nullable(),
  done: z.array(securityCheckDoneSchema),
});
export type UpstreamCrewSecurityCheck = z.output<typeof crewSecurityCheckSchema>;

export const listCrewPhotos = upstreamOperation(
  'GET',
  '/projectCrews/{id}/photos',
  z.object({ items: z.array(crewPhotoSchema), total: z.number().int() }),
);
export const listCrewSecurityChecks = upstreamOperation(
  'GET',
  '/projectCrews/{id}/securityChecks',
  z.object({ items: z.array(crewSecurityCheckSchema), total: z.number().int() }),
);
export const listQualityCheckTypes = upstreamOperation(
  'GET',
  '/qualityCheckTypes',
  z.object({ items: z.array(qualityCheckTypeSchema), total: z.number().int() }),
);

/** The photo's bytes, through the gateway's /api/v1 proxy (the app sends its bearer token). */
export const crewPhotoFilePath = (photo: UpstreamCrewPhoto): string =>
  `/api/v1/projectCrews/${encodeURIComponent(photo.crewId)}/photos/${encodeURIComponent(photo.id)}/file`;

export const crewPhotoUploadPath = (crewId: string): string =>
  `/api/v1/projectCrews/${encodeURIComponent(crewId)}/photos`;
