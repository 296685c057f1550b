import { crewItemStatusMachine, type CrewItemStatusEvent } from './crewItemStatus.machine';
import type { MachineModel } from './model-graph';

export const crewItemStatusModelEvents: CrewItemStatusEvent[] = [{ type: 'crewItem.confirm' }];

export const crewItemStatusModel: MachineModel<typeof crewItemStatusMachine> = {
  machine: crewItemStatusMachine,
  starts: [{ name: 'a new crew item' }],
  events: crewItemStatusModelEvents,
};
