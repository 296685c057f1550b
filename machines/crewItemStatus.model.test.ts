import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import {
  CREW_ITEM_REFUSALS,
  CREW_ITEM_STATUSES,
  crewItemStatusMachine,
} from './crewItemStatus.machine';
import { decideTransition } from './transitions';
import { crewItemStatusModelEvents } from './crewItemStatus.model';

// The same events `npm run paths -- crewItemStatus` traverses.
const events = crewItemStatusModelEvents;
const model = createTestModel(crewItemStatusMachine, { events });

describe('crewItemStatusMachine model', () => {
  const paths = model.getShortestPaths();

  it('reaches every state the chart can reach from a new item', () => {
    const reached = new Set(
      paths.flatMap((path) => path.steps.map((step) => String(step.state.value))),
    );
    expect([...reached].sort()).toEqual(['confirmed', 'pending']);
  });

  for (const path of paths) {
    it(`runs ${path.description}`, async () => {
      const actor = createActor(crewItemStatusMachine).start();
      await path.test({
        events: {
          'crewItem.confirm': ({ event: { type } }) => {
            // What the api and the app ask before sending: the pure decision agrees with the actor.
            const from = String(actor.getSnapshot().value) as (typeof CREW_ITEM_STATUSES)[number];
            const decision = decideTransition(crewItemStatusMachine, from, { type });
            actor.send({ type });
            expect(decision.allowed && decision.to).toBe(actor.getSnapshot().value);
          },
        },
        states: {
          '*': (snapshot) => {
            expect(actor.getSnapshot().value).toEqual(snapshot.value);
          },
        },
      });
    });
  }

  // Items start in any status when they come from the database, not only 'pending'.
  it.each(CREW_ITEM_STATUSES)('every refusal from %s has a reason code', (status) => {
    for (const event of events) {
      const decision = decideTransition(crewItemStatusMachine, status, event);
      if (!decision.allowed)
        expect(CREW_ITEM_REFUSALS[event.type]).toBe('CREW_ITEM_NOT_CONFIRMABLE');
    }
  });
});
