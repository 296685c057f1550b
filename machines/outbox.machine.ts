import { assign, fromPromise, setup } from 'xstate';
import type { ErrorReason } from './error-reasons';
import { MissingImplementationError } from './session.errors';

/** Gateway codes that refuse a request for good without one of the api's reasons (gateway/README). */
export const OUTBOX_REFUSING_CODES = [
  'FORBIDDEN',
  'NOT_FOUND',
  'BAD_USER_INPUT',
  'CONFLICT',
] as const;

/** Why the server refused an item: the api's reason, or a refusing gateway code. */
export type OutboxRefusal = ErrorReason | (typeof OUTBOX_REFUSING_CODES)[number];

/**
 * One change made at the venue, waiting in the outbox (src/lib/outbox/store.ts keeps it in
 * IndexedDB). The idempotency key is written with the item, before its first send, so every
 * replay of it carries the same key and the api applies it once (decision 126).
 */
export interface OutboxItem {
  /** Increasing: the order the changes were made in (IndexedDB's auto-increment key). */
  id: number;
  idempotencyKey: string;
  /** What to run: a venue action's name (src/lib/outbox/sender.ts maps it to its mutation). */
  kind: string;
  crewId: string;
  variables: Record<string, unknown>;
  /** When it was made on the phone (ISO). */
  createdAt: string;
  /** `pending` until the api answers; `refused` keeps the api's reason until the user discards it. */
  state: 'pending' | 'refused';
  reason: OutboxRefusal | null;
}

/**
 * What one send ended in, as the sender read it from the server's answer; the outbox keeps it as
 * is and hands it to whoever waits for the item (a venue action's screen). A send that got no
 * answer (network, 5xx) rejects instead: retried later.
 */
export type OutboxSendOutcome<Answer = unknown> =
  /** `answer`: what the server answered (e.g. the crew's shift). */
  { kind: 'applied'; answer: Answer } | { kind: 'refused'; reason: OutboxRefusal };

/** What started a flush: the app's start, the `online` event, the page shown again, Background Sync. */
export type OutboxFlushTrigger = 'start' | 'online' | 'visible' | 'sync';

export type OutboxEvent =
  /** The store's items on start (after a reload: what was left). */
  | { type: 'outbox.loaded'; items: OutboxItem[] }
  /** A new change, already written to the store with its key. */
  | { type: 'outbox.enqueued'; item: OutboxItem }
  | { type: 'outbox.flush'; trigger: OutboxFlushTrigger }
  /** The user gave up a refused change (it is removed from the store too). */
  | { type: 'outbox.discard'; id: number }
  | { type: 'network.offline' }
  | { type: 'network.online' };

export interface OutboxContext {
  /** Pending and refused items, oldest first. */
  items: OutboxItem[];
  online: boolean;
  /** Failed sends of the head item in a row (the back-off grows with it); 0 after an answer. */
  attempts: number;
  /** The item being sent, or null. */
  sendingId: number | null;
}

export interface OutboxInput {
  online: boolean;
}

/** The first retry waits this long; each further failure doubles it, up to {@link BACKOFF_MAX_MS}. */
export const BACKOFF_BASE_MS = 2_000;
export const BACKOFF_MAX_MS = 60_000;

export function backoffDelay(attempts: number): number {
  return Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1), BACKOFF_MAX_MS);
}

/** The oldest item still pending: the only one that may be sent (first in, first out). */
export function nextPending(items: readonly OutboxItem[]): OutboxItem | undefined {
  return items.find((item) => item.state === 'pending');
}

/** The queue with a new item at the end, once. */
const withItem = (items: OutboxItem[], item: OutboxItem) =>
  items.some((known) => known.id === item.id) ? items : [...items, item];

const missing = (name: string) => new MissingImplementationError('outbox', name);

/**
 * The outbox's flow (decision 126): first in, first out, one at a time.
 *
 * - `idle` → `sending` whenever an item is pending and the phone is online: at start (`loaded`),
 *   on a new item, on a flush (`online`, the page shown again, a Background Sync message).
 * - `sending` runs the actor `sendItem` on the oldest pending item. `applied`: the item leaves the
 *   queue, the next one goes. `refused` (the api's rules said no, e.g. a planner changed the crew
 *   meanwhile): the item stays with its reason for the user to see, and the queue goes on.
 *   No answer (network failure, 5xx): `waiting`.
 * - `waiting` retries the SAME item (with its same key) after a back-off, or at once on a flush.
 * - `paused` while offline; `network.online` flushes.
 *
 * The actor `sendItem` (fromPromise<OutboxSendOutcome, { item }>) and the action `forgetItem`
 * (remove a discarded item from the store) are the runtime's (src/lib/outbox/OutboxProvider.tsx);
 * the actor has already updated the store when it resolves. Chart: docs/state-charts/outbox.md.
 */
