import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { createTestModel, serializeSnapshot } from 'xstate/graph';
import { TOAST_DEFAULT_TIME_MS, toastsMachine, type ToastsEvent } from './toasts.machine';

type Snapshot = SnapshotFrom<typeof toastsMachine>;

/** Counts handler calls of the clickable toast; reset before each path. */
let clicks = 0;
const onClick = () => {
  clicks += 1;
};

// One timed kind only, so "its time is up" is a single, unambiguous clock step in the run.
const shows: ToastsEvent[] = [
  { type: 'toast.show', message: 'Saved', toastType: 'success' },
  { type: 'toast.show', message: 'Open mail', toastType: 'info', time: 0, onClick },
  { type: 'toast.show', message: 'Offline', toastType: 'warning', time: 0 },
];
const ids = ['toast-1', 'toast-2', 'toast-3'];
const events: ToastsEvent[] = [
  ...shows,
  ...ids.flatMap((id): ToastsEvent[] => [
    { type: 'toast.click', id },
    { type: 'toast.dismiss', id },
    { type: 'toast.expire', id },
  ]),
];

const model = createTestModel(toastsMachine, {
  events,
  // Everything happens inside 'active', so the default (state-value based) key would fold a
  // dismiss and an expiry into one path; keying by the transition keeps both.
  serializeTransition: (_snapshot, event, previous) =>
    event && previous ? ` via ${JSON.stringify(event)} from ${serializeSnapshot(previous)}` : '',
  filterEvents: (snapshot, event) => {
    // Bound the model: three toasts per path are enough to meet every removal. A duplicate show
    // stays in on purpose: the run checks that it adds nothing.
    if (event.type === 'toast.show') return snapshot.context.nextId <= 3;
    // The timer only ever fires for a timed toast.
    if (event.type === 'toast.expire')
      return snapshot.context.toasts.some((t) => t.id === event.id && t.time > 0);
    return snapshot.can(event);
  },
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
    clicks = 0;
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
    expect(clicks).toBe(expectedClicks);
  });
});
