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
} from './session.upstream';
import type {
  UpstreamRights,
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
  signIn(login: string, password: string): Promise<UpstreamTokenAnswer>;
  refresh(): Promise<UpstreamTokenAnswer>;
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
    signIn: (login, password) => api.call(signIn, { body: { login, password } }),
    refresh: () => api.call(refresh),
    requestPasswordReset: async (email) =>
      (await api.call(requestPasswordReset, { body: { email } })).ok,
    resetPassword: async (id, password) =>
      (await api.call(resetPassword, { params: { id }, body: { password } })).ok,
  };
});
