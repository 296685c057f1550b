import { setup } from 'xstate';
import type { ErrorReason } from './error-reasons';

/** The statuses of a payroll item (api/routes/payrolls/payrolls.tables.ts `payroll_items.status`). */
export const PAYROLL_ITEM_STATUSES = ['open', 'declined'] as const;
export type PayrollItemStatus = (typeof PAYROLL_ITEM_STATUSES)[number];

/** The crew member declines an item they disagree with (POST /payrollItems/{id}/decline, with a reason). */
export type PayrollItemStatusEvent = { type: 'payrollItem.decline' };
export type PayrollItemStatusEventType = PayrollItemStatusEvent['type'];

/**
 * The life of one payroll item: open until its crew member declines it. The api refuses a second
 * decline (409 with PAYROLL_ITEM_NOT_DECLINABLE), the app offers "Decline" only where `can` holds.
 * Chart: docs/state-charts/payrollItemStatus.md.
 */
export const payrollItemStatusMachine = setup({
  types: {
    events: {} as PayrollItemStatusEvent,
  },
}).createMachine({
  id: 'payrollItemStatus',
  initial: 'open',
  states: {
    open: { on: { 'payrollItem.decline': 'declined' } },
    declined: {},
  },
});

/** The reason code the api answers when the chart refuses an event (machines/error-reasons.ts). */
export const PAYROLL_ITEM_REFUSALS = {
  'payrollItem.decline': 'PAYROLL_ITEM_NOT_DECLINABLE',
} as const satisfies Record<PayrollItemStatusEventType, ErrorReason>;
