import type { CacheExchangeOpts } from '@urql/exchange-graphcache';
import { embeddedTypeNames } from '../../gql/embedded-types';

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
