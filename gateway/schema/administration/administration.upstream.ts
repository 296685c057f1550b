import type { z } from 'zod';
import {
  auditEventPageSchema,
  auditEventSchema,
} from '../../../api/routes/administration/administration.schemas';
import { tenantSettingsSchema } from '../../../api/routes/session/session.schemas';
import { upstreamOperation } from '../../upstream/api-client';

// The administration area's /api/v1 endpoints (api/routes/administration), parsed with the api's
// own schemas; a settings change answers the session's settings shape (the login screen's).

export { auditEventPageSchema, auditEventSchema };

/** A settings change's answer: the session area's TenantSettings shape (its codegen mapper). */
export type TenantSettingsAnswer = z.output<typeof tenantSettingsSchema>;
export type UpstreamAuditEvent = z.output<typeof auditEventSchema>;
export type UpstreamAuditEventPage = z.output<typeof auditEventPageSchema>;
export type UpstreamAuditChange = UpstreamAuditEvent['changes'][number];
export type UpstreamAuditSubject = UpstreamAuditEvent['subject'];

export const updateTenantSettings = upstreamOperation(
  'PATCH',
  '/tenantSettings',
  tenantSettingsSchema,
);
export const removeTenantImage = upstreamOperation(
  'DELETE',
  '/tenantSettings/images/{kind}',
  tenantSettingsSchema,
);
export const listAuditEvents = upstreamOperation('GET', '/auditEvents', auditEventPageSchema);
