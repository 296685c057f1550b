// The project list's vocabulary, shared by the api (the stored values, the query's filter) and the
// app (the filter sheet, the card's badge): one list, so the two cannot drift apart.

/** Where a project stands: asked for, held as an option, confirmed, done, or called off. */
export const PROJECT_STATUSES = [
  'inquiry',
  'option',
  'confirmed',
  'completed',
  'cancelled',
] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/**
 * What a project is: a client's project, or an internal one the office books absence on
 * (sickness, vacation). Project lists leave the internal ones out (SPEC.md §7).
 */
export const PROJECT_KINDS = ['client', 'sickness', 'vacation'] as const;
export type ProjectKind = (typeof PROJECT_KINDS)[number];

/** How the projects list can be sorted; the first is the default (the latest begin first). */
export const PROJECT_SORTS = ['beginDateDesc', 'beginDateAsc', 'number', 'name'] as const;
export type ProjectSort = (typeof PROJECT_SORTS)[number];

/** SPEC.md §7: project lists begin at 2018-01-01 unless asked otherwise. */
export const PROJECT_LIST_BEGIN_DATE_FROM = '2018-01-01';
