import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  TRAINING_PARTICIPATION_STATUSES,
  TRAINING_REGISTRATION_REFUSALS,
  trainingRefusal,
  trainingRegistrationMachine,
} from './trainingRegistration.machine';
import { canTransition, decideTransition } from './transitions';

const open = { type: 'training.register', registrationOpen: true, seatLeft: true } as const;
const leave = { type: 'training.unregister', registrationOpen: true } as const;

describe('trainingRegistrationMachine', () => {
  it('starts invited, registers, unregisters and registers again', () => {
    const actor = createActor(trainingRegistrationMachine).start();
    expect(actor.getSnapshot().value).toBe('invited');
    actor.send(open);
    expect(actor.getSnapshot().value).toBe('registered');
    actor.send(leave);
    expect(actor.getSnapshot().value).toBe('invited');
    actor.send(open);
    actor.send({ type: 'training.complete' });
    expect(actor.getSnapshot().value).toBe('completed');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('has a state per stored status', () => {
    expect(Object.keys(trainingRegistrationMachine.states).sort()).toEqual(
      [...TRAINING_PARTICIPATION_STATUSES].sort(),
    );
  });

  it('refuses to register after the deadline or without a seat, and to unregister after the deadline', () => {
    expect(decideTransition(trainingRegistrationMachine, 'invited', open)).toEqual({
      allowed: true,
      from: 'invited',
      to: 'registered',
    });
    expect(
      canTransition(trainingRegistrationMachine, 'invited', { ...open, registrationOpen: false }),
    ).toBe(false);
    expect(
      canTransition(trainingRegistrationMachine, 'invited', { ...open, seatLeft: false }),
    ).toBe(false);
    expect(decideTransition(trainingRegistrationMachine, 'registered', leave)).toEqual({
      allowed: true,
      from: 'registered',
      to: 'invited',
    });
    expect(
      canTransition(trainingRegistrationMachine, 'registered', {
        ...leave,
        registrationOpen: false,
      }),
    ).toBe(false);
  });

  it('never leaves completed, and completes only a registered person', () => {
    for (const event of [open, leave, { type: 'training.complete' } as const]) {
      expect(canTransition(trainingRegistrationMachine, 'completed', event)).toBe(false);
    }
    expect(
      canTransition(trainingRegistrationMachine, 'invited', { type: 'training.complete' }),
    ).toBe(false);
    expect(canTransition(trainingRegistrationMachine, 'registered', open)).toBe(false);
    expect(canTransition(trainingRegistrationMachine, 'invited', leave)).toBe(false);
  });

  it('names the reason of each refusal: the status first, then the guard', () => {
    expect(trainingRefusal('invited', { ...open, registrationOpen: false })).toBe(
      'TRAINING_REGISTRATION_CLOSED',
    );
    expect(trainingRefusal('invited', { ...open, registrationOpen: false, seatLeft: false })).toBe(
      'TRAINING_REGISTRATION_CLOSED',
    );
    expect(trainingRefusal('invited', { ...open, seatLeft: false })).toBe('TRAINING_FULL');
    expect(trainingRefusal('registered', { ...leave, registrationOpen: false })).toBe(
      'TRAINING_REGISTRATION_CLOSED',
    );
    expect(trainingRefusal('registered', open)).toBe('TRAINING_NOT_REGISTRABLE');
    expect(trainingRefusal('completed', leave)).toBe('TRAINING_NOT_UNREGISTRABLE');
    expect(trainingRefusal('invited', { type: 'training.complete' })).toBe(
      'TRAINING_NOT_COMPLETABLE',
    );
    expect(TRAINING_REGISTRATION_REFUSALS).toEqual({
      'training.register': 'TRAINING_NOT_REGISTRABLE',
      'training.unregister': 'TRAINING_NOT_UNREGISTRABLE',
      'training.complete': 'TRAINING_NOT_COMPLETABLE',
    });
  });
});
