import { z } from 'zod';
import { timestampSchema } from '../../lib/schemas';

export const MOBILE_DOCUMENT_CATEGORIES = ['handbook', 'safetySheet', 'checklist'] as const;

export const mobileDocumentSchema = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  category: z.enum(MOBILE_DOCUMENT_CATEGORIES),
  /** True when the document is the caller's own (made for them), false when it is for everyone. */
  personal: z.boolean(),
  updatedAt: timestampSchema,
});
export type MobileDocument = z.infer<typeof mobileDocumentSchema>;
