import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { AnyActorRef, EventFrom, SnapshotFrom } from 'xstate';

/** A module imported on demand, once; after it has loaded it is at hand synchronously. */
export type LazyModule<T> = {
  /** Imports it (once; again after a failed attempt). */
  load: () => Promise<T>;
  /** The module if it has loaded, else null. */
  current: () => T | null;
};

export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let loading: Promise<T> | null = null;
  let loaded: T | null = null;
  return {
    load: () => {
      loading ??= importer().then(
        (module) => (loaded = module),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
    current: () => loaded,
  };
}

type EventOf<TActor extends AnyActorRef> = EventFrom<TActor>;

/**
 * Runs an actor whose code (xstate and its machine) is not part of the first screen: `module` is
 * imported after the first render (at once if it has already loaded), then `create` makes the
 * actor, which runs until unmount. Events sent before it runs wait and are delivered in order.
 * Until then, read what the screen shows from what the machine will start in (useActorSelector's
 * `before`). Docs/decisions/071.
 */
export function useLazyActor<TModule, TActor extends AnyActorRef>(
  module: LazyModule<TModule>,
  create: (module: TModule) => TActor,
): { actor: TActor | null; send: (event: EventOf<TActor>) => void } {
  const [actor, setActor] = useState<TActor | null>(null);
  const running = useRef<TActor | null>(null);
  const waiting = useRef<EventOf<TActor>[]>([]);
  const retry = useRef<(() => void) | null>(null);

  useEffect(() => {
    let active = true;
    const start = (loaded: TModule) => {
      if (!active) return;
      const started = create(loaded);
      started.start();
      running.current = started;
      retry.current = null;
      for (const event of waiting.current.splice(0)) started.send(event);
      setActor(started);
    };
    const attempt = () => {
      const loaded = module.current();
      if (loaded) start(loaded);
      // Without its code (a chunk that could not be fetched) the next event tries again.
      else module.load().then(start, () => (retry.current = active ? attempt : null));
    };
    attempt();
    return () => {
      active = false;
      running.current?.stop();
      running.current = null;
    };
  }, [module, create]);

  const send = useCallback((event: EventOf<TActor>) => {
    if (running.current) {
      running.current.send(event);
      return;
    }
    waiting.current.push(event);
    retry.current?.();
  }, []);

  return { actor, send };
}

/**
 * A value selected from an actor's snapshot, re-rendering when it changes; `before` while the
 * actor is not running yet. `select` must return the same value for an unchanged snapshot.
 */
export function useActorSelector<TActor extends AnyActorRef, T>(
  actor: TActor | null,
  select: (snapshot: SnapshotFrom<TActor>) => T,
  before: T,
): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!actor) return () => {};
      const subscription = actor.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  const read = () => (actor ? select(actor.getSnapshot() as SnapshotFrom<TActor>) : before);
  return useSyncExternalStore(subscribe, read, read);
}
