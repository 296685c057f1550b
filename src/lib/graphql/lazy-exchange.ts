import type { Exchange, Operation, OperationResult } from 'urql';
import { make, makeSubject, onEnd, pipe, subscribe, type Subscription } from 'wonka';

/**
 * An exchange whose code arrives later (a dynamic import), so that it stays out of the first
 * screen's JavaScript. Operations sent before it has loaded wait, in order, and then flow through
 * it as if it had been there from the start. `load` is called once, when the client is built, so
 * the download starts at once. If it cannot load (a chunk missing on a first visit without
 * signal), operations go on to the next exchange without it: the screen still gets its data.
 */
export function lazyExchange(load: () => Promise<Exchange>): Exchange {
  return (input) => {
    const loading = load();
    return (operations$) =>
      make<OperationResult>((observer) => {
        const operations = makeSubject<Operation>();
        const waiting: Operation[] = [];
        let ready = false;
        let ended = false;
        let stopped = false;
        let results: Subscription | null = null;

        const source = pipe(
          operations$,
          onEnd(() => {
            ended = true;
            if (ready) operations.complete();
          }),
          subscribe((operation) => {
            if (ready) operations.next(operation);
            else waiting.push(operation);
          }),
        );

        const start = (exchange: Exchange | null) => {
          if (stopped) return;
          const through = exchange ? exchange(input) : input.forward;
          results = pipe(
            through(operations.source),
            onEnd(() => observer.complete()),
            subscribe((result) => observer.next(result)),
          );
          ready = true;
          for (const operation of waiting.splice(0)) operations.next(operation);
          if (ended) operations.complete();
        };
        loading.then(start, () => start(null));

        return () => {
          stopped = true;
          source.unsubscribe();
          results?.unsubscribe();
        };
      });
  };
}
