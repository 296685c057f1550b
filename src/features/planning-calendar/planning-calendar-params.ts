import type { DateTime } from 'luxon';
import { periodHref, readPeriodParams } from '../../lib/calendar/period';
import type { CalendarParams } from '../../lib/calendar/period';
import { PATHS } from '../../lib/paths';

// The planning calendar's state in the URL (src/features/planning-calendar/README.md, One calendar period): `?view=week&date=2026-11-23`, with the
// optional filters `functionId`, `projectId` and `personId` kept on every link.

export type PlanningView = 'month' | 'week' | 'day';
export const PLANNING_VIEWS = ['month', 'week', 'day'] as const;

export type PlanningFilter = { functionId?: string; projectId?: string; personId?: string };
export type PlanningParams = CalendarParams<PlanningView> & { filter: PlanningFilter };

const FILTERS = ['functionId', 'projectId', 'personId'] as const;

export function readPlanningParams(search: URLSearchParams, today?: DateTime): PlanningParams {
  const filter: PlanningFilter = {};
  for (const name of FILTERS) {
    const value = search.get(name);
    if (value && /^\d{1,10}$/.test(value)) filter[name] = value;
  }
  return { ...readPeriodParams(search, PLANNING_VIEWS, today), filter };
}

/** A link to a view and period of the planning calendar, keeping the filters. */
export function planningHref(params: {
  view: PlanningView;
  date?: string;
  filter?: PlanningFilter;
}): string {
  const extra = new URLSearchParams();
  for (const name of FILTERS) {
    const value = params.filter?.[name];
    if (value) extra.set(name, value);
  }
  return periodHref(PATHS.planningCalendar, 'month', params, extra);
}

/** The crew item list opened on one item (its sheet with its actions): the contract with /planning-crew-item-list. */
export function crewItemHref(crewItemId: string): string {
  return `${PATHS.planningCrewItemList}?${new URLSearchParams({ item: crewItemId }).toString()}`;
}
