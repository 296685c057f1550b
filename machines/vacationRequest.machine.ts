import { setup } from 'xstate';
import type { ErrorReason } from './error-reasons';

/** The statuses a vacation request is stored in (vacation_requests.status). */
export const VACATION_REQUEST_STATUSES = ['requested', 'approved', 'declined'] as const;
export type VacationRequestStatus = (typeof VACATION_REQUEST_STATUSES)[number];

/**
 * The crew member deletes their own request; the office (vacationRequests EDIT ALL) approves or
 * declines it. Deleting ends the request's life (the row is removed).
 */
export type VacationRequestEvent =
  | { type: 'vacationRequest.approve' }
  | { type: 'vacationRequest.decline' }
  | { type: 'vacationRequest.delete' };
export type VacationRequestEventType = VacationRequestEvent['type'];

/**
 * The life of one vacation request: requested → approved | declined, and deleted only while it is
 * still requested. The api refuses what this chart refuses (409 with a reason,
 * api/lib/transitions.ts) and the app offers delete only where `canTransition` allows it.
 * Chart: docs/state-charts/vacationRequest.md.
 */
export const vacationRequestMachine = setup({
  types: {
    events: {} as VacationRequestEvent,
  },
}).createMachine({
  id: 'vacationRequest',
  initial: 'requested',
  states: {
    requested: {
      on: {
        'vacationRequest.approve': 'approved',
        'vacationRequest.decline': 'declined',
        'vacationRequest.delete': 'deleted',
      },
    },
    approved: {},
    declined: {},
    deleted: { type: 'final' },
  },
});

/** The reason code the api answers when the chart refuses an event (machines/error-reasons.ts). */
export const VACATION_REQUEST_REFUSALS = {
  'vacationRequest.approve': 'VACATION_REQUEST_ALREADY_DECIDED',
  'vacationRequest.decline': 'VACATION_REQUEST_ALREADY_DECIDED',
  'vacationRequest.delete': 'VACATION_REQUEST_NOT_DELETABLE',
} as const satisfies Record<VacationRequestEventType, ErrorReason>;
