import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  BACKOFF_BASE_MS,
  BACKOFF_MAX_MS,
  backoffDelay,
  outboxMachine,
  outboxStatus,
  type OutboxItem,
  type OutboxSendOutcome,
} from './outbox.machine';

const item = (id: number, kind = 'checkIn'): OutboxItem => ({
  id,
  idempotencyKey: `key-${id}`,
  kind,
  crewId: 'crew-1',
  variables: { memberId: `m${id}` },
  createdAt: '2026-11-24T08:00:00.000Z',
  state: 'pending',
  reason: null,
});

/** A sender whose answers the test gives, one per call, in order. */
function scriptedSender() {
  const calls: OutboxItem[] = [];
  const answers: Array<{
    resolve: (value: OutboxSendOutcome) => void;
    reject: (error: unknown) => void;
  }> = [];
  const sendItem = fromPromise<OutboxSendOutcome, { item: OutboxItem }>(
    ({ input }) =>
      new Promise((resolve, reject) => {
        calls.push(input.item);
        answers.push({ resolve, reject });
      }),
  );
  return { sendItem, calls, answers };
}

function run(online = true) {
  const sender = scriptedSender();
  const forgotten: number[] = [];
  const actor = createActor(
    outboxMachine.provide({
      actors: { sendItem: sender.sendItem },
      actions: { forgetItem: (_, { id }) => forgotten.push(id) },
    }),
    { input: { online } },
  ).start();
  return { actor, ...sender, forgotten };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

describe('outboxMachine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends loaded items first in first out, one at a time, and is all saved after', async () => {
    const { actor, calls, answers } = run();
    expect(outboxStatus(actor.getSnapshot())).toBe('saved');
    actor.send({ type: 'outbox.loaded', items: [item(2), item(1)] });
    await settle();
    expect(actor.getSnapshot().value).toBe('sending');
    expect(calls.map((call) => call.id)).toEqual([1]);
    actor.send({ type: 'outbox.enqueued', item: item(3) });
    await settle();
    expect(calls).toHaveLength(1);
    answers[0]!.resolve({ kind: 'applied', answer: null });
    await settle();
    expect(calls.map((call) => call.id)).toEqual([1, 2]);
    answers[1]!.resolve({ kind: 'applied', answer: null });
    await settle();
    answers[2]!.resolve({ kind: 'applied', answer: null });
    await settle();
    expect(calls.map((call) => call.id)).toEqual([1, 2, 3]);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.items).toEqual([]);
    expect(outboxStatus(actor.getSnapshot())).toBe('saved');
  });

  it('keeps a refused item with its reason and goes on with the queue; discarding forgets it', async () => {
    const { actor, calls, answers, forgotten } = run();
    actor.send({ type: 'outbox.loaded', items: [item(1), item(2)] });
    await settle();
    answers[0]!.resolve({ kind: 'refused', reason: 'CREW_ALREADY_SIGNED_OFF' });
    await settle();
    expect(calls.map((call) => call.id)).toEqual([1, 2]);
    answers[1]!.resolve({ kind: 'applied', answer: null });
    await settle();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.items).toEqual([
      { ...item(1), state: 'refused', reason: 'CREW_ALREADY_SIGNED_OFF' },
    ]);
    expect(outboxStatus(actor.getSnapshot())).toBe('saved');
    // A flush never sends a refused item again.
    actor.send({ type: 'outbox.flush', trigger: 'online' });
    await settle();
    expect(calls).toHaveLength(2);
    actor.send({ type: 'outbox.discard', id: 1 });
    expect(forgotten).toEqual([1]);
    expect(actor.getSnapshot().context.items).toEqual([]);
  });

  it('refuses to discard an item that is still pending (nothing is silently dropped)', async () => {
    const { actor, forgotten } = run(false);
    actor.send({ type: 'outbox.enqueued', item: item(1) });
    actor.send({ type: 'outbox.discard', id: 1 });
    expect(forgotten).toEqual([]);
    expect(actor.getSnapshot().context.items).toHaveLength(1);
  });

  it('retries the same item with the same key after a back-off when no answer came', async () => {
    const { actor, calls, answers } = run();
    actor.send({ type: 'outbox.enqueued', item: item(1) });
    actor.send({ type: 'outbox.enqueued', item: item(2) });
    await settle();
    answers[0]!.reject(new TypeError('Failed to fetch'));
    await settle();
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(outboxStatus(actor.getSnapshot())).toBe('waiting');
    await vi.advanceTimersByTimeAsync(BACKOFF_BASE_MS - 1);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((call) => call.idempotencyKey)).toEqual(['key-1', 'key-1']);
    answers[1]!.reject(new Error('502'));
    await settle();
    // The second failure waits twice as long.
    await vi.advanceTimersByTimeAsync(BACKOFF_BASE_MS * 2 - 1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((call) => call.id)).toEqual([1, 1, 1]);
    answers[2]!.resolve({ kind: 'applied', answer: null });
    await settle();
    expect(calls.map((call) => call.id)).toEqual([1, 1, 1, 2]);
  });

  it('a flush (online, visible, Background Sync) retries at once instead of waiting out the back-off', async () => {
    const { actor, calls, answers } = run();
    actor.send({ type: 'outbox.enqueued', item: item(1) });
    await settle();
    answers[0]!.reject(new TypeError('Failed to fetch'));
    await settle();
    actor.send({ type: 'outbox.flush', trigger: 'sync' });
    await settle();
    expect(calls.map((call) => call.idempotencyKey)).toEqual(['key-1', 'key-1']);
  });

  it('pauses offline, keeps new items pending, and sends them in order when back online', async () => {
    const { actor, calls, answers } = run(false);
    actor.send({ type: 'outbox.enqueued', item: item(1) });
    actor.send({ type: 'outbox.enqueued', item: item(2) });
    await settle();
    expect(actor.getSnapshot().value).toBe('paused');
    expect(outboxStatus(actor.getSnapshot())).toBe('offline');
    actor.send({ type: 'outbox.flush', trigger: 'visible' });
    await settle();
    expect(calls).toHaveLength(0);
    actor.send({ type: 'network.online' });
    await settle();
    expect(calls.map((call) => call.id)).toEqual([1]);
    actor.send({ type: 'network.offline' });
    // The send in flight finishes by itself; then the outbox pauses.
    answers[0]!.resolve({ kind: 'applied', answer: null });
    await settle();
    expect(actor.getSnapshot().value).toBe('paused');
    expect(actor.getSnapshot().context.items.map((pending) => pending.id)).toEqual([2]);
  });

  it('a new item while waiting does not cut the back-off short', async () => {
    const { actor, calls, answers } = run();
    actor.send({ type: 'outbox.enqueued', item: item(1) });
    await settle();
    answers[0]!.reject(new TypeError('Failed to fetch'));
    await settle();
    actor.send({ type: 'outbox.enqueued', item: item(2) });
    await settle();
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(calls).toHaveLength(1);
  });

  it('grows the back-off up to its cap', () => {
    expect([1, 2, 3].map(backoffDelay)).toEqual([
      BACKOFF_BASE_MS,
      BACKOFF_BASE_MS * 2,
      BACKOFF_BASE_MS * 4,
    ]);
    expect(backoffDelay(30)).toBe(BACKOFF_MAX_MS);
  });

  it('keeps the item when the runtime did not provide a sender (it never drops one)', async () => {
    const actor = createActor(outboxMachine, { input: { online: true } }).start();
    actor.send({ type: 'outbox.enqueued', item: item(1) });
    await settle();
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(actor.getSnapshot().context.items).toHaveLength(1);
  });
});
