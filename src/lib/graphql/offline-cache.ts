import { cacheExchange, offlineExchange } from '@urql/exchange-graphcache';
import { makeDefaultStorage } from '@urql/exchange-graphcache/default-storage';
import type { Exchange } from 'urql';
import { cacheDatabaseName, embeddedTypes } from './cache-config';

/**
 * graphcache for one signed-in identity: normalised, persisted in IndexedDB (`offlineExchange`),
 * or in memory where IndexedDB is missing. Imported on demand by client.ts (lazyExchange): the
 * sign-in screen never needs it, so it is not part of the first screen's JavaScript.
 */
export function offlineCacheExchange(identity: string): Exchange {
  if (typeof indexedDB === 'undefined') return cacheExchange({ keys: embeddedTypes });
  return offlineExchange({
    keys: embeddedTypes,
    storage: makeDefaultStorage({ idbName: cacheDatabaseName(identity), maxAge: 7 }),
  });
}
