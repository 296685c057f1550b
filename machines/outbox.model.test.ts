import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { modelPaths, modelStates, modelTransitions, stateName } from './model-graph';
import {
  backoffDelay,
  outboxMachine,
  type OutboxEvent,
  type OutboxItem,
  type OutboxSendOutcome,
} from './outbox.machine';
import { OUTBOX_BACKOFF_EVENT, outboxModel, type OutboxModelEvent } from './outbox.model';

// Every shortest path of the outbox model (the same `npm run paths -- outbox` prints), run on the
// real machine: the sender's answers are a real promise the path resolves or rejects, and the
// back-off is the machine's own timer on a fake clock.

const paths = modelPaths(outboxModel);

describe('outboxMachine model', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reaches every state and transition it declares', () => {
    expect([...modelStates(outboxModel, paths).keys()].sort()).toEqual([
      'idle',
      'paused',
      'sending',
      'waiting',
    ]);
    const transitions = modelTransitions(outboxModel, paths).map((t) => `${t.from} ${t.to}`);
    for (const edge of [
      'idle sending',
      'sending waiting',
      'waiting sending',
      'sending idle',
      'paused sending',
      'idle paused',
    ])
      expect(transitions).toContain(edge);
  });

  for (const path of paths) {
    const name =
      path.events.map((event) => outboxModel.describeEvent!(event)).join(' → ') || '(start)';
    it(`from ${path.start}: ${name}`, async () => {
      const answers: Array<{
        item: OutboxItem;
        resolve: (o: OutboxSendOutcome) => void;
        reject: (e: unknown) => void;
      }> = [];
      const forgotten: number[] = [];
      const actor = createActor(
        outboxMachine.provide({
          actors: {
            sendItem: fromPromise<OutboxSendOutcome, { item: OutboxItem }>(
              ({ input }) =>
                new Promise((resolve, reject) =>
                  answers.push({ item: input.item, resolve, reject }),
                ),
            ),
          },
          actions: { forgetItem: (_, { id }) => forgotten.push(id) },
        }),
        { input: { online: path.start === 'online' } },
      ).start();
      for (const [index, raw] of path.events.entries()) {
        const event = raw as OutboxModelEvent;
        const before = actor.getSnapshot();
        const sendingId = before.context.sendingId;
        if (event.type === 'xstate.done.actor.sendItem') {
          const answer = answers.at(-1)!;
          // Only the oldest pending item is ever sent.
          expect(answer.item.id).toBe(before.context.sendingId);
          answer.resolve(event.output);
        } else if (event.type === 'xstate.error.actor.sendItem')
          answers.at(-1)!.reject(event.error);
        else if (event.type === OUTBOX_BACKOFF_EVENT)
          await vi.advanceTimersByTimeAsync(backoffDelay(before.context.attempts));
        else actor.send(event as OutboxEvent);
        await vi.advanceTimersByTimeAsync(0);
        const expected = path.snapshots[index]!;
        expect(stateName(actor.getSnapshot().value)).toBe(stateName(expected.value));
        expect(actor.getSnapshot().context.items).toEqual(expected.context.items);
        if (event.type === 'outbox.discard') expect(forgotten).toEqual([event.id]);
        // Nothing is dropped: only an acknowledgement or the user's discard removes an item.
        const after = new Set(actor.getSnapshot().context.items.map((item) => item.id));
        const removed = before.context.items.map((item) => item.id).filter((id) => !after.has(id));
        const applied =
          event.type === 'xstate.done.actor.sendItem' && event.output.kind === 'applied';
        expect(removed).toEqual(
          applied ? [sendingId] : event.type === 'outbox.discard' ? [event.id] : [],
        );
      }
      actor.stop();
    });
  }
});
