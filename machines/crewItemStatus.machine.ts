import { setup } from 'xstate';
import type { ErrorReason } from './error-reasons';
import { decideTransition } from './transitions';

/** The statuses a crew item can be in (SPEC.md §4); a job is a crew item seen by its crew member. */
export const CREW_ITEM_STATUSES = [
  'pending',
  'confirmed',
  'notNeeded',
  'noShow',
  'cancelled',
] as const;
export type CrewItemStatus = (typeof CREW_ITEM_STATUSES)[number];

/** The chart's states: the stored statuses and `new`, an item not created yet (never stored). */
export type CrewItemState = CrewItemStatus | 'new';

/** When the item's shift begins and the server's clock at the decision (ISO timestamps). */
export interface CrewItemClock {
  now: string;
  startsAt: string;
}

/**
 * The events that move a crew item (SPEC.md §4 crew item status actions and the vacancy actions).
 * Each carries the facts its guard reads, so the decision stays pure (no Date.now() in here): the
 * api fills them from the locked row and its clock, the app from the item it shows.
 */
export type CrewItemStatusEvent =
  | { type: 'crewItem.create' }
  /** The planner changes the item (times, function, remark, person); a new person must confirm again. */
  | { type: 'crewItem.update'; personChanged: boolean }
  /** The crew member confirms their job (POST /jobs/{id}/confirmation). */
  | { type: 'crewItem.confirm' }
  /** The planner books the item for its person (confirmed on the person's behalf). */
  | { type: 'crewItem.activate'; hasPerson: boolean }
  /** The position is not needed; a confirmed booking is thereby cancelled. */
  | ({ type: 'crewItem.notNeeded' } & CrewItemClock)
  /** Needed again after all: back to pending, the person confirms again. */
  | ({ type: 'crewItem.reactivate' } & CrewItemClock)
  /** The booked person did not come (the planner afterwards, or the crew chief at the venue). */
  | ({
      type: 'crewItem.noShow';
      hasPerson: boolean;
      /** The crew chief checked the person in (or out): they came (api/routes/crew-items/README.md, One meaning of no-show). */
      checkedIn?: boolean;
    } & CrewItemClock)
  /** A crew member applies to an open vacancy: they become the item's person, still pending. */
  | ({ type: 'crewItem.apply'; vacancy: boolean; hasPerson: boolean } & CrewItemClock)
  /** The applicant withdraws before the item is confirmed: the position is open again. */
  | { type: 'crewItem.unapply'; byApplicant: boolean }
  /** The crew chief checks in a person marked no-show: they came late after all (api/routes/crew-items/README.md, One meaning of no-show). */
  | { type: 'crewItem.arrive' };
export type CrewItemStatusEventType = CrewItemStatusEvent['type'];

const begun = (clock: CrewItemClock) => Date.parse(clock.now) >= Date.parse(clock.startsAt);

/**
 * Why the event's own facts refuse it, or null (the status is the chart's business). The machine's
 * guards are exactly "no refusal here", so the api's 409 reason and `state.can` read one rule set.
 */
export function crewItemFactsRefusal(event: CrewItemStatusEvent): ErrorReason | null {
  switch (event.type) {
    case 'crewItem.activate':
      return event.hasPerson ? null : 'CREW_ITEM_NO_PERSON';
    case 'crewItem.notNeeded':
    case 'crewItem.reactivate':
      return begun(event) ? 'CREW_ITEM_SHIFT_BEGUN' : null;
    case 'crewItem.noShow':
      if (!event.hasPerson) return 'CREW_ITEM_NO_PERSON';
      if (event.checkedIn) return 'CREW_MEMBER_ALREADY_CHECKED_IN';
      return begun(event) ? null : 'CREW_ITEM_SHIFT_NOT_BEGUN';
    case 'crewItem.apply':
      if (!event.vacancy) return 'CREW_ITEM_NOT_A_VACANCY';
      if (event.hasPerson) return 'CREW_ITEM_ALREADY_TAKEN';
      return begun(event) ? 'CREW_ITEM_SHIFT_BEGUN' : null;
    case 'crewItem.unapply':
      return event.byApplicant ? null : 'CREW_ITEM_NOT_APPLICANT';
    default:
      return null;
  }
}

