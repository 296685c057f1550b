import { z } from 'zod';
import { MAP_SERVICES } from '../../../machines/profile.types';
import { PROFILE_PICTURE_STATUSES } from '../../../machines/profilePicture.machine';
import { dateSchema, text, timestampSchema } from '../../lib/schemas';

// The profile's shapes (SPEC.md §2 /profile, §7 /persons/{id}). TypeScript types by z.infer.

/** An IANA zone name luxon and the platform know ('Europe/London'); 'UTC' too. */
export function isIanaZone(value: string): boolean {
  if (!/^[A-Za-z]+(?:[/_+-][A-Za-z0-9_+-]+)*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneSchema = text()
  .min(1)
  .max(64)
  .refine(isIanaZone, 'must be an IANA time zone such as Europe/Amsterdam');
export const mapServiceSchema = z.enum(MAP_SERVICES);

export const profilePictureSchema = z.strictObject({
  id: z.number().int(),
  personId: z.number().int(),
  status: z.enum(PROFILE_PICTURE_STATUSES),
  contentType: z.enum(['image/jpeg', 'image/png', 'image/webp']),
  byteSize: z.number().int(),
  uploadedAt: timestampSchema,
  decidedAt: timestampSchema.nullable(),
  /** What the office told the person with its answer (a rejection always says why). */
  decisionReason: z.string().nullable(),
});
export type ProfilePicture = z.infer<typeof profilePictureSchema>;

/** A picture in the office's queue: whose it is. */
export const waitingProfilePictureSchema = profilePictureSchema.extend({
  person: z.strictObject({ id: z.number().int(), caption: z.string() }),
});
export type WaitingProfilePicture = z.infer<typeof waitingProfilePictureSchema>;

export const personProfileSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  contactNumber: z.string().nullable(),
  language: z.string(),
  street: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  birthday: dateSchema.nullable(),
  timeZone: z.string(),
  mapService: mapServiceSchema,
  publicProfile: z.boolean(),
  /** The tenant's accounting contact: personal data changes go through them (SPEC.md §6). */
  accounting: z.strictObject({ email: z.string().nullable(), phone: z.string().nullable() }),
  /** The latest approved picture (the one others see), null without one. */
  currentPicture: profilePictureSchema.nullable(),
  /** The latest upload still waiting for approval, null without one. */
  pendingPicture: profilePictureSchema.nullable(),
  /** The latest upload when the office rejected it (the person sees why and uploads another). */
  rejectedPicture: profilePictureSchema.nullable(),
});
export type PersonProfile = z.infer<typeof personProfileSchema>;

/** The person's own choices; at least one of them. */
export const profileSettingsBody = z
  .strictObject({ timeZone: timeZoneSchema.optional(), mapService: mapServiceSchema.optional() })
  .refine(
    (body) => body.timeZone !== undefined || body.mapService !== undefined,
    'give timeZone, mapService or both',
  );

export const profileAccessBody = z.strictObject({ publicProfile: z.boolean() });
