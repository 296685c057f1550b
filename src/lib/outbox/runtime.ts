import type { Client } from 'urql';
import { createActor, fromPromise } from 'xstate';
import {
  outboxMachine,
  outboxStatus,
  type OutboxItem,
  type OutboxSendOutcome,
  type OutboxStatus,
} from '../../../machines/outbox.machine';
import { sendOutboxItem, type OutboxSenders } from './sender';
import { OutboxStore, outboxCountKey, type OutboxDraft, type OutboxRecord } from './store';

/** The Background Sync tag the service worker answers (src/sw/sw.ts) with an 'outbox-flush' message. */
export const OUTBOX_SYNC_TAG = 'outbox';
export const OUTBOX_FLUSH_MESSAGE = 'outbox-flush';

export interface OutboxView {
  items: OutboxItem[];
  status: OutboxStatus;
}

export interface OutboxRuntime {
  /** Writes the change with its key to IndexedDB, then queues it; answers the stored item. */
  enqueue(draft: OutboxDraft): Promise<OutboxItem>;
  /** Resolves when the api acknowledged or refused the item (not while it waits for the network). */
  settled(id: number): Promise<OutboxSendOutcome>;
  discard(id: number): void;
  /** The item's blob (a photo waiting to be uploaded), straight from IndexedDB. */
  blobOf(id: number): Promise<Blob | undefined>;
  flush(): void;
  stop(): void;
}

async function requestBackgroundSync(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    const sync = (
      registration as
        | (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } })
        | undefined
    )?.sync;
    await sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // Background Sync is Chromium-only; elsewhere `online`, the page shown again and the back-off flush.
  }
}

const withoutBlob = ({ blob: _blob, ...item }: OutboxRecord): OutboxItem => item;

/**
 * The outbox of one signed-in identity in the browser: the machine with the IndexedDB store and
 * the urql client as its sender, fed by the browser's triggers (decision 126).
 */
export async function createOutboxRuntime({
  identity,
  client,
  senders,
  onChange,
}: {
  identity: string;
  client: Client;
  senders: OutboxSenders;
  onChange: (view: OutboxView) => void;
}): Promise<OutboxRuntime> {
  const store = await OutboxStore.open(identity, (count) =>
    window.localStorage.setItem(outboxCountKey(identity), String(count)),
  );
  void OutboxStore.persist();
  const waiters = new Map<number, Array<(outcome: OutboxSendOutcome) => void>>();
  const settle = (id: number, outcome: OutboxSendOutcome) => {
    for (const resolve of waiters.get(id) ?? []) resolve(outcome);
    waiters.delete(id);
  };

  const actor = createActor(
    outboxMachine.provide({
      actors: {
        sendItem: fromPromise<OutboxSendOutcome, { item: OutboxItem }>(async ({ input }) => {
          // The blob (a photo) stays in IndexedDB until its own send reads it.
          const record = (await store.get(input.item.id)) ?? input.item;
          const answer = await sendOutboxItem(record, client, senders);
          // The store follows the answer before the machine moves on: a reload never loses it.
          if (answer.kind === 'applied') await store.remove(input.item.id);
          else await store.markRefused(input.item.id, answer.reason);
          settle(input.item.id, answer);
          return answer;
        }),
      },
      actions: {
        forgetItem: (_, { id }) => void store.remove(id),
      },
    }),
    { input: { online: navigator.onLine } },
  );
  actor.subscribe((snapshot) =>
    onChange({ items: snapshot.context.items, status: outboxStatus(snapshot) }),
  );
  actor.start();

  const flush = (trigger: 'start' | 'online' | 'visible' | 'sync') =>
    actor.send({ type: 'outbox.flush', trigger });
  const onOnline = () => actor.send({ type: 'network.online' });
  const onOffline = () => actor.send({ type: 'network.offline' });
  const onVisible = () => {
    if (document.visibilityState === 'visible') flush('visible');
  };
  const onWorkerMessage = (event: MessageEvent) => {
    if (event.data === OUTBOX_FLUSH_MESSAGE) flush('sync');
  };
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  document.addEventListener('visibilitychange', onVisible);
  navigator.serviceWorker?.addEventListener('message', onWorkerMessage);

  actor.send({ type: 'outbox.loaded', items: (await store.all()).map(withoutBlob) });

  return {
    async enqueue(draft) {
      const record = await store.add(draft);
      const item = withoutBlob(record);
      actor.send({ type: 'outbox.enqueued', item });
      // Where supported, the service worker wakes the page to flush even if no `online` event comes.
      void requestBackgroundSync();
      return item;
    },
    settled: (id) =>
      new Promise((resolve) => {
        waiters.set(id, [...(waiters.get(id) ?? []), resolve]);
      }),
    discard: (id) => actor.send({ type: 'outbox.discard', id }),
    blobOf: async (id) => (await store.get(id))?.blob,
    flush: () => flush('start'),
    stop() {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
      document.removeEventListener('visibilitychange', onVisible);
      navigator.serviceWorker?.removeEventListener('message', onWorkerMessage);
      actor.stop();
      store.close();
    },
  };
}