export const outboxMachine = setup({
  types: {
    context: {} as OutboxContext,
    events: {} as OutboxEvent,
    input: {} as OutboxInput,
  },
  actions: {
    forgetItem: (_, _params: { id: number }) => {
      throw missing('forgetItem');
    },
  },
  actors: {
    sendItem: fromPromise<OutboxSendOutcome, { item: OutboxItem }>(() =>
      Promise.reject(missing('sendItem')),
    ),
  },
  delays: {
    backoff: ({ context }) => backoffDelay(context.attempts),
  },
  guards: {
    canSend: ({ context }) => context.online && nextPending(context.items) !== undefined,
    offline: ({ context }) => !context.online,
  },
}).createMachine({
  id: 'outbox',
  context: ({ input }) => ({ items: [], online: input.online, attempts: 0, sendingId: null }),
  initial: 'idle',
  on: {
    'outbox.loaded': {
      actions: assign(({ context, event }) => {
        // Items enqueued before the store answered are already in the list; keep each id once.
        const known = new Set(event.items.map((item) => item.id));
        return {
          items: [...event.items, ...context.items.filter((item) => !known.has(item.id))].sort(
            (a, b) => a.id - b.id,
          ),
        };
      }),
      target: '.deciding',
    },
    'outbox.enqueued': {
      actions: assign(({ context, event }) => ({ items: withItem(context.items, event.item) })),
      target: '.deciding',
    },
    'outbox.discard': {
      guard: ({ context, event }) =>
        context.items.some((item) => item.id === event.id && item.state === 'refused'),
      actions: [
        { type: 'forgetItem', params: ({ event }) => ({ id: event.id }) },
        assign(({ context, event }) => ({
          items: context.items.filter((item) => item.id !== event.id),
        })),
      ],
    },
    'network.offline': { actions: assign({ online: false }), target: '.deciding' },
    'network.online': { actions: assign({ online: true, attempts: 0 }), target: '.deciding' },
    'outbox.flush': { actions: assign({ attempts: 0 }), target: '.deciding' },
  },
  states: {
    /** Picks the next state from the queue and the network (transient). */
    deciding: {
      always: [
        { guard: 'offline', target: 'paused' },
        { guard: 'canSend', target: 'sending' },
        { target: 'idle' },
      ],
    },
    /** Nothing pending (or only refused items): all saved. */
    idle: {},
    /** Offline: nothing is sent; new items wait. */
    paused: {},
    sending: {
      entry: assign(({ context }) => ({ sendingId: nextPending(context.items)?.id ?? null })),
      invoke: {
        id: 'sendItem',
        src: 'sendItem',
        input: ({ context }) => ({ item: nextPending(context.items)! }),
        onDone: {
          target: 'deciding',
          actions: assign(({ context, event }) => {
            const sentId = context.sendingId;
            const output = event.output;
            const items =
              output.kind === 'applied'
                ? context.items.filter((item) => item.id !== sentId)
                : context.items.map((item) =>
                    item.id === sentId
                      ? { ...item, state: 'refused' as const, reason: output.reason }
                      : item,
                  );
            return { items, attempts: 0, sendingId: null };
          }),
        },
        onError: {
          target: 'waiting',
          actions: assign(({ context }) => ({ attempts: context.attempts + 1, sendingId: null })),
        },
      },
      // A send in flight finishes (or fails) by itself; new items and flushes only join the queue.
      on: {
        'outbox.enqueued': {
          actions: assign(({ context, event }) => ({ items: withItem(context.items, event.item) })),
        },
        'outbox.flush': {},
        'outbox.loaded': {
          actions: assign(({ context, event }) => {
            const known = new Set(context.items.map((item) => item.id));
            return {
              items: [...context.items, ...event.items.filter((item) => !known.has(item.id))].sort(
                (a, b) => a.id - b.id,
              ),
            };
          }),
        },
        'network.offline': { actions: assign({ online: false }) },
        'network.online': { actions: assign({ online: true }) },
      },
    },
    /** The last send got no answer: the same item is retried after the back-off, or on a flush. */
    waiting: {
      after: { backoff: 'deciding' },
      // A new item waits behind the one being retried; it does not cut the back-off short.
      on: {
        'outbox.enqueued': {
          actions: assign(({ context, event }) => ({ items: withItem(context.items, event.item) })),
        },
      },
    },
  },
});

/** What the sync status shows (src/lib/outbox/SyncStatus.tsx). */
export type OutboxStatus = 'offline' | 'sending' | 'waiting' | 'saved';

export function outboxStatus(snapshot: { value: unknown; context: OutboxContext }): OutboxStatus {
  if (snapshot.value === 'paused') return 'offline';
  if (snapshot.value === 'sending') return 'sending';
  if (snapshot.value === 'waiting') return 'waiting';
  return nextPending(snapshot.context.items) ? 'waiting' : 'saved';
}
