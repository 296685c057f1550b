import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useClient } from 'urql';
import type { OutboxItem, OutboxSendOutcome } from '../../../machines/outbox.machine';
import { sessionCacheName } from '../session/session-identity';
import { useSession } from '../session/useSession';
import { OutboxContext, type OutboxValue } from './OutboxContext';
import type { OutboxRuntime, OutboxView } from './runtime';
import type { OutboxSenders } from './sender';
import type { OutboxDraft } from './store';

/**
 * The signed-in identity's outbox (decision 126). Its runtime (xstate, idb, the sender) is loaded
 * after the first paint like the session machine (decision 071); a change made before it is open
 * waits for it, it is never lost.
 */
export function OutboxProvider({
  children,
  loadSenders,
}: {
  children: ReactNode;
  /** The features' senders by item kind, loaded with the runtime (the app passes them; lib knows no feature). */
  loadSenders: () => Promise<OutboxSenders>;
}) {
  const { session } = useSession();
  const identity = session ? sessionCacheName(session) : null;
  const client = useClient();
  const [view, setView] = useState<OutboxView>({ items: [], status: 'saved' });
  const [ready, setReady] = useState(false);
  const runtime = useRef<Promise<OutboxRuntime> | null>(null);

  useEffect(() => {
    if (identity === null || typeof indexedDB === 'undefined') return;
    let stopped = false;
    const opening = Promise.all([import('./runtime'), loadSenders()]).then(
      ([{ createOutboxRuntime }, senders]) =>
        createOutboxRuntime({
          identity,
          client,
          senders,
          onChange: (next) => !stopped && setView(next),
        }),
    );
    runtime.current = opening;
    void opening.then(
      () => !stopped && setReady(true),
      (error: unknown) => console.warn('The outbox could not be opened', error),
    );
    return () => {
      stopped = true;
      runtime.current = null;
      setReady(false);
      setView({ items: [], status: 'saved' });
      void opening.then((opened) => opened.stop()).catch(() => {});
    };
  }, [identity, client, loadSenders]);

  const enqueue = useCallback((draft: OutboxDraft): Promise<OutboxItem> => {
    if (!runtime.current) return Promise.reject(new Error('The outbox is not open (signed out?)'));
    return runtime.current.then((opened) => opened.enqueue(draft));
  }, []);
  const settled = useCallback(
    (id: number): Promise<OutboxSendOutcome> =>
      runtime.current
        ? runtime.current.then((opened) => opened.settled(id))
        : new Promise<never>(() => {}),
    [],
  );
  const discard = useCallback(
    (id: number) => void runtime.current?.then((opened) => opened.discard(id)),
    [],
  );
  const blobOf = useCallback(
    (id: number): Promise<Blob | undefined> =>
      runtime.current
        ? runtime.current.then((opened) => opened.blobOf(id))
        : Promise.resolve(undefined),
    [],
  );

  const value = useMemo<OutboxValue>(
    () => ({ ...view, ready, enqueue, settled, discard, blobOf }),
    [view, ready, enqueue, settled, discard, blobOf],
  );
  return <OutboxContext.Provider value={value}>{children}</OutboxContext.Provider>;
}
