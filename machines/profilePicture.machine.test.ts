import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  PROFILE_PICTURE_REFUSALS,
  PROFILE_PICTURE_STATUSES,
  profilePictureMachine,
} from './profilePicture.machine';
import { canTransition, decideTransition } from './transitions';

describe('profilePictureMachine', () => {
  it('starts pending and is approved once', () => {
    const actor = createActor(profilePictureMachine).start();
    expect(actor.getSnapshot().value).toBe('pending');
    actor.send({ type: 'profilePicture.approve' });
    expect(actor.getSnapshot().value).toBe('approved');
    expect(actor.getSnapshot().can({ type: 'profilePicture.reject' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'profilePicture.approve' })).toBe(false);
  });

  it('has exactly a state per stored status', () => {
    expect(Object.keys(profilePictureMachine.states).sort()).toEqual(
      [...PROFILE_PICTURE_STATUSES].sort(),
    );
  });

  it.each(PROFILE_PICTURE_STATUSES)('decides from %s without running anything', (status) => {
    const pending = status === 'pending';
    expect(
      decideTransition(profilePictureMachine, status, { type: 'profilePicture.approve' }),
    ).toEqual(
      pending ? { allowed: true, from: status, to: 'approved' } : { allowed: false, from: status },
    );
    expect(canTransition(profilePictureMachine, status, { type: 'profilePicture.reject' })).toBe(
      pending,
    );
  });

  it('names a reason for every refusal', () => {
    expect(PROFILE_PICTURE_REFUSALS).toEqual({
      'profilePicture.approve': 'PROFILE_PICTURE_ALREADY_DECIDED',
      'profilePicture.reject': 'PROFILE_PICTURE_ALREADY_DECIDED',
    });
  });
});
