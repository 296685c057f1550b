import { startTransition } from 'react';
import type { Exchange, OperationResult } from 'urql';
import { make, onEnd, pipe, subscribe } from 'wonka';

/**
 * Delivers every result inside a React transition, so that the state urql sets with it (useQuery,
 * useMutation) renders as a transition: React splits that render into short tasks and yields to
 * taps in between. Outside a transition an arriving answer renders the whole screen below it in
 * one synchronous task, which on a phone at a venue holds the main thread for hundreds of
 * milliseconds (decision 239). The first in the client's exchanges: it sees every result.
 */
export const transitionExchange: Exchange =
  ({ forward }) =>
  (operations$) =>
    make<OperationResult>((observer) => {
      const { unsubscribe } = pipe(
        forward(operations$),
        onEnd(() => observer.complete()),
        subscribe((result) => startTransition(() => observer.next(result))),
      );
      return unsubscribe;
    });
