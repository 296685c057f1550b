import type { z } from 'zod';
import { okSchema } from '../../../api/lib/response.schemas';
import {
  loginDataSchema,
  signInAnswerSchema,
  tokenAnswerSchema,
} from '../../../api/routes/auth/auth.schemas';
import { rightsSchema, tenantSettingsSchema } from '../../../api/routes/session/session.schemas';
import { upstreamOperation } from '../../upstream/api-client';
import type { ApiClient } from '../../upstream/api-client';

// The session area's /api/v1 endpoints (sign-in, rights, tenant, passwords), parsed with the
// api's own schemas (api/routes/auth, api/routes/session).

export {
  loginDataSchema,
  rightsSchema,
  signInAnswerSchema,
  tenantSettingsSchema,
  tokenAnswerSchema,
};
export type UpstreamTokenAnswer = z.output<typeof tokenAnswerSchema>;
/** Sign-in also answers the device token the app keeps for this login (docs/decisions/006). */
export type UpstreamSignInAnswer = z.output<typeof signInAnswerSchema>;
/** resource → action → permission type. */
export type UpstreamRights = z.output<typeof rightsSchema>;
/** The tenant; only the gateway reads frameAncestors (CSP frame-ancestors), TenantSettings does not expose it. */
export type UpstreamTenantSettings = z.output<typeof tenantSettingsSchema>;
/** The loginData claim of the token (docs/api-contract.md, Token); not an api answer. */
export type UpstreamLoginData = z.output<typeof loginDataSchema>;

export const signIn = upstreamOperation('POST', '/auth/token', signInAnswerSchema);
export const refresh = upstreamOperation('GET', '/auth/refresh', tokenAnswerSchema);
export const signOut = upstreamOperation('DELETE', '/auth/token', okSchema);
export const signOutEverywhere = upstreamOperation('DELETE', '/auth/sessions', okSchema);
export const getUserRights = upstreamOperation('GET', '/userRights', rightsSchema);
export const getMailboxUserRights = upstreamOperation('GET', '/mailboxUserRights', rightsSchema);
export const getTenant = upstreamOperation('GET', '/tenant', tenantSettingsSchema);
export const getTenantSettings = upstreamOperation('GET', '/tenantSettings', tenantSettingsSchema);
export const requestPasswordReset = upstreamOperation('POST', '/forgottenPassword', okSchema);
export const resetPassword = upstreamOperation('POST', '/forgottenPassword/{id}', okSchema);

/** Also read by server.ts for the CSP frame-ancestors of a host. */
export const fetchTenantSettings = (api: ApiClient): Promise<UpstreamTenantSettings> =>
  api.call(getTenantSettings);
