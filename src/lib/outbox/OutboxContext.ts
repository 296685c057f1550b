import { createContext, useContext, useMemo } from 'react';
import type { OutboxItem, OutboxSendOutcome, OutboxStatus } from '../../../machines/outbox.machine';
import type { OutboxDraft } from './store';

export interface OutboxValue {
  /** Pending and refused changes, oldest first. */
  items: OutboxItem[];
  status: OutboxStatus;
  /** False until the store is open (the first moments after start, or signed out). */
  ready: boolean;
  /** Writes the change (with its idempotency key) to the outbox; it shows as pending at once. */
  enqueue(draft: OutboxDraft): Promise<OutboxItem>;
  /** Resolves when the api acknowledged or refused the item; never while the phone has no answer. */
  settled(id: number): Promise<OutboxSendOutcome>;
  /** Gives up a refused change. */
  discard(id: number): void;
  /** The blob an item waits with (a photo), read from IndexedDB; undefined when it has none. */
  blobOf(id: number): Promise<Blob | undefined>;
}

const notReady = (): Promise<OutboxItem> =>
  Promise.reject(new Error('The outbox is not open (signed out?)'));

export const OutboxContext = createContext<OutboxValue>({
  items: [],
  status: 'saved',
  ready: false,
  enqueue: notReady,
  settled: () => new Promise<never>(() => {}),
  discard: () => {},
  blobOf: () => Promise.resolve(undefined),
});

export function useOutbox(): OutboxValue {
  return useContext(OutboxContext);
}

/** One crew's changes in the outbox: what its screens apply on top of the server's facts. */
export function useCrewOutbox(crewId: string): { pending: OutboxItem[]; refused: OutboxItem[] } {
  const { items } = useOutbox();
  return useMemo(
    () => ({
      pending: items.filter((item) => item.crewId === crewId && item.state === 'pending'),
      refused: items.filter((item) => item.crewId === crewId && item.state === 'refused'),
    }),
    [items, crewId],
  );
}
