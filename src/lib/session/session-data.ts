import type { CombinedError } from 'urql';
import { SessionError } from '../../../machines/session.errors';
import type { RightsMap, SessionData, SessionErrorCode } from '../../../machines/session.types';
import type { SessionFieldsFragment } from '../../gql/graphql';

/** Rights arrive as a JSON scalar; keep only the resource → action → permission type strings. */
export function toRightsMap(value: unknown): RightsMap {
  const rights: RightsMap = {};
  if (typeof value !== 'object' || value === null) return rights;
  for (const [resource, actions] of Object.entries(value)) {
    if (typeof actions !== 'object' || actions === null) continue;
    const kept: Record<string, string> = {};
    for (const [action, permission] of Object.entries(actions)) {
      if (typeof permission === 'string') kept[action] = permission;
    }
    rights[resource] = kept;
  }
  return rights;
}

/** The gateway's Session as the machine and storage keep it. */
export function toSessionData(fields: SessionFieldsFragment): SessionData {
  return {
    token: fields.token,
    expiresAt: fields.expiresAt,
    type: fields.type,
    projectNumber: fields.projectNumber ?? null,
    plusCrewNumber: fields.plusCrewNumber ?? null,
    loginData: {
      person: fields.loginData.person
        ? { id: fields.loginData.person.id, caption: fields.loginData.person.caption }
        : null,
      contactNumber: fields.loginData.contactNumber ?? null,
      language: fields.loginData.language ?? null,
      loginTypes: fields.loginData.loginTypes.map((type) => ({ caption: type.caption })),
    },
    userRights: toRightsMap(fields.userRights),
    mailboxUserRights: toRightsMap(fields.mailboxUserRights),
    tenant: {
      name: fields.tenant.name,
      defaultLanguage: fields.tenant.defaultLanguage,
      mobileTheme: fields.tenant.mobileTheme ?? null,
      backgroundUrl: fields.tenant.backgroundUrl ?? null,
      backgroundColorCode: fields.tenant.backgroundColorCode ?? null,
      faviconUrl: fields.tenant.faviconUrl ?? null,
      logoUrl: fields.tenant.logoUrl ?? null,
      useUserLanguage: fields.tenant.useUserLanguage,
      metaHostName: fields.tenant.metaHostName ?? null,
      metaDescription: fields.tenant.metaDescription ?? null,
    },
  };
}

/** Maps a failed sign-in or refresh to the machine's error codes. */
export function toSessionError(
  error: CombinedError,
  onUnauthenticated: SessionErrorCode,
): SessionError {
  if (error.networkError) return new SessionError('network', error.message);
  const code = error.graphQLErrors[0]?.extensions?.code;
  if (code === 'UNAUTHENTICATED') return new SessionError(onUnauthenticated, error.message);
  if (code === 'TOO_MANY_REQUESTS') {
    // The api's Retry-After, passed on by the gateway: the form says how long to wait.
    const retryAfter = error.graphQLErrors[0]?.extensions?.retryAfter;
    return new SessionError('throttled', error.message, {
      retryAfterSeconds: typeof retryAfter === 'number' ? retryAfter : undefined,
    });
  }
  return new SessionError('unknown', error.message);
}
