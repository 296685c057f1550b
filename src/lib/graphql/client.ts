import { persistedExchange } from '@urql/exchange-persisted';
import {
  cacheExchange,
  Client,
  fetchExchange,
  mapExchange,
  type CombinedError,
  type Exchange,
  type TypedDocumentNode,
} from 'urql';
import { readStoredSession } from '../../../machines/session.storage';
import { lazyExchange } from './lazy-exchange';

/** The gateway's GraphQL endpoint: same origin, so the CSP's connect-src 'self' covers it. */
export const GRAPHQL_URL = '/graphql';

type WithHash = { __meta__?: { hash?: string } };

/**
 * Trusted documents: the client preset stamps each operation with its hash; the gateway in
 * production accepts nothing else, so the query text never travels.
 */
const trustedDocuments = persistedExchange({
  enforcePersistedQueries: true,
  enableForMutation: true,
  // Live updates are subscriptions: trusted documents too (src/lib/live, decision 197).
  enableForSubscriptions: true,
  preferGetForPersistedQueries: false,
  generateHash: async (_query, document: TypedDocumentNode<unknown, unknown> & WithHash) =>
    document.__meta__?.hash ?? null,
});

export type GatewayClientOptions = {
  /** Read on every request, so a refreshed token is used at once. */
  getToken: () => string | null;
  /**
   * - `none`: caches nothing (the sign-in and refresh client);
   * - `memory`: urql's document cache, in memory (before sign-in: the public screens);
   * - `{ identity }`: graphcache, normalised and persisted in IndexedDB per signed-in identity
   *   so one user never sees another's data. Its code is loaded when such a client is built
   *   (offline-cache.ts), not with the first screen (decision 071).
   */
  cache: 'none' | 'memory' | { identity: string };
  /**
   * A signed-in client's way back to sign-in: called when the gateway answers UNAUTHENTICATED,
   * i.e. the token's session ended on the server (signed out elsewhere, the person deactivated).
   */
  onRefused?: () => void;
};

/** Whether the gateway refused the request's token (not a missing right: that is FORBIDDEN). */
export function refusesTheToken(error: CombinedError): boolean {
  return error.graphQLErrors.some(
    (graphQLError) => graphQLError.extensions?.code === 'UNAUTHENTICATED',
  );
}

let offlineCache: Promise<(identity: string) => Exchange> | null = null;

/** Starts (once) the download of graphcache and the offline storage; see offline-cache.ts. */
export function loadOfflineCache(): Promise<(identity: string) => Exchange> {
  offlineCache ??= import('./offline-cache').then((module) => module.offlineCacheExchange);
  return offlineCache;
}

function cacheExchangeFor(cache: GatewayClientOptions['cache']): Exchange | null {
  if (cache === 'none') return null;
  if (cache === 'memory') return cacheExchange;
  const { identity } = cache;
  return lazyExchange(() => loadOfflineCache().then((offlineCache) => offlineCache(identity)));
}

/** One urql client for the gateway: trusted documents, the bearer token and the Type header. */
export function createGatewayClient({ getToken, cache, onRefused }: GatewayClientOptions): Client {
  const exchanges: Exchange[] = [];
  const cacheLayer = cacheExchangeFor(cache);
  if (cacheLayer) exchanges.push(cacheLayer);
  if (onRefused)
    exchanges.push(
      mapExchange({
        onError: (error) => {
          if (refusesTheToken(error)) onRefused();
        },
      }),
    );
  exchanges.push(trustedDocuments, fetchExchange);
  return new Client({
    url: GRAPHQL_URL,
    exchanges,
    requestPolicy: 'cache-and-network',
    // Subscriptions go over fetch as server-sent events (yoga's own protocol): no socket library.
    fetchSubscriptions: true,
    fetchOptions: () => {
      const token = getToken();
      const headers: Record<string, string> = { Type: 'MOBILE' };
      if (token) headers.Authorization = `Bearer ${token}`;
      return { headers };
    },
  });
}

let publicClient: Client | null = null;

/**
 * The client before sign-in, one per page (a logout reloads the page): `main.tsx` sends the
 * tenant settings query on it as soon as the app starts, beside the locale, and
 * GatewayClientProvider hands the same client to the screens, which find the answer in its
 * cache or on its way.
 */
export function signedOutClient(): Client {
  publicClient ??= createGatewayClient({
    getToken: () => readStoredSession(window.localStorage)?.token ?? null,
    cache: 'memory',
  });
  return publicClient;
}
