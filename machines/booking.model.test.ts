import { describe, expect, it } from 'vitest';
import { createActor, type AnyStateNode } from 'xstate';
import {
  BOOKING_REFUSALS,
  BOOKING_STATES,
  bookingFactsRefusal,
  bookingMachine,
  decideBooking,
  type BookingState,
  type BookingEvent,
} from './booking.machine';
import { bookingModel, bookingModelEvents, describeBookingEvent } from './booking.model';
import {
  modelPaths,
  modelStates,
  modelTransitions,
  stateName,
  type ModelPath,
} from './model-graph';

// The same model `npm run paths -- booking` prints.
const paths = modelPaths(bookingModel);
const transitions = modelTransitions(bookingModel, paths);
const nameOf = (path: ModelPath) =>
  `${path.events.map((event) => describeBookingEvent(event as BookingEvent)).join(' → ') || '(start)'} ⇒ ${stateName(path.state.value)}`;

/** The chart as written: its states and every (state, event, target) edge, guarded branches included. */
function chart() {
  const nodes = Object.values(bookingMachine.root.states) as AnyStateNode[];
  return {
    states: nodes.map((node) => node.key),
    edges: nodes.flatMap((node) =>
      [...node.transitions.entries()].flatMap(([type, candidates]) =>
        candidates.map(
          (candidate) => `${node.key} ${type} ${candidate.target?.[0]?.key ?? node.key}`,
        ),
      ),
    ),
  };
}

describe('bookingMachine model', () => {
  it('covers 100 % of the chart: every state and every transition', () => {
    const { states, edges } = chart();
    expect([...states].sort()).toEqual([...BOOKING_STATES].sort());
    expect([...modelStates(bookingModel, paths).keys()].sort()).toEqual([...states].sort());
    const taken = new Set(
      transitions.map(
        (transition) => `${transition.from} ${transition.event.type} ${transition.to}`,
      ),
    );
    expect(edges.filter((edge) => !taken.has(edge))).toEqual([]);
    expect([...taken].filter((edge) => !edges.includes(edge))).toEqual([]);
  });

  it.each(paths.map((path) => [nameOf(path), path] as const))('runs %s', (_, path) => {
    const actor = createActor(bookingMachine).start();
    for (const [index, event] of path.events.entries()) {
      // What the api and the app ask before sending: the pure decision agrees with the running actor.
      const from = stateName(actor.getSnapshot().value) as BookingState;
      const decision = decideBooking(from, event as BookingEvent);
      actor.send(event as BookingEvent);
      expect(decision).toEqual({ allowed: true, from, to: actor.getSnapshot().value });
      expect(actor.getSnapshot().value).toEqual(path.snapshots[index]!.value);
    }
  });

  // A booking may be decided from any state (the app keeps it between screens): every event with every fact set, decided from each.
  it.each([...BOOKING_STATES])(
    'decides every event from %s as the chart does, with a reason for each refusal',
    (from) => {
      const snapshot = bookingMachine.resolveState({ value: from, context: {} });
      for (const event of bookingModelEvents) {
        const decision = decideBooking(from, event);
        expect(decision.allowed, `${from} ${describeBookingEvent(event)}`).toBe(
          snapshot.can(event),
        );
        if (decision.allowed) continue;
        const handles = snapshot.machine.states[from]!.transitions.has(event.type);
        expect(decision.reason).toBe(
          handles ? bookingFactsRefusal(event) : BOOKING_REFUSALS[event.type],
        );
      }
    },
  );
});
