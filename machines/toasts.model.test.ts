import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { createTestModel, serializeSnapshot } from 'xstate/graph';
import { TOAST_DEFAULT_TIME_MS, toastsMachine, type ToastsEvent } from './toasts.machine';
import { filterToastsEvents, toastClicks, toastsModelEvents } from './toasts.model';

type Snapshot = SnapshotFrom<typeof toastsMachine>;

// The same events and bounds `npm run paths -- toasts` traverses.
const events = toastsModelEvents;
const model = createTestModel(toastsMachine, {
  events,
  // Everything happens inside 'active', so the default (state-value based) key would fold a
  // dismiss and an expiry into one path; keying by the transition keeps both.
  serializeTransition: (_snapshot, event, previous) =>
    event && previous ? ` via ${JSON.stringify(event)} from ${serializeSnapshot(previous)}` : '',
  filterEvents: filterToastsEvents,
});

const visible = (snapshot: Snapshot) =>
  snapshot.context.toasts.map(({ id, message, type, time }) => ({ id, message, type, time }));

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('toastsMachine model', () => {
  const paths = model.getShortestPaths();

  it('covers showing, de-duplication, click, dismiss and expiry', () => {
    const used = new Set(paths.flatMap((p) => p.steps.map((s) => s.event.type)));
    expect([...used].sort()).toEqual(
      ['toast.click', 'toast.dismiss', 'toast.expire', 'toast.show', 'xstate.init'].sort(),
    );
    const duplicateShows = paths.filter((p) =>
      p.steps.some(
        (s, i) =>
          s.event.type === 'toast.show' &&
          p.steps.slice(0, i).some((e) => JSON.stringify(e.event) === JSON.stringify(s.event)),
      ),
    );
    expect(duplicateShows.length).toBeGreaterThan(0);
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    toastClicks.count = 0;
    const actor = createActor(toastsMachine).start();
    await path.test({
      events: {
        'toast.show': ({ event }) => actor.send(event as ToastsEvent),
        'toast.click': ({ event }) => actor.send(event as ToastsEvent),
        'toast.dismiss': ({ event }) => actor.send(event as ToastsEvent),
        // Not sent: the run waits for the machine's own timer.
        'toast.expire': () => vi.advanceTimersByTimeAsync(TOAST_DEFAULT_TIME_MS),
      },
      states: {
        active: (expected) => {
          expect(visible(actor.getSnapshot())).toEqual(visible(expected));
          expect(actor.getSnapshot().context.nextId).toBe(expected.context.nextId);
        },
      },
    });
    const expectedClicks = path.steps.filter((s) => s.event.type === 'toast.click').length;
    expect(toastClicks.count).toBe(expectedClicks);
  });
});
