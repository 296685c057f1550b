import DataLoader from 'dataloader';
import type { ApiClient } from './api-client';

/**
 * What each area reads and writes upstream for one GraphQL request, by area: resolvers use
 * `context.loaders.<area>`. Empty here on purpose: every area adds its own entry from its
 * `<area>.loaders.ts` (declaration merging), so a new area touches no shared file:
 *
 *   declare module '../../upstream/loaders' {
 *     interface AreaLoaders { jobs: JobsLoaders }
 *   }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface AreaLoaders {}

type AreaKey = keyof AreaLoaders;

/** What `<area>.loaders.ts` exports as `loaders`; context.ts finds and composes them. */
export interface AreaLoadersDefinition<K extends AreaKey = AreaKey> {
  key: K;
  create(api: ApiClient): AreaLoaders[K];
}

/**
 * Declares an area's per-request loaders under its key. Built per request: the cache never
 * outlives the request, so one caller never sees another's data (docs/decisions/016).
 */
export function defineLoaders<K extends AreaKey>(
  key: K,
  create: (api: ApiClient) => AreaLoaders[K],
): AreaLoadersDefinition<K> {
  return { key, create };
}

/** Memoises a call for the lifetime of the loaders; a failure is kept too (same request). */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => (pending ??= load());
}

/**
 * /api/v1 has no batch endpoints, so each batch fans out into parallel single calls; the
 * DataLoader's value is the per-request cache and the de-duplication of equal keys.
 */
export function byKey<V>(load: (key: string) => Promise<V>): DataLoader<string, V> {
  return new DataLoader<string, V>((keys) =>
    Promise.all(keys.map((key) => load(key).catch((error: Error) => error))),
  );
}
