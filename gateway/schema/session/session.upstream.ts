import { z } from 'zod';
import { upstreamOperation } from '../../upstream/api-client';
import type { ApiClient } from '../../upstream/api-client';
import { dateTimeSchema, idSchema, okSchema } from '../shared/shared.upstream';

// The session area's /api/v1 endpoints and shapes (sign-in, rights, tenant, passwords).

export const tokenAnswerSchema = z.object({
  token: z.string().min(1),
  expiresAt: dateTimeSchema,
  type: z.enum(['user', 'project', 'plusCrew']),
  projectNumber: z.string().nullish(),
  plusCrewNumber: z.string().nullish(),
});
export type UpstreamTokenAnswer = z.output<typeof tokenAnswerSchema>;

/** Sign-in also answers the device token the app keeps for this login (docs/decisions/006). */
export const signInAnswerSchema = tokenAnswerSchema.extend({ deviceToken: z.string().min(1) });
export type UpstreamSignInAnswer = z.output<typeof signInAnswerSchema>;

/** resource → action → permission type. */
export const rightsSchema = z.record(z.string(), z.record(z.string(), z.string()));
export type UpstreamRights = z.output<typeof rightsSchema>;

export const tenantSettingsSchema = z.object({
  name: z.string(),
  defaultLanguage: z.string(),
  mobileTheme: z.string().nullish(),
  backgroundUrl: z.string().nullish(),
  backgroundColorCode: z.string().nullish(),
  faviconUrl: z.string().nullish(),
  useUserLanguage: z.boolean(),
  metaHostName: z.string().nullish(),
  metaDescription: z.string().nullish(),
  // Only the gateway reads it (CSP frame-ancestors); TenantSettings does not expose it.
  frameAncestors: z.array(z.string()).default([]),
  // The tenant's zone: a venue without its own keeps its times in it (decision 248).
  timeZone: z.string(),
});
export type UpstreamTenantSettings = z.output<typeof tenantSettingsSchema>;

/** The loginData claim of the token (docs/api-contract.md, Token); not an api answer. */
export const loginDataSchema = z.object({
  person: z.object({ id: idSchema, caption: z.string() }).nullable(),
  contactNumber: z.string().nullish(),
  language: z.string().nullish(),
  loginTypes: z.array(z.object({ caption: z.string() })),
});
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
