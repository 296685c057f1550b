import { describe, expect, it } from 'vitest';
import { createActor, type AnyStateNode } from 'xstate';
import {
  CREW_ITEM_REFUSALS,
  CREW_ITEM_STATUSES,
  crewItemFactsRefusal,
  crewItemStatusMachine,
  decideCrewItem,
  type CrewItemState,
  type CrewItemStatusEvent,
} from './crewItemStatus.machine';
import {
  crewItemStatusModel,
  crewItemStatusModelEvents,
  describeCrewItemEvent,
} from './crewItemStatus.model';
import {
  modelPaths,
  modelStates,
  modelTransitions,
  stateName,
  type ModelPath,
} from './model-graph';

// The same model `npm run paths -- crewItemStatus` prints.
const paths = modelPaths(crewItemStatusModel);
const transitions = modelTransitions(crewItemStatusModel, paths);
const nameOf = (path: ModelPath) =>
  `${path.events.map((event) => describeCrewItemEvent(event as CrewItemStatusEvent)).join(' → ') || '(start)'} ⇒ ${stateName(path.state.value)}`;

/** The chart as written: its states and every (state, event, target) edge, guarded branches included. */
function chart() {
  const nodes = Object.values(crewItemStatusMachine.root.states) as AnyStateNode[];
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

describe('crewItemStatusMachine model', () => {
  it('covers 100 % of the chart: every state and every transition', () => {
    const { states, edges } = chart();
    expect([...states].sort()).toEqual(['new', ...CREW_ITEM_STATUSES].sort());
    expect([...modelStates(crewItemStatusModel, paths).keys()].sort()).toEqual([...states].sort());
    const taken = new Set(
      transitions.map(
        (transition) => `${transition.from} ${transition.event.type} ${transition.to}`,
      ),
    );
    expect(edges.filter((edge) => !taken.has(edge))).toEqual([]);
    expect([...taken].filter((edge) => !edges.includes(edge))).toEqual([]);
  });

  it.each(paths.map((path) => [nameOf(path), path] as const))('runs %s', (_, path) => {
    const actor = createActor(crewItemStatusMachine).start();
    for (const [index, event] of path.events.entries()) {
      // What the api and the app ask before sending: the pure decision agrees with the running actor.
      const from = stateName(actor.getSnapshot().value) as CrewItemState;
      const decision = decideCrewItem(from, event as CrewItemStatusEvent);
      actor.send(event as CrewItemStatusEvent);
      expect(decision).toEqual({ allowed: true, from, to: actor.getSnapshot().value });
      expect(actor.getSnapshot().value).toEqual(path.snapshots[index]!.value);
    }
  });

  // Items come from the database in any status: every event with every fact set, decided from each.
  it.each(['new', ...CREW_ITEM_STATUSES] as CrewItemState[])(
    'decides every event from %s as the chart does, with a reason for each refusal',
    (from) => {
      const snapshot = crewItemStatusMachine.resolveState({ value: from, context: {} });
      for (const event of crewItemStatusModelEvents) {
        const decision = decideCrewItem(from, event);
        expect(decision.allowed, `${from} ${describeCrewItemEvent(event)}`).toBe(
          snapshot.can(event),
        );
        if (decision.allowed) continue;
        const handles = snapshot.machine.states[from]!.transitions.has(event.type);
        expect(decision.reason).toBe(
          handles ? crewItemFactsRefusal(event) : CREW_ITEM_REFUSALS[event.type],
        );
      }
    },
  );
});
