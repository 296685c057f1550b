import { setup } from 'xstate';
import type { ErrorReason } from './error-reasons';

/** The statuses a crew item can be in (SPEC.md §4); a job is a crew item seen by its crew member. */
export const CREW_ITEM_STATUSES = [
  'pending',
  'confirmed',
  'notNeeded',
  'noShow',
  'cancelled',
] as const;
export type CrewItemStatus = (typeof CREW_ITEM_STATUSES)[number];

/**
 * The events that move a crew item. Only the crew member's confirmation exists so far; the
 * staffing issue adds create, update, activate, notNeeded, reactivate and noShow (SPEC.md §4).
 */
export type CrewItemStatusEvent = { type: 'crewItem.confirm' };
export type CrewItemStatusEventType = CrewItemStatusEvent['type'];

/**
 * The life of one crew item. The api refuses any change this chart does not allow (409 with a
 * reason code, api/lib/transitions.ts), the gateway's "to confirm" list and the app's confirm
 * buttons ask the same chart, so the rule "pending means confirmable" lives here only.
 * Chart: docs/state-charts/crewItemStatus.md.
 */
export const crewItemStatusMachine = setup({
  types: {
    events: {} as CrewItemStatusEvent,
  },
}).createMachine({
  id: 'crewItemStatus',
  initial: 'pending',
  states: {
    pending: { on: { 'crewItem.confirm': 'confirmed' } },
    confirmed: {},
    notNeeded: {},
    noShow: {},
    cancelled: {},
  },
});

/** The reason code the api answers when the chart refuses an event (machines/error-reasons.ts). */
export const CREW_ITEM_REFUSALS = {
  'crewItem.confirm': 'CREW_ITEM_NOT_CONFIRMABLE',
} as const satisfies Record<CrewItemStatusEventType, ErrorReason>;
