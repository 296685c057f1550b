import { describe, expect, it } from 'vitest';
import {
  OUTBOX_FLUSH_MESSAGE as PAGE_FLUSH_MESSAGE,
  OUTBOX_SYNC_TAG as PAGE_SYNC_TAG,
} from '../lib/outbox/runtime';
import {
  OUTBOX_FLUSH_MESSAGE,
  OUTBOX_SYNC_TAG,
  askPagesToFlush,
  registerOutboxSync,
} from './outbox-sync';

function pages(count: number) {
  const received: string[][] = Array.from({ length: count }, () => []);
  const clients = {
    matchAll: async () =>
      received.map((inbox) => ({ postMessage: (message: string) => inbox.push(message) })),
  } as unknown as Clients;
  return { clients, received };
}

describe('Background Sync of the outbox', () => {
  it('tells every open page to flush', async () => {
    const { clients, received } = pages(2);
    expect(await askPagesToFlush(clients)).toBe(2);
    expect(received).toEqual([[OUTBOX_FLUSH_MESSAGE], [OUTBOX_FLUSH_MESSAGE]]);
  });

  it('answers only the outbox tag', async () => {
    const { clients, received } = pages(1);
    const listeners: Array<(event: unknown) => void> = [];
    const worker = {
      clients,
      addEventListener: (_: string, listener: (event: unknown) => void) => listeners.push(listener),
    };
    registerOutboxSync(worker as unknown as ServiceWorkerGlobalScope);
    const waits: Promise<unknown>[] = [];
    for (const tag of ['other', OUTBOX_SYNC_TAG])
      listeners[0]!({ tag, waitUntil: (promise: Promise<unknown>) => waits.push(promise) });
    await Promise.all(waits);
    expect(waits).toHaveLength(1);
    expect(received).toEqual([[OUTBOX_FLUSH_MESSAGE]]);
  });

  it('speaks the page’s tag and message', () => {
    expect([OUTBOX_SYNC_TAG, OUTBOX_FLUSH_MESSAGE]).toEqual([PAGE_SYNC_TAG, PAGE_FLUSH_MESSAGE]);
  });
});
