import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import {
  VACATION_REQUEST_REFUSALS,
  VACATION_REQUEST_STATUSES,
  vacationRequestMachine,
  type VacationRequestEvent,
} from './vacationRequest.machine';
import { decideTransition } from './transitions';
import { vacationRequestModelEvents } from './vacationRequest.model';

// The same events `npm run paths -- vacationRequest` traverses.
const events = vacationRequestModelEvents;
const model = createTestModel(vacationRequestMachine, { events });

describe('vacationRequestMachine model', () => {
  const paths = model.getShortestPaths();

  it('reaches every state from a new request', () => {
    const reached = new Set(
      paths.flatMap((path) => path.steps.map((step) => String(step.state.value))),
    );
    expect([...reached].sort()).toEqual(['approved', 'declined', 'deleted', 'requested']);
  });

  for (const path of paths) {
    it(`runs ${path.description}`, async () => {
      const actor = createActor(vacationRequestMachine).start();
      const step = ({ event }: { event: VacationRequestEvent }) => {
        // What the api asks before writing: the pure decision agrees with the running actor.
        const from = String(actor.getSnapshot().value);
        const decision = decideTransition(vacationRequestMachine, from, event);
        actor.send(event);
        expect(decision.allowed && decision.to).toBe(actor.getSnapshot().value);
      };
      await path.test({
        events: {
          'vacationRequest.approve': step,
          'vacationRequest.decline': step,
          'vacationRequest.delete': step,
        },
        states: {
          '*': (snapshot) => {
            expect(actor.getSnapshot().value).toEqual(snapshot.value);
          },
        },
      });
    });
  }

  // Requests come from the database in any stored status: every refusal there names its reason.
  it.each(VACATION_REQUEST_STATUSES)('every refusal from %s has a reason code', (status) => {
    for (const event of events) {
      const decision = decideTransition(vacationRequestMachine, status, event);
      expect(decision.allowed).toBe(status === 'requested');
      if (!decision.allowed)
        expect(VACATION_REQUEST_REFUSALS[event.type]).toMatch(/^VACATION_REQUEST_/);
    }
  });
});