/**
 * The life of one crew item. The api refuses any change this chart does not allow (409 with a
 * reason code, api/lib/transitions.ts and decideCrewItem below); the gateway and the app ask the
 * same chart before offering an action. Chart and the choices behind it:
 * docs/state-charts/crewItemStatus.md, api/routes/crew-items/README.md, The status chart.
 */
export const crewItemStatusMachine = setup({
  types: {
    events: {} as CrewItemStatusEvent,
  },
  guards: {
    factsAllow: ({ event }) => crewItemFactsRefusal(event) === null,
    samePerson: ({ event }) => event.type === 'crewItem.update' && !event.personChanged,
  },
}).createMachine({
  id: 'crewItemStatus',
  initial: 'new',
  states: {
    new: { on: { 'crewItem.create': 'pending' } },
    pending: {
      on: {
        'crewItem.update': 'pending',
        'crewItem.confirm': 'confirmed',
        'crewItem.activate': { target: 'confirmed', guard: 'factsAllow' },
        'crewItem.notNeeded': { target: 'notNeeded', guard: 'factsAllow' },
        'crewItem.noShow': { target: 'noShow', guard: 'factsAllow' },
        'crewItem.apply': { target: 'pending', guard: 'factsAllow' },
        'crewItem.unapply': { target: 'pending', guard: 'factsAllow' },
      },
    },
    confirmed: {
      on: {
        // Times or remark changed: still confirmed (the person sees "changed"); another person: pending.
        'crewItem.update': [{ target: 'confirmed', guard: 'samePerson' }, { target: 'pending' }],
        'crewItem.notNeeded': { target: 'cancelled', guard: 'factsAllow' },
        'crewItem.noShow': { target: 'noShow', guard: 'factsAllow' },
      },
    },
    notNeeded: { on: { 'crewItem.reactivate': { target: 'pending', guard: 'factsAllow' } } },
    noShow: { on: { 'crewItem.arrive': 'confirmed' } },
    cancelled: { on: { 'crewItem.reactivate': { target: 'pending', guard: 'factsAllow' } } },
  },
});

/** The reason the api answers when the item's status does not take the event at all. */
export const CREW_ITEM_REFUSALS = {
  'crewItem.create': 'CREW_ITEM_ACTION_NOT_ALLOWED',
  'crewItem.update': 'CREW_ITEM_ACTION_NOT_ALLOWED',
  'crewItem.confirm': 'CREW_ITEM_NOT_CONFIRMABLE',
  'crewItem.activate': 'CREW_ITEM_ACTION_NOT_ALLOWED',
  'crewItem.notNeeded': 'CREW_ITEM_ACTION_NOT_ALLOWED',
  'crewItem.reactivate': 'CREW_ITEM_ACTION_NOT_ALLOWED',
  'crewItem.noShow': 'CREW_ITEM_ACTION_NOT_ALLOWED',
  'crewItem.apply': 'CREW_ITEM_ACTION_NOT_ALLOWED',
  'crewItem.unapply': 'CREW_ITEM_ACTION_NOT_ALLOWED',
  'crewItem.arrive': 'CREW_ITEM_ACTION_NOT_ALLOWED',
} as const satisfies Record<CrewItemStatusEventType, ErrorReason>;

export type CrewItemDecision =
  | { allowed: true; from: CrewItemState; to: CrewItemState }
  | { allowed: false; from: CrewItemState; reason: ErrorReason };

/**
 * The one decision the api (every crew item route, the job confirmation, the venue no-show) and
 * the app share: the chart decides; a refusal names the status when the status takes no such
 * event, else the fact that failed the guard.
 */
export function decideCrewItem(from: CrewItemState, event: CrewItemStatusEvent): CrewItemDecision {
  const decision = decideTransition(crewItemStatusMachine, from, event);
  if (decision.allowed) return decision;
  const handles = Object.hasOwn(crewItemStatusMachine.states[from]?.config.on ?? {}, event.type);
  const reason = handles
    ? (crewItemFactsRefusal(event) ?? CREW_ITEM_REFUSALS[event.type])
    : CREW_ITEM_REFUSALS[event.type];
  return { allowed: false, from, reason };
}
