import type { EventObject, SnapshotFrom } from 'xstate';
import type { MachineModel } from './model-graph';
import { outboxMachine, type OutboxEvent, type OutboxItem } from './outbox.machine';

// The outbox's test model (decision 022, 126): two changes at most (one from the store, one made
// now), the network going and coming, flushes, and the sender's three answers (applied, refused, no
// answer) with the back-off timer. The model test and `npm run paths -- outbox` traverse it.

export const outboxModelItem = (id: number): OutboxItem => ({
  id,
  idempotencyKey: `key-${id}`,
  kind: 'checkInCrewMember',
  crewId: 'crew-1',
  variables: { memberId: `member-${id}` },
  createdAt: '2026-11-24T08:00:00.000Z',
  state: 'pending',
  reason: null,
});

export const OUTBOX_BACKOFF_EVENT = 'xstate.after.backoff.outbox.waiting';

export type OutboxModelEvent =
  | OutboxEvent
  | {
      type: 'xstate.done.actor.sendItem';
      output:
        { kind: 'applied'; answer: null } | { kind: 'refused'; reason: 'CREW_ALREADY_SIGNED_OFF' };
    }
  | { type: 'xstate.error.actor.sendItem'; error: unknown }
  | { type: typeof OUTBOX_BACKOFF_EVENT };

export const outboxModelEvents: OutboxModelEvent[] = [
  { type: 'outbox.loaded', items: [outboxModelItem(1)] },
  { type: 'outbox.enqueued', item: outboxModelItem(2) },
  { type: 'outbox.flush', trigger: 'online' },
  { type: 'outbox.discard', id: 1 },
  { type: 'network.offline' },
  { type: 'network.online' },
  { type: 'xstate.done.actor.sendItem', output: { kind: 'applied', answer: null } },
  {
    type: 'xstate.done.actor.sendItem',
    output: { kind: 'refused', reason: 'CREW_ALREADY_SIGNED_OFF' },
  },
  { type: 'xstate.error.actor.sendItem', error: new TypeError('Failed to fetch') },
  { type: OUTBOX_BACKOFF_EVENT },
];

/** The machine as traversed: forgetting a discarded item touches no store. */
export const outboxModelMachine = outboxMachine.provide({ actions: { forgetItem: () => {} } });

export function filterOutboxEvents(
  snapshot: SnapshotFrom<typeof outboxMachine>,
  event: OutboxModelEvent,
): boolean {
  const { items, attempts } = snapshot.context;
  // The store answers once, at start, before anything is made.
  if (event.type === 'outbox.loaded') return items.length === 0 && snapshot.value === 'idle';
  // The sender's answers and the timer only come in the states that wait for them.
  if (event.type === 'xstate.done.actor.sendItem') return snapshot.value === 'sending';
  // Bound the model: a second failure in a row shows the growing back-off; more add nothing.
  if (event.type === 'xstate.error.actor.sendItem')
    return snapshot.value === 'sending' && attempts < 2;
  if (event.type === OUTBOX_BACKOFF_EVENT) return snapshot.value === 'waiting';
  return snapshot.can(event as OutboxEvent);
}

function describeOutboxEvent(event: EventObject): string {
  const e = event as OutboxModelEvent;
  if (e.type === 'outbox.loaded')
    return `outbox.loaded(${e.items.map((item) => item.id).join(',')})`;
  if (e.type === 'outbox.enqueued') return `outbox.enqueued(${e.item.id})`;
  if (e.type === 'outbox.discard') return `outbox.discard(${e.id})`;
  if (e.type === 'xstate.done.actor.sendItem') return `sendItem ${e.output.kind}`;
  if (e.type === 'xstate.error.actor.sendItem') return 'sendItem no answer';
  if (e.type === OUTBOX_BACKOFF_EVENT) return 'back-off over';
  return e.type;
}

export const outboxModel: MachineModel<typeof outboxModelMachine> = {
  machine: outboxModelMachine,
  starts: [
    { name: 'online', input: { online: true } },
    { name: 'offline', input: { online: false } },
  ],
  events: outboxModelEvents as EventObject[],
  filterEvents: (snapshot, event) => filterOutboxEvents(snapshot, event as OutboxModelEvent),
  describeEvent: describeOutboxEvent,
};
