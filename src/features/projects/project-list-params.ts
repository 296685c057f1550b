import { PROJECT_SORTS, PROJECT_STATUSES } from '../../../machines/projects.types';
import type { ProjectSort, ProjectStatus } from '../../../machines/projects.types';
import { isRealDay } from '../../../machines/dateFormats';
import { isIdText } from '../../../machines/inputRules';

/**
 * The projects list's filters as the URL carries them (src/features/projects/README.md, The projects list through the gateway and on screen): a filtered list is a link to
 * share, survives a reload, and the back button undoes a filter. Unknown or malformed values are
 * dropped, not sent: a hand-edited URL shows the list, never an error.
 */
export interface ProjectListParams {
  q: string;
  companyId: string | null;
  branchId: string | null;
  status: ProjectStatus | null;
  beginDateFrom: string | null;
  beginDateTo: string | null;
  mine: boolean;
  sort: ProjectSort;
  page: number;
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;
}

export function readProjectListParams(search: URLSearchParams): ProjectListParams {
  const page = Number(search.get('page') ?? '1');
  const id = (name: string) => {
    const value = search.get(name);
    return value !== null && isIdText(value) ? value : null;
  };
  const day = (name: string) => {
    const value = search.get(name);
    return value !== null && isRealDay(value) ? value : null;
  };
  return {
    q: search.get('q') ?? '',
    companyId: id('company'),
    branchId: id('branch'),
    status: oneOf(PROJECT_STATUSES, search.get('status')),
    beginDateFrom: day('from'),
    beginDateTo: day('to'),
    mine: search.get('mine') === '1',
    sort: oneOf(PROJECT_SORTS, search.get('sort')) ?? 'beginDateDesc',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** Only what differs from the defaults goes into the URL, in a fixed order. */
export function writeProjectListParams(params: ProjectListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.q.trim()) search.set('q', params.q.trim());
  if (params.companyId) search.set('company', params.companyId);
  if (params.branchId) search.set('branch', params.branchId);
  if (params.status) search.set('status', params.status);
  if (params.beginDateFrom) search.set('from', params.beginDateFrom);
  if (params.beginDateTo) search.set('to', params.beginDateTo);
  if (params.mine) search.set('mine', '1');
  if (params.sort !== 'beginDateDesc') search.set('sort', params.sort);
  if (params.page > 1) search.set('page', String(params.page));
  return search;
}

/** How many filters of the sheet are set (the filter button's count). */
export function activeFilterCount(params: ProjectListParams): number {
  return (
    [
      params.companyId,
      params.branchId,
      params.status,
      params.beginDateFrom,
      params.beginDateTo,
    ].filter(Boolean).length + (params.mine ? 1 : 0)
  );
}

/** The filter as the gateway's ProjectFilter takes it. */
export function filterOf(params: ProjectListParams) {
  return {
    q: params.q.trim() || null,
    companyId: params.companyId,
    branchId: params.branchId,
    status: params.status,
    beginDateFrom: params.beginDateFrom,
    beginDateTo: params.beginDateTo,
    mine: params.mine || null,
  };
}
