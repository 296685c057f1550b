import { useEffect, useRef } from 'react';
import { useClient } from 'urql';
import { onEnd, pipe, subscribe } from 'wonka';
import { graphql } from '../../gql';
import type { CrewItemChangedSubscription } from '../../gql/graphql';
import { useOnlineStatus } from '../../ui/states/useOnlineStatus';

const CrewItemChangedSubscriptionDocument = graphql(`
  subscription CrewItemChanged($after: ID) {
    crewItemChanged(after: $after) {
      id
      crewItemId
      crewId
      projectId
      from
      to
      action
      at
    }
  }
`);

export type CrewItemChange = CrewItemChangedSubscription['crewItemChanged'];

/** Waits before reconnecting after the n-th failure in a row: 1 s, 2 s, 4 s … up to 30 s, with jitter. */
export function reconnectDelayMs(failures: number, random = Math.random): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.max(0, failures - 1));
  return Math.round(base * (0.75 + random() * 0.5));
}

export interface CrewItemChangesOptions {
  /** No stream while true (e.g. a screen that is not shown). */
  pause?: boolean;
  /**
   * Called when the stream (re)connects after a gap (offline, dropped, paused): changes may have
   * been missed that the cursor cannot replay (the first connection has no cursor), so the screen
   * may want to re-read once.
   */
  onReconnect?: () => void;
}

/**
 * The crew item changes the signed-in caller may see, as they commit (Subscription.crewItemChanged
 * over server-sent events). Reconnects with backoff when the stream ends or fails, resuming after
 * the last change received (the gateway sends it upstream as Last-Event-ID), so nothing committed
 * while the connection was down is lost. No stream while offline; it resumes on `online`.
 * `onChange` may change on every render (kept in a ref).
 */
export function useCrewItemChanges(
  onChange: (change: CrewItemChange) => void,
  options: CrewItemChangesOptions = {},
): void {
  const client = useClient();
  const online = useOnlineStatus();
  const active = online && !options.pause;
  const onChangeRef = useRef(onChange);
  const onReconnectRef = useRef(options.onReconnect);
  onChangeRef.current = onChange;
  onReconnectRef.current = options.onReconnect;
  /** The last change received: kept across reconnects and offline spells. */
  const cursor = useRef<string | null>(null);
  const connectedBefore = useRef(false);

  useEffect(() => {
    if (!active) return undefined;
    let stopped = false;
    let failures = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let unsubscribe = () => {};

    const connect = () => {
      if (stopped) return;
      if (connectedBefore.current) onReconnectRef.current?.();
      connectedBefore.current = true;
      const variables = cursor.current === null ? {} : { after: cursor.current };
      const { unsubscribe: stop } = pipe(
        client.subscription(CrewItemChangedSubscriptionDocument, variables, {
          requestPolicy: 'network-only',
        }),
        onEnd(() => {
          if (stopped) return;
          failures += 1;
          timer = setTimeout(connect, reconnectDelayMs(failures));
        }),
        subscribe((result) => {
          const change = result.data?.crewItemChanged;
          if (!change) return;
          failures = 0;
          cursor.current = change.id;
          onChangeRef.current(change);
        }),
      );
      unsubscribe = stop;
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      unsubscribe();
    };
  }, [client, active]);
}
