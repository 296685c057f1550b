import { z } from 'zod';
import { dateSchema, timestampSchema } from '../../lib/response.schemas';
import { personSchema } from '../../lib/person.schemas';
import { CREW_PHOTO_STATUSES, SECURITY_CHECK_SHIFTS } from './crews.tables';

// The shapes of a crew's photos and security checks (crews.photos.ts, crews.security-checks.ts),
// written once: the routes answer with them, the gateway parses with them.

/** What the uploader is told: the photo is not shown to the client until approved. */
export const PHOTO_PENDING_NOTICE = 'Uploaded file is subject to approval';

export const crewPhotoSchema = z.strictObject({
  id: z.number().int(),
  crewId: z.number().int(),
  status: z.enum(CREW_PHOTO_STATUSES),
  takenAt: timestampSchema,
  uploadedAt: timestampSchema,
  contentType: z.string(),
  byteSize: z.number().int(),
  /** Who uploaded it (the crew chief or a planner); null when that person was deleted. */
  uploadedBy: personSchema.nullable(),
});
export type CrewPhoto = z.infer<typeof crewPhotoSchema>;

export const crewPhotoUploadedSchema = crewPhotoSchema.extend({
  notice: z.literal(PHOTO_PENDING_NOTICE),
});
export const crewPhotoListSchema = z.strictObject({
  items: z.array(crewPhotoSchema),
  total: z.number().int(),
});

export const qualityCheckTypeSchema = z.strictObject({ id: z.number().int(), caption: z.string() });
export type QualityCheckType = z.infer<typeof qualityCheckTypeSchema>;

export const securityCheckDoneSchema = z.strictObject({
  date: dateSchema,
  shift: z.enum(SECURITY_CHECK_SHIFTS),
  submittedAt: timestampSchema,
  submittedBy: personSchema.nullable(),
});

export const crewSecurityCheckSchema = z.strictObject({
  formId: z.number().int(),
  formTitle: z.string(),
  qualityCheckType: qualityCheckTypeSchema.nullable(),
  /** The dates and shifts already answered, oldest first. */
  done: z.array(securityCheckDoneSchema),
});
export type CrewSecurityCheck = z.infer<typeof crewSecurityCheckSchema>;

export const crewSecurityCheckListSchema = z.strictObject({
  items: z.array(crewSecurityCheckSchema),
  total: z.number().int(),
});

export const qualityCheckTypeListSchema = z.strictObject({
  items: z.array(qualityCheckTypeSchema),
  total: z.number().int(),
});
