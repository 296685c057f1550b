import { setup } from 'xstate';
import type { ErrorReason } from './error-reasons';

/** The statuses a person's place in a training is stored in (training_participants.status). */
export const TRAINING_PARTICIPATION_STATUSES = ['invited', 'registered', 'completed'] as const;
export type TrainingParticipationStatus = (typeof TRAINING_PARTICIPATION_STATUSES)[number];

/**
 * What the rules need to know about the training when the event is decided, carried by the event
 * (the machine stays flat and context-free, decision 061): whether registration is still open
 * (before the deadline and before the training begins) and whether a seat is left.
 */
export type TrainingRegistrationEvent =
  | { type: 'training.register'; registrationOpen: boolean; seatLeft: boolean }
  | { type: 'training.unregister'; registrationOpen: boolean }
  | { type: 'training.complete' };
export type TrainingRegistrationEventType = TrainingRegistrationEvent['type'];

/**
 * A person's place in one training: invited ⇄ registered while registration is open (a seat must
 * be left to register), and completed (final) once the office records attendance of a registered
 * person. The api refuses what this chart refuses (409 with the reason of `trainingRefusal`), the
 * app offers register / unregister only where `canTransition` allows it.
 * Chart: docs/state-charts/trainingRegistration.md.
 */
export const trainingRegistrationMachine = setup({
  types: {
    events: {} as TrainingRegistrationEvent,
  },
  guards: {
    canRegister: ({ event }) =>
      event.type === 'training.register' && event.registrationOpen && event.seatLeft,
    canUnregister: ({ event }) => event.type === 'training.unregister' && event.registrationOpen,
  },
}).createMachine({
  id: 'trainingRegistration',
  initial: 'invited',
  states: {
    invited: {
      on: { 'training.register': { target: 'registered', guard: 'canRegister' } },
    },
    registered: {
      on: {
        'training.unregister': { target: 'invited', guard: 'canUnregister' },
        'training.complete': 'completed',
      },
    },
    completed: { type: 'final' },
  },
});

/** The reason code for an event refused in a status for the status alone (machines/error-reasons.ts). */
export const TRAINING_REGISTRATION_REFUSALS = {
  'training.register': 'TRAINING_NOT_REGISTRABLE',
  'training.unregister': 'TRAINING_NOT_UNREGISTRABLE',
  'training.complete': 'TRAINING_NOT_COMPLETABLE',
} as const satisfies Record<TrainingRegistrationEventType, ErrorReason>;

/**
 * Why the chart refuses `event` in `from`: the status's reason when the event does not apply there
 * at all, else the guard that failed (registration closed before a full training).
 */
export function trainingRefusal(
  from: TrainingParticipationStatus,
  event: TrainingRegistrationEvent,
): ErrorReason {
  if (event.type === 'training.register' && from === 'invited') {
    return event.registrationOpen ? 'TRAINING_FULL' : 'TRAINING_REGISTRATION_CLOSED';
  }
  if (event.type === 'training.unregister' && from === 'registered')
    return 'TRAINING_REGISTRATION_CLOSED';
  return TRAINING_REGISTRATION_REFUSALS[event.type];
}
