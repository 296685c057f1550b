import { payrollItemStatusMachine, type PayrollItemStatusEvent } from './payrollItemStatus.machine';
import type { MachineModel } from './model-graph';

export const payrollItemStatusModelEvents: PayrollItemStatusEvent[] = [
  { type: 'payrollItem.decline' },
];

export const payrollItemStatusModel: MachineModel<typeof payrollItemStatusMachine> = {
  machine: payrollItemStatusMachine,
  starts: [{ name: 'a new payroll item' }],
  events: payrollItemStatusModelEvents,
};
