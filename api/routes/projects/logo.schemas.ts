import { z } from 'zod';
import { PROFILE_PICTURE_STATUSES } from '../../../machines/profilePicture.machine';
import { timestampSchema } from '../../lib/schemas';

/** One uploaded project logo (project_logos): pending until the office approves it, like a profile picture. */
export const projectLogoSchema = z.strictObject({
  id: z.number().int(),
  projectId: z.number().int(),
  status: z.enum(PROFILE_PICTURE_STATUSES),
  contentType: z.enum(['image/jpeg', 'image/png', 'image/webp']),
  byteSize: z.number().int(),
  uploadedAt: timestampSchema,
  decidedAt: timestampSchema.nullable(),
});
export type ProjectLogo = z.infer<typeof projectLogoSchema>;

/**
 * GET /projects/{id}/logo: the logo on show (the latest approved) for whoever reads the project;
 * the latest pending upload and `canUpload` only matter to whoever may edit the logo.
 */
export const projectLogoStateSchema = z.strictObject({
  projectId: z.number().int(),
  approved: projectLogoSchema.nullable(),
  /** null unless the caller has projects EDIT_PROJECT_LOGO on this project. */
  pending: projectLogoSchema.nullable(),
  canUpload: z.boolean(),
});
export type ProjectLogoState = z.infer<typeof projectLogoStateSchema>;
