import { vacationRequestMachine, type VacationRequestEvent } from './vacationRequest.machine';
import type { MachineModel } from './model-graph';

export const vacationRequestModelEvents: VacationRequestEvent[] = [
  { type: 'vacationRequest.approve' },
  { type: 'vacationRequest.decline' },
  { type: 'vacationRequest.delete' },
];

export const vacationRequestModel: MachineModel<typeof vacationRequestMachine> = {
  machine: vacationRequestMachine,
  starts: [{ name: 'a new request' }],
  events: vacationRequestModelEvents,
};
