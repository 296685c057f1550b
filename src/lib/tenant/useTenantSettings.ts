import { useQuery } from 'urql';
import type { TenantSettings } from '../../../machines/session.types';
import { TenantSettingsQuery } from '../session/session.operations';
import { useSession } from '../session/useSession';

export type TenantSettingsState = {
  settings: TenantSettings | null;
  fetching: boolean;
  error: Error | null;
};

/**
 * The tenant's branding and language. Before sign-in it comes from the public tenantSettings
 * query (the login screen needs it); once signed in, the session's tenant wins.
 */
export function useTenantSettings(): TenantSettingsState {
  const { session } = useSession();
  const [{ data, fetching, error }] = useQuery({
    query: TenantSettingsQuery,
    pause: session !== null,
    // Asked once per page (main.tsx sends it at start): a host's branding does not change while
    // someone signs in, and a second request on one bar of signal would only cost.
    requestPolicy: 'cache-first',
  });
  if (session) return { settings: session.tenant, fetching: false, error: null };
  const fields = data?.tenantSettings;
  return {
    settings: fields
      ? {
          name: fields.name,
          defaultLanguage: fields.defaultLanguage,
          mobileTheme: fields.mobileTheme ?? null,
          backgroundUrl: fields.backgroundUrl ?? null,
          backgroundColorCode: fields.backgroundColorCode ?? null,
          faviconUrl: fields.faviconUrl ?? null,
          logoUrl: fields.logoUrl ?? null,
          useUserLanguage: fields.useUserLanguage,
          metaHostName: fields.metaHostName ?? null,
          metaDescription: fields.metaDescription ?? null,
        }
      : null,
    fetching,
    error: error ?? null,
  };
}
