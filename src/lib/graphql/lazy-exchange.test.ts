import { parse } from 'graphql';
import { Client, makeResult, type Exchange, type Operation } from 'urql';
import { describe, expect, it, vi } from 'vitest';
import { filter, map, pipe } from 'wonka';
import { lazyExchange } from './lazy-exchange';

// Parsed, not tagged: codegen validates tagged documents against the gateway's schema.
const Query = parse('query Probe($n: Int) { probe(n: $n) }');

/** The network's stand-in: answers every query with where it was answered. */
const answerExchange: Exchange = () => (operations$) =>
  pipe(
    operations$,
    filter((operation) => operation.kind !== 'teardown'),
    map((operation) => makeResult(operation, { data: { probe: 'network' } })),
  );

/** A stand-in for graphcache: records what passes and marks the answers it forwards. */
function recordingExchange(seen: Operation[]): Exchange {
  return ({ forward }) =>
    (operations$) =>
      pipe(
        forward(
          pipe(
            operations$,
            map((operation) => {
              seen.push(operation);
              return operation;
            }),
          ),
        ),
        map((result) => ({ ...result, data: { probe: `cached ${String(result.data?.probe)}` } })),
      );
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function client(exchange: Exchange) {
  return new Client({
    url: 'http://test.invalid/graphql',
    exchanges: [exchange, answerExchange],
    requestPolicy: 'network-only',
  });
}

describe('lazyExchange', () => {
  it('starts loading when the client is built, once', () => {
    const load = vi.fn(() => new Promise<Exchange>(() => {}));
    client(lazyExchange(load));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('holds operations until the exchange has loaded, then sends them through it in order', async () => {
    const seen: Operation[] = [];
    const loading = deferred<Exchange>();
    const gateway = client(lazyExchange(() => loading.promise));

    const first = gateway.query(Query, { n: 1 }).toPromise();
    const second = gateway.query(Query, { n: 2 }).toPromise();
    await Promise.resolve();
    expect(seen).toEqual([]);

    loading.resolve(recordingExchange(seen));
    const results = await Promise.all([first, second]);
    expect(results.map((result) => result.data)).toEqual([
      { probe: 'cached network' },
      { probe: 'cached network' },
    ]);
    expect(seen.filter((op) => op.kind === 'query').map((op) => op.variables)).toEqual([
      { n: 1 },
      { n: 2 },
    ]);

    // Once loaded, later operations go straight through it.
    const third = await gateway.query(Query, { n: 3 }).toPromise();
    expect(third.data).toEqual({ probe: 'cached network' });
    expect(seen.at(-1)?.variables).toEqual({ n: 3 });
  });

  it('passes operations on without it when it cannot load', async () => {
    const loading = deferred<Exchange>();
    const gateway = client(lazyExchange(() => loading.promise));
    const pending = gateway.query(Query, { n: 1 }).toPromise();
    loading.reject(new Error('Failed to fetch dynamically imported module'));
    expect((await pending).data).toEqual({ probe: 'network' });
  });
});
