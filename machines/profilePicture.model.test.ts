import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import {
  PROFILE_PICTURE_REFUSALS,
  PROFILE_PICTURE_STATUSES,
  profilePictureMachine,
  type ProfilePictureEvent,
} from './profilePicture.machine';
import { decideTransition } from './transitions';
import { profilePictureModelEvents } from './profilePicture.model';

// The same events `npm run paths -- profilePicture` traverses.
const events = profilePictureModelEvents;
const model = createTestModel(profilePictureMachine, { events });

describe('profilePictureMachine model', () => {
  const paths = model.getShortestPaths();

  it('reaches every state from a new upload', () => {
    const reached = new Set(
      paths.flatMap((path) => path.steps.map((step) => String(step.state.value))),
    );
    expect([...reached].sort()).toEqual(['approved', 'pending', 'rejected']);
  });

  for (const path of paths) {
    it(`runs ${path.description}`, async () => {
      const actor = createActor(profilePictureMachine).start();
      const step = ({ event }: { event: ProfilePictureEvent }) => {
        const from = String(actor.getSnapshot().value);
        const decision = decideTransition(profilePictureMachine, from, event);
        actor.send(event);
        expect(decision.allowed && decision.to).toBe(actor.getSnapshot().value);
      };
      await path.test({
        events: { 'profilePicture.approve': step, 'profilePicture.reject': step },
        states: {
          '*': (snapshot) => {
            expect(actor.getSnapshot().value).toEqual(snapshot.value);
          },
        },
      });
    });
  }

  it.each(PROFILE_PICTURE_STATUSES)('every refusal from %s has a reason code', (status) => {
    for (const event of events) {
      const decision = decideTransition(profilePictureMachine, status, event);
      expect(decision.allowed).toBe(status === 'pending');
      if (!decision.allowed)
        expect(PROFILE_PICTURE_REFUSALS[event.type]).toMatch(/^PROFILE_PICTURE_/);
    }
  });
});
