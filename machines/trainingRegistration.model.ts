import type { EventObject } from 'xstate';
import {
  trainingRegistrationMachine,
  type TrainingRegistrationEvent,
} from './trainingRegistration.machine';
import type { MachineModel } from './model-graph';

// Every event with every value of the guards' data (decision 022: runtime events), so the model
// walks the refused variants as well as the allowed ones.
export const trainingRegistrationModelEvents: TrainingRegistrationEvent[] = [
  ...[true, false].flatMap((registrationOpen) =>
    [true, false].map(
      (seatLeft) => ({ type: 'training.register', registrationOpen, seatLeft }) as const,
    ),
  ),
  { type: 'training.unregister', registrationOpen: true },
  { type: 'training.unregister', registrationOpen: false },
  { type: 'training.complete' },
];

function describeTrainingEvent(event: EventObject): string {
  const e = event as TrainingRegistrationEvent;
  if (e.type === 'training.register')
    return `${e.type}(open: ${e.registrationOpen}, seat left: ${e.seatLeft})`;
  if (e.type === 'training.unregister') return `${e.type}(open: ${e.registrationOpen})`;
  return e.type;
}

export const trainingRegistrationModel: MachineModel<typeof trainingRegistrationMachine> = {
  machine: trainingRegistrationMachine,
  starts: [{ name: 'an invitation' }],
  events: trainingRegistrationModelEvents,
  describeEvent: describeTrainingEvent,
};
