import { describe, expect, it } from 'vitest';
import { createActor, type AnyStateNode } from 'xstate';
import {
  CREW_SHIFT_STATES,
  crewShiftDecision,
  crewShiftMachine,
  crewShiftRefusal,
  type CrewShiftEvent,
  type CrewShiftInput,
} from './crewShift.machine';
import { crewShiftModel, crewShiftModelEvents, describeCrewShiftEvent } from './crewShift.model';
import {
  modelPaths,
  modelStates,
  modelTransitions,
  stateName,
  type ModelPath,
} from './model-graph';

const paths = modelPaths(crewShiftModel);
const transitions = modelTransitions(crewShiftModel, paths);
const describe_ = (path: ModelPath) =>
  `${path.start}: ${path.events.map(describeCrewShiftEvent).join(' → ') || '(start)'} ⇒ ${stateName(path.state.value)}`;

/** The machine's own chart: its settled states and, per state, the event types it handles. */
function chart() {
  const settled = (Object.values(crewShiftMachine.root.states) as AnyStateNode[]).filter(
    (node) => !node.always?.length,
  );
  return {
    states: settled.map((node) => node.key),
    edges: settled.flatMap((node) =>
      [...node.transitions.keys(), ...crewShiftMachine.root.transitions.keys()].map(
        (type) => `${node.key} ${type}`,
      ),
    ),
  };
}

describe('crewShiftMachine model', () => {
  it('covers 100 % of the chart: every state and every event each state handles', () => {
    const { states, edges } = chart();
    expect([...states].sort()).toEqual([...CREW_SHIFT_STATES].sort());
    expect([...modelStates(crewShiftModel, paths).keys()].sort()).toEqual([...states].sort());
    const taken = new Set(
      transitions.map((transition) => `${transition.from} ${transition.event.type}`),
    );
    // factsArrived is only modelled before a sign-off (filterEvents), so signed-off states skip it.
    const expected = edges.filter(
      (edge) => !/^(signedOff|released) shift\.factsArrived$/.test(edge),
    );
    expect(expected.filter((edge) => !taken.has(edge))).toEqual([]);
  });

  it('the api decides as the chart does: allowed exactly when the machine takes the event, else the rule refusing it', () => {
    for (const path of paths) {
      const context = path.state.context as CrewShiftInput;
      for (const event of crewShiftModelEvents) {
        if (event.type === 'shift.factsArrived') continue;
        const decision = crewShiftDecision(context, event);
        expect(decision.from).toBe(stateName(path.state.value));
        expect(decision.allowed).toBe(path.state.can(event));
        if (decision.allowed) {
          const [next] = [createActor(crewShiftMachine, { input: context }).start()];
          next.send(event);
          expect(decision.to).toBe(next.getSnapshot().value);
        } else {
          expect(decision.reason).toBe(crewShiftRefusal(context, event));
        }
      }
    }
  });

  it.each(paths.map((path) => [describe_(path), path] as const))('%s', (_, path) => {
    const start = crewShiftModel.starts.find((candidate) => candidate.name === path.start)!;
    const actor = createActor(crewShiftMachine, { input: start.input! }).start();
    for (const [index, event] of path.events.entries()) {
      actor.send(event as CrewShiftEvent);
      expect(actor.getSnapshot().value).toEqual(path.snapshots[index]!.value);
      expect(actor.getSnapshot().context).toEqual(path.snapshots[index]!.context);
    }
  });

  it('lists the transitions QA reads', () => {
    const keys = transitions.map((t) => `${t.from} ${describeCrewShiftEvent(t.event)} ${t.to}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain('notStarted member.checkIn(Anna 07:55) onShift');
    expect(keys).toContain('onShift member.checkOut(Anna 16:00 break 30) readyForSignOff');
    expect(keys).toContain('readyForSignOff crew.signOff(signed) signedOff');
    expect(keys).toContain('signedOff deliveryNote.release released');
    // A refused event is never a transition.
    expect(
      keys.some(
        (key) =>
          key.includes('nothing drawn') || key.includes('break 600') || key.includes('07:30'),
      ),
    ).toBe(false);
  });
});
