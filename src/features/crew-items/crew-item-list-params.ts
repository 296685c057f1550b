import { CREW_ITEM_STATUSES } from '../../../machines/crewItemStatus.machine';
import type { CrewItemStatus } from '../../../machines/crewItemStatus.machine';
import { isRealDay } from '../../../machines/dateFormats';
import { isIdText } from '../../../machines/inputRules';
import { appClock } from '../../lib/clock/clock';

// The crew item list's filters live in the URL (a planner shares or reloads the same view):
// ?from=2026-12-01&to=2026-12-31&project=4&function=2&status=pending&page=2&item=17.
// `item` opens one crew item's sheet; the planning calendar links to ?item=<crewItemId>.

export type CrewItemListParams = {
  /** YYYY-MM-DD; null: the shifts running now and later (api/routes/crew-items/README.md, Running shifts first). */
  dateFrom: string | null;
  dateTo: string | null;
  projectId: string | null;
  functionId: string | null;
  status: CrewItemStatus | null;
  page: number;
  /** The crew item whose sheet is open. */
  item: string | null;
};

const match = (value: string | null, rule: (value: string) => boolean) =>
  value !== null && rule(value) ? value : null;

/** Reads the list's params from the URL; anything it cannot use is left out. */
export function readCrewItemListParams(search: URLSearchParams): CrewItemListParams {
  const status = search.get('status');
  const page = Number(search.get('page'));
  return {
    dateFrom: match(search.get('from'), isRealDay),
    dateTo: match(search.get('to'), isRealDay),
    projectId: match(search.get('project'), isIdText),
    functionId: match(search.get('function'), isIdText),
    status: CREW_ITEM_STATUSES.find((candidate) => candidate === status) ?? null,
    page: Number.isInteger(page) && page > 1 ? page : 1,
    item: match(search.get('item'), isIdText),
  };
}

/** The URL of the params, leaving out what is at its default. */
export function writeCrewItemListParams(params: CrewItemListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.dateFrom) search.set('from', params.dateFrom);
  if (params.dateTo) search.set('to', params.dateTo);
  if (params.projectId) search.set('project', params.projectId);
  if (params.functionId) search.set('function', params.functionId);
  if (params.status) search.set('status', params.status);
  if (params.page > 1) search.set('page', String(params.page));
  if (params.item) search.set('item', params.item);
  return search;
}

/** How many filters beyond the default "running now and later" are set. */
export function activeFilterCount(params: CrewItemListParams): number {
  return [
    params.dateFrom,
    params.dateTo,
    params.projectId,
    params.functionId,
    params.status,
  ].filter((value) => value !== null).length;
}

/**
 * Now down to the minute, as the gateway's DateTime (YYYY-MM-DDTHH:mm:00+00:00): the default list's
 * `endsAfter`. Whole minutes, so two renders in one minute ask with the same variables.
 */
export function minuteUtc(now = appClock.now()): string {
  return `${now.toISOString().slice(0, 16)}:00+00:00`;
}
