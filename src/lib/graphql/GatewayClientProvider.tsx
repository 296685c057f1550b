import { useMemo, type ReactNode } from 'react';
import { Provider } from 'urql';
import { readStoredSession } from '../../../machines/session.storage';
import { sessionCacheName } from '../session/session-identity';
import { useSession } from '../session/useSession';
import { createGatewayClient, signedOutClient } from './client';

/**
 * The app's urql client. A new client (and cache) per identity, so nothing cached for one
 * person is ever shown to the next one who signs in on the same phone; a token refresh keeps it.
 * Before sign-in the public screens get an in-memory document cache: they never load graphcache.
 */
export function GatewayClientProvider({ children }: { children: ReactNode }) {
  const { session, refused } = useSession();
  const identity = session ? sessionCacheName(session) : null;
  const client = useMemo(
    () =>
      identity === null
        ? signedOutClient()
        : createGatewayClient({
            getToken: () => readStoredSession(window.localStorage)?.token ?? null,
            cache: { identity },
            onRefused: refused,
          }),
    [identity, refused],
  );
  return <Provider value={client}>{children}</Provider>;
}
