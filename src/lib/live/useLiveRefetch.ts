import { useEffect, useRef } from 'react';
import type { OperationContext } from 'urql';
import { useCrewItemChanges } from './useCrewItemChanges';
import type { CrewItemChange } from './useCrewItemChanges';

export interface LiveRefetchOptions {
  /** Which changes concern the screen (all when left out), e.g. its project or its items. */
  filter?: (change: CrewItemChange) => boolean;
  /** Changes arriving within this window cause one re-read (default 300 ms). */
  debounceMs?: number;
  pause?: boolean;
}

/**
 * Re-runs a screen's query from the network when a crew item change that concerns it arrives,
 * debounced (a planner's bulk action is one re-read), and once after a reconnect (catching up).
 * Pass urql's `reexecuteQuery` from `useQuery`.
 */
export function useLiveRefetch(
  reexecute: (context?: Partial<OperationContext>) => void,
  options: LiveRefetchOptions = {},
): void {
  const { filter, debounceMs = 300, pause } = options;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const reexecuteRef = useRef(reexecute);
  reexecuteRef.current = reexecute;
  useEffect(() => () => clearTimeout(timer.current), []);

  const schedule = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => reexecuteRef.current({ requestPolicy: 'network-only' }),
      debounceMs,
    );
  };
  useCrewItemChanges(
    (change) => {
      if (!filter || filter(change)) schedule();
    },
    { pause, onReconnect: schedule },
  );
}
