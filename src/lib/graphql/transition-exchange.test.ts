import { parse } from 'graphql';
import * as React from 'react';
import { Client, makeResult, type Exchange } from 'urql';
import { describe, expect, it } from 'vitest';
import { filter, map, pipe } from 'wonka';
import { transitionExchange } from './transition-exchange';

// Parsed, not tagged: codegen validates tagged documents against the gateway's schema.
const Query = parse('query Probe($n: Int) { probe(n: $n) }');

/** React's own marker of a transition in progress (what startTransition sets while its callback runs). */
const reactInternals = (React as unknown as Record<string, { T: unknown }>)
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
const inTransition = () => reactInternals?.T != null;

/** The network's stand-in: answers every query with its variable. */
const answerExchange: Exchange = () => (operations$) =>
  pipe(
    operations$,
    filter((operation) => operation.kind !== 'teardown'),
    map((operation) => makeResult(operation, { data: { probe: `answer ${String(operation.variables.n)}` } })),
  );

const clientWith = (exchanges: Exchange[]) => new Client({ url: 'http://gateway.test/graphql', exchanges });

describe('transitionExchange (decision 239)', () => {
  it('delivers each result, unchanged, inside a React transition', async () => {
    expect(reactInternals).toBeDefined();
    const delivered: { probe: unknown; inTransition: boolean }[] = [];
    const client = clientWith([transitionExchange, answerExchange]);
    await new Promise<void>((resolve) => {
      client.query(Query, { n: 1 }).subscribe((result) => {
        delivered.push({ probe: result.data?.probe, inTransition: inTransition() });
        resolve();
      });
    });
    expect(delivered).toEqual([{ probe: 'answer 1', inTransition: true }]);
    expect(inTransition()).toBe(false);
  });

  it('is what makes it a transition: without it the same result comes outside one', async () => {
    const client = clientWith([answerExchange]);
    const during = await new Promise<boolean>((resolve) => {
      client.query(Query, { n: 2 }).subscribe(() => resolve(inTransition()));
    });
    expect(during).toBe(false);
  });
});
