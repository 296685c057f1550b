import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Provider, useQuery } from 'urql';
import { graphql } from '../../gql';
import { createFixtureClient } from '../testing/test-providers';
import type { FixtureAnswer } from '../testing/test-providers';
import { reconnectDelayMs } from './useCrewItemChanges';
import { useLiveRefetch } from './useLiveRefetch';

const ProbeQuery = graphql(`
  query LiveProbe {
    jobs {
      total
    }
  }
`);

function Probe({ only }: { only?: string }) {
  const [result, reexecute] = useQuery({ query: ProbeQuery });
  useLiveRefetch(reexecute, {
    debounceMs: 10,
    ...(only ? { filter: (change) => change.crewItemId === only } : {}),
  });
  return <p>total {result.data?.jobs.total ?? '…'}</p>;
}

const change = (id: string, crewItemId: string) => ({
  crewItemChanged: {
    __typename: 'CrewItemChange',
    id,
    crewItemId,
    crewId: '3',
    projectId: '4',
    from: 'pending',
    to: 'notNeeded',
    action: 'crewItem.notNeeded',
    at: '2026-11-25T08:00:00+00:00',
  },
});

/** A fixture network: the probe's query counts its reads; the subscription answers from `changes`, then ends. */
function network(changes: Array<ReturnType<typeof change>>) {
  const reads: number[] = [];
  const subscriptions: Array<Record<string, unknown>> = [];
  const client = createFixtureClient((name, variables): FixtureAnswer => {
    if (name === 'LiveProbe') {
      reads.push(reads.length);
      return { data: { jobs: { __typename: 'JobPage', total: reads.length } } };
    }
    if (name === 'CrewItemChanged') {
      subscriptions.push(variables);
      const next = changes.shift();
      return next ? { data: next } : 'loading';
    }
    throw new Error(`unexpected ${name}`);
  });
  return { client, reads, subscriptions };
}

describe('useLiveRefetch', () => {
  afterEach(() => {
    Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
  });

  it('re-reads the screen’s query from the network when a change arrives', async () => {
    const { client, reads, subscriptions } = network([change('41', '7')]);
    render(
      <Provider value={client}>
        <Probe />
      </Provider>,
    );
    await screen.findByText(/total \d/);
    const before = reads.length;
    // The change arrives after the first answer: one more read, from the network.
    await waitFor(() => expect(reads.length).toBe(before + 1));
    // The first connection has no cursor: the stream starts at the present.
    expect(subscriptions[0]).toEqual({});
  });

  it('ignores a change the filter leaves out', async () => {
    const { client, reads, subscriptions } = network([change('42', '8')]);
    render(
      <Provider value={client}>
        <Probe only="7" />
      </Provider>,
    );
    await screen.findByText(/total \d/);
    await waitFor(() => expect(subscriptions.length).toBe(1));
    const before = reads.length;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(reads.length).toBe(before);
  });

  it('opens no stream while offline, and one when the network is back', async () => {
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    const { client, subscriptions } = network([]);
    render(
      <Provider value={client}>
        <Probe />
      </Provider>,
    );
    await screen.findByText(/total \d/);
    expect(subscriptions.length).toBe(0);
    Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(subscriptions.length).toBe(1));
  });

  it('backs off from 1 s to 30 s between failed reconnects', () => {
    expect([1, 2, 3, 6, 10].map((n) => reconnectDelayMs(n, () => 0.5))).toEqual([
      1000, 2000, 4000, 30000, 30000,
    ]);
  });
});
