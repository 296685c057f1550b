import { decideCrewItem } from './crewItemStatus.machine';
import type {
  CrewItemDecision,
  CrewItemState,
  CrewItemStatusEvent,
} from './crewItemStatus.machine';

/** The status actions a planner or client takes on a crew item (SPEC.md §4), as the api's paths name them. */
export const CREW_ITEM_ACTIONS = ['activate', 'notNeeded', 'reactivate', 'noShow'] as const;
export type CrewItemAction = (typeof CREW_ITEM_ACTIONS)[number];

/** What the guards of an action read about the item (the api from its locked row, the app from what it shows). */
export interface CrewItemFacts {
  hasPerson: boolean;
  /** ISO timestamp of the shift's start. */
  startsAt: string;
  /** The crew chief checked the person in (or out) at the venue: they came, so no noShow. */
  checkedIn?: boolean;
}

/**
 * The machine event of a planner action on an item at `now` (ISO timestamp): one builder for the api
 * (which decides on the locked row) and the app (which offers exactly the actions decided allowed).
 */
export function crewItemActionEvent(
  action: CrewItemAction,
  facts: CrewItemFacts,
  now: string,
): CrewItemStatusEvent {
  const clock = { now, startsAt: facts.startsAt };
  switch (action) {
    case 'activate':
      return { type: 'crewItem.activate', hasPerson: facts.hasPerson };
    case 'notNeeded':
      return { type: 'crewItem.notNeeded', ...clock };
    case 'reactivate':
      return { type: 'crewItem.reactivate', ...clock };
    case 'noShow':
      return {
        type: 'crewItem.noShow',
        hasPerson: facts.hasPerson,
        checkedIn: facts.checkedIn ?? false,
        ...clock,
      };
  }
}

/** decideCrewItem for a planner action. */
export function decideCrewItemAction(
  status: CrewItemState,
  action: CrewItemAction,
  facts: CrewItemFacts,
  now: string,
): CrewItemDecision {
  return decideCrewItem(status, crewItemActionEvent(action, facts, now));
}

/** The planner actions the machine allows on the item now, in CREW_ITEM_ACTIONS order. */
export function allowedCrewItemActions(
  status: CrewItemState,
  facts: CrewItemFacts,
  now: string,
): CrewItemAction[] {
  return CREW_ITEM_ACTIONS.filter(
    (action) => decideCrewItemAction(status, action, facts, now).allowed,
  );
}

/**
 * The action that takes an item back from `to` to `from` after an action, if the machine has one
 * (notNeeded ⇄ reactivate; a booking cancelled by notNeeded comes back pending, not confirmed, so
 * it has none): what an Undo offers.
 */
export function undoOfCrewItemAction(
  from: CrewItemState,
  to: CrewItemState,
  facts: CrewItemFacts,
  now: string,
): CrewItemAction | null {
  for (const action of CREW_ITEM_ACTIONS) {
    const decision = decideCrewItemAction(to, action, facts, now);
    if (decision.allowed && decision.to === from) return action;
  }
  return null;
}
