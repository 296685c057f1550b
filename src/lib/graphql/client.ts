import { cacheExchange, offlineExchange, type CacheExchangeOpts } from '@urql/exchange-graphcache';
import { makeDefaultStorage } from '@urql/exchange-graphcache/default-storage';
import { persistedExchange } from '@urql/exchange-persisted';
import { Client, fetchExchange, type Exchange, type TypedDocumentNode } from 'urql';
import { embeddedTypeNames } from '../../gql/embedded-types';

/** The gateway's GraphQL endpoint: same origin, so the CSP's connect-src 'self' covers it. */
export const GRAPHQL_URL = '/graphql';

/**
 * Types without an identity of their own (no `id` field; listed by codegen from the schema):
 * graphcache embeds them in their parent instead of warning about a missing key.
 */
export const embeddedTypes: NonNullable<CacheExchangeOpts['keys']> = Object.fromEntries(
  embeddedTypeNames.map((name) => [name, () => null]),
);

/** The IndexedDB database holding one identity's offline cache; deleted again on logout. */
export function cacheDatabaseName(cacheName: string): string {
  return `crew-hub-cache-${cacheName}`;
}

type WithHash = { __meta__?: { hash?: string } };

/**
 * Trusted documents: the client preset stamps each operation with its hash; the gateway in
 * production accepts nothing else, so the query text never travels.
 */
const trustedDocuments = persistedExchange({
  enforcePersistedQueries: true,
  enableForMutation: true,
  preferGetForPersistedQueries: false,
  generateHash: async (_query, document: TypedDocumentNode<unknown, unknown> & WithHash) =>
    document.__meta__?.hash ?? null,
});

export type GatewayClientOptions = {
  /** Read on every request, so a refreshed token is used at once. */
  getToken: () => string | null;
  /**
   * Offline cache in IndexedDB, keyed per signed-in identity so one user never sees another's
   * data. Null for the sign-in client, which must not cache anything.
   */
  cacheName: string | null;
};

/** One urql client for the gateway: trusted documents, the bearer token and the Type header. */
export function createGatewayClient({ getToken, cacheName }: GatewayClientOptions): Client {
  const exchanges: Exchange[] = [];
  if (cacheName !== null) {
    exchanges.push(
      typeof indexedDB === 'undefined'
        ? cacheExchange({ keys: embeddedTypes })
        : offlineExchange({
            keys: embeddedTypes,
            storage: makeDefaultStorage({ idbName: cacheDatabaseName(cacheName), maxAge: 7 }),
          }),
    );
  }
  exchanges.push(trustedDocuments, fetchExchange);
  return new Client({
    url: GRAPHQL_URL,
    exchanges,
    requestPolicy: 'cache-and-network',
    fetchOptions: () => {
      const token = getToken();
      const headers: Record<string, string> = { Type: 'MOBILE' };
      if (token) headers.Authorization = `Bearer ${token}`;
      return { headers };
    },
  });
}
