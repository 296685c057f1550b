import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { SHARED_ERROR_REASONS } from './error-reasons';
import { reasons as trainingReasons } from './trainings.reasons';
import {
  TRAINING_PARTICIPATION_STATUSES,
  trainingRefusal,
  trainingRegistrationMachine,
  type TrainingRegistrationEvent,
} from './trainingRegistration.machine';
import { decideTransition } from './transitions';
import { trainingRegistrationModelEvents } from './trainingRegistration.model';

// The same events `npm run paths -- trainingRegistration` traverses.
const events = trainingRegistrationModelEvents;
const model = createTestModel(trainingRegistrationMachine, { events });

describe('trainingRegistrationMachine model', () => {
  const paths = model.getShortestPaths();

  it('reaches every state from an invitation', () => {
    const reached = new Set(
      paths.flatMap((path) => path.steps.map((step) => String(step.state.value))),
    );
    expect([...reached].sort()).toEqual(['completed', 'invited', 'registered']);
  });

  it('walks both transitions between invited and registered', () => {
    const edges = new Set(
      model
        .getSimplePaths()
        .flatMap((path) => path.steps.map((step) => `${String(step.state.value)}`)),
    );
    expect(edges.has('invited') && edges.has('registered')).toBe(true);
    const actor = createActor(trainingRegistrationMachine).start();
    actor.send({ type: 'training.register', registrationOpen: true, seatLeft: true });
    actor.send({ type: 'training.unregister', registrationOpen: true });
    expect(actor.getSnapshot().value).toBe('invited');
  });

  for (const path of [...paths, ...model.getSimplePaths()]) {
    it(`runs ${path.description}`, async () => {
      const actor = createActor(trainingRegistrationMachine).start();
      // The model's steps carry the full runtime events of `events` above.
      const step = ({ event }: { event: { type: string } }) => {
        const sent = event as TrainingRegistrationEvent;
        // What the api asks before writing: the pure decision agrees with the running actor.
        const from = String(actor.getSnapshot().value);
        const decision = decideTransition(trainingRegistrationMachine, from, sent);
        actor.send(sent);
        // A refused event (a guard's data says no) leaves the place where it was.
        expect(decision.allowed ? decision.to : from).toBe(actor.getSnapshot().value);
      };
      await path.test({
        events: {
          'training.register': step,
          'training.unregister': step,
          'training.complete': step,
        },
        states: {
          '*': (snapshot) => {
            expect(actor.getSnapshot().value).toEqual(snapshot.value);
          },
        },
      });
    });
  }

  // Places come from the database in any stored status: every refusal there names a known reason.
  it.each(TRAINING_PARTICIPATION_STATUSES)('every refusal from %s has a reason code', (status) => {
    for (const event of events) {
      const decision = decideTransition(trainingRegistrationMachine, status, event);
      if (decision.allowed) continue;
      expect([...SHARED_ERROR_REASONS, ...trainingReasons]).toContain(
        trainingRefusal(status, event),
      );
      expect(trainingRefusal(status, event)).toMatch(/^TRAINING_/);
    }
  });
});
