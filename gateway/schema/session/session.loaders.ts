import { defineLoaders, once } from '../../upstream/loaders';
import type { ApiClient } from '../../upstream/api-client';
import {
  fetchTenantSettings,
  getMailboxUserRights,
  getTenant,
  getUserRights,
  refresh,
  requestPasswordReset,
  resetPassword,
  signIn,
  signOut,
  signOutEverywhere,
} from './session.upstream';
import type {
  UpstreamRights,
  UpstreamSignInAnswer,
  UpstreamTenantSettings,
  UpstreamTokenAnswer,
} from './session.upstream';

/** Per-token lookups: the request's own token, or the one signIn/refresh just received. */
export interface TokenLoaders {
  userRights(): Promise<UpstreamRights>;
  mailboxUserRights(): Promise<UpstreamRights>;
  tenant(): Promise<UpstreamTenantSettings>;
}

export interface SessionLoaders {
  tenantSettings(): Promise<UpstreamTenantSettings>;
  /** Rights and tenant for another token (after signIn or refresh). */
  forToken(token: string): TokenLoaders;
  // Writes and token exchanges: never cached.
  signIn(login: string, password: string, deviceToken?: string): Promise<UpstreamSignInAnswer>;
  refresh(): Promise<UpstreamTokenAnswer>;
  /** Ends the request token's session, or every session of its holder. */
  signOut(): Promise<boolean>;
  signOutEverywhere(): Promise<boolean>;
  requestPasswordReset(email: string): Promise<boolean>;
  resetPassword(id: string, password: string): Promise<boolean>;
}

declare module '../../upstream/loaders' {
  interface AreaLoaders {
    session: SessionLoaders;
  }
}

function tokenLoaders(api: ApiClient): TokenLoaders {
  return {
    userRights: once(() => api.call(getUserRights)),
    mailboxUserRights: once(() => api.call(getMailboxUserRights)),
    tenant: once(() => api.call(getTenant)),
  };
}

export const loaders = defineLoaders('session', (api): SessionLoaders => {
  const tokens = new Map<string, TokenLoaders>();
  return {
    tenantSettings: once(() => fetchTenantSettings(api)),
    forToken(token) {
      let loaders = tokens.get(token);
      if (loaders === undefined) {
        loaders = tokenLoaders(api.withToken(token));
        tokens.set(token, loaders);
      }
      return loaders;
    },
    signIn: (login, password, deviceToken) =>
      api.call(signIn, { body: { login, password, ...(deviceToken ? { deviceToken } : {}) } }),
    refresh: () => api.call(refresh),
    signOut: async () => (await api.call(signOut)).ok,
    signOutEverywhere: async () => (await api.call(signOutEverywhere)).ok,
    requestPasswordReset: async (email) =>
      (await api.call(requestPasswordReset, { body: { email } })).ok,
    resetPassword: async (id, password) =>
      (await api.call(resetPassword, { params: { id }, body: { password } })).ok,
  };
});
