import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_SUBJECTS } from '../../../machines/audit.types';
import {
  COLOR_CODE,
  META_DESCRIPTION_MAX,
  META_TITLE_MAX,
  MOBILE_THEMES,
  TENANT_IMAGE_KINDS,
  TENANT_LANGUAGE_NAMES,
  TENANT_NAME_MAX,
} from '../../../machines/tenantSettings.rules';
import { dayInput } from '../../lib/dates';
import { idParam, pageOf, text, timestampSchema } from '../../lib/schemas';

// The administration's shapes, written once: the routes validate and answer with them, the gateway
// parses with them. The settings answer is the session's (api/routes/session/session.schemas.ts):
// what the login screen reads is what the administration wrote. The rules themselves are machines/tenantSettings.rules.ts, which the form reads.

/** An optional one-line text of at most `max` characters, trimmed; empty means "not set" (null). */
const optionalLine = (max: number) =>
  text()
    .trim()
    .max(max)
    .nullable()
    .transform((value) => (value === '' ? null : value));

/** PATCH /tenantSettings: the fields to change, each optional; the pictures have their own calls. */
export const tenantSettingsPatchSchema = z.strictObject({
  name: text().trim().min(1).max(TENANT_NAME_MAX).optional(),
  defaultLanguage: z.enum(TENANT_LANGUAGE_NAMES).optional(),
  useUserLanguage: z.boolean().optional(),
  mobileTheme: z.enum(MOBILE_THEMES).optional(),
  backgroundColorCode: text()
    .regex(COLOR_CODE, 'must be a colour code #rrggbb')
    .nullable()
    .optional(),
  metaHostName: optionalLine(META_TITLE_MAX).optional(),
  metaDescription: optionalLine(META_DESCRIPTION_MAX).optional(),
});
export type TenantSettingsPatch = z.infer<typeof tenantSettingsPatchSchema>;

/** The fields a settings change audits (the pictures' URLs included): every field the administration sets. */
export const AUDITED_SETTINGS = [
  'name',
  'defaultLanguage',
  'useUserLanguage',
  'mobileTheme',
  'logoUrl',
  'backgroundUrl',
  'backgroundColorCode',
  'faviconUrl',
  'metaHostName',
  'metaDescription',
] as const;

/** Where each kind of picture's URL is kept on the tenant. */
export const IMAGE_URL_FIELD = {
  logo: 'logoUrl',
  background: 'backgroundUrl',
  favicon: 'faviconUrl',
} as const satisfies Record<(typeof TENANT_IMAGE_KINDS)[number], (typeof AUDITED_SETTINGS)[number]>;

export const imageKindParams = z.strictObject({ kind: z.enum(TENANT_IMAGE_KINDS) });

/** A tenant image's public file name: `<kind>-<uuid>.<ext>`, new with every upload. */
export const tenantImageParams = z.strictObject({
  file: text().regex(
    /^(logo|background|favicon)-[0-9a-f-]{36}\.(png|jpg|webp)$/,
    'must be a tenant image file name',
  ),
});

export const auditEventsQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  page: z.coerce.number().int().min(1).default(1),
  subject: z.enum(AUDIT_SUBJECTS).optional(),
  subjectId: idParam.optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  actorId: idParam.optional(),
  /** The first day (UTC) of the events shown, YYYY-MM-DD. */
  from: dayInput.optional(),
  /** The last day (UTC, inclusive). */
  to: dayInput.optional(),
});
export type AuditEventsQuery = z.infer<typeof auditEventsQuery>;

export const auditEventSchema = z.strictObject({
  id: z.number().int(),
  at: timestampSchema,
  action: z.enum(AUDIT_ACTIONS),
  /** Who did it; null for a change from the command line or by a person since removed. */
  actor: z.strictObject({ id: z.number().int(), caption: z.string() }).nullable(),
  subject: z.strictObject({
    kind: z.enum(AUDIT_SUBJECTS),
    id: z.number().int().nullable(),
    caption: z.string(),
  }),
  /** The changed fields, in the order they were written: what each was and became (null: not set). */
  changes: z.array(z.strictObject({ field: z.string(), from: z.unknown(), to: z.unknown() })),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditEventPageSchema = pageOf(auditEventSchema);
