/// <reference lib="webworker" />

/** The tag the app registers (src/lib/outbox/runtime.ts OUTBOX_SYNC_TAG) and the message it listens for. */
export const OUTBOX_SYNC_TAG = 'outbox';
export const OUTBOX_FLUSH_MESSAGE = 'outbox-flush';

type SyncEvent = ExtendableEvent & { tag: string };

/**
 * Background Sync (Chromium): when the signal returns, the browser fires `sync` with the outbox's
 * tag. The worker does not replay anything itself (decision 126: one replayer, the page's outbox
 * machine, in order, with its keys); it tells every open page to flush.
 */
export async function askPagesToFlush(clients: Pick<Clients, 'matchAll'>): Promise<number> {
  const pages = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const page of pages) page.postMessage(OUTBOX_FLUSH_MESSAGE);
  return pages.length;
}

export function registerOutboxSync(worker: ServiceWorkerGlobalScope): void {
  worker.addEventListener('sync', ((event: SyncEvent) => {
    if (event.tag === OUTBOX_SYNC_TAG) event.waitUntil(askPagesToFlush(worker.clients));
  }) as EventListener);
}
