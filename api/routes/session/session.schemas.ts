import { z } from 'zod';

// The session answers' shapes, written once: the routes answer with them, the gateway parses
// with them (and reads the tenant's frame-ancestors for its CSP).

/** resource → action → permission type. */
export const rightsSchema = z.record(z.string(), z.record(z.string(), z.enum(['ALL', 'OWN'])));

export const tenantSettingsSchema = z.strictObject({
  name: z.string(),
  defaultLanguage: z.string(),
  mobileTheme: z.string(),
  backgroundUrl: z.string().nullable(),
  backgroundColorCode: z.string().nullable(),
  faviconUrl: z.string().nullable(),
  /** The tenant's logo on the login screen and the app bar (an uploaded image's URL). */
  logoUrl: z.string().nullable(),
  useUserLanguage: z.boolean(),
  metaHostName: z.string().nullable(),
  metaDescription: z.string().nullable(),
  frameAncestors: z.array(z.string()),
  /** The tenant's IANA zone: a venue that names none, and a crew without a location, keep their times in it (decision 248). */
  timeZone: z.string(),
});
