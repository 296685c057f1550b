import type { z } from 'zod';
import { pageOf } from '../../../api/lib/response.schemas';
import {
  crewItemActivitiesSchema,
  crewItemActivitySchema,
  crewItemSchema,
  openPositionPageSchema,
  openPositionSchema,
} from '../../../api/routes/crew-items/crew-items.schemas';
import { optionSchema } from '../../../api/routes/projects/projects.schemas';
import { orNull, upstreamOperation } from '../../upstream/api-client';
import type { ApiClient } from '../../upstream/api-client';
import { projectListItemSchema } from '../shared/shared.upstream';

// The crew items area's /api/v1 endpoints (api/routes/crew-items), parsed with the api's own schemas.

export {
  crewItemActivitySchema,
  crewItemSchema,
  openPositionPageSchema,
  openPositionSchema,
  optionSchema,
};
export type UpstreamCrewItem = z.output<typeof crewItemSchema>;
export type UpstreamCrewItemActivity = z.output<typeof crewItemActivitySchema>;

export const getCrewItem = upstreamOperation('GET', '/projectCrewItems/{id}', crewItemSchema);
export const listActivities = upstreamOperation(
  'GET',
  '/projectCrewItemActivities',
  crewItemActivitiesSchema,
);
export const saveCrewItem = upstreamOperation('POST', '/projectCrewItemStatus', crewItemSchema);
export const crewItemActions = {
  activate: upstreamOperation('POST', '/projectCrewItemStatus/activate', crewItemSchema),
  notNeeded: upstreamOperation('POST', '/projectCrewItemStatus/notNeeded', crewItemSchema),
  reactivate: upstreamOperation('POST', '/projectCrewItemStatus/reactivate', crewItemSchema),
  noShow: upstreamOperation('POST', '/projectCrewItemStatus/noShow', crewItemSchema),
} as const;
export const applyVacancy = upstreamOperation(
  'POST',
  '/projectCrewItems/{id}/applyVacancy',
  crewItemSchema,
);
export const unapplyVacancy = upstreamOperation(
  'POST',
  '/projectCrewItems/{id}/unapplyVacancy',
  crewItemSchema,
);

/** null when the item does not exist or the caller may not read it (404). */
export const fetchCrewItem = (api: ApiClient, id: string) =>
  orNull(api.call(getCrewItem, { params: { id } }));

/** The api takes at most 100 ids a call. */
const BATCH = 100;

/** The activities of many items in one call per 100 ids (the api leaves out what the caller may not read). */
export async function fetchActivities(
  api: ApiClient,
  ids: readonly string[],
): Promise<UpstreamCrewItemActivity[]> {
  const calls: Promise<{ items: UpstreamCrewItemActivity[] }>[] = [];
  for (let start = 0; start < ids.length; start += BATCH) {
    calls.push(
      api.call(listActivities, {
        query: { crewItemIds: ids.slice(start, start + BATCH).join(',') },
      }),
    );
  }
  return (await Promise.all(calls)).flatMap((page) => page.items);
}

export const crewItemPageSchema = pageOf(crewItemSchema);
export type UpstreamCrewItemPage = z.output<typeof crewItemPageSchema>;
export const listCrewItems = upstreamOperation('GET', '/projectCrewItems', crewItemPageSchema);

/** The list's query string as the api takes it: only the filters given. */
export type CrewItemListParams = Record<string, string | number>;

// The filters' options: the projects the caller may read (the latest 200 by begin date) and the
// tenant's functions (both projects READ; a caller without it gets empty options, not an error).
// GET /projects answers its full list row (the projects screen's call).
export const listProjectOptions = upstreamOperation(
  'GET',
  '/projects',
  pageOf(projectListItemSchema),
);
export const listFunctionOptions = upstreamOperation('GET', '/functions', pageOf(optionSchema));
export type UpstreamOption = z.output<typeof optionSchema>;

// What a planner still has to staff (the planner's home; api/routes/crew-items/crew-items.positions.routes.ts).

export type UpstreamOpenPosition = z.output<typeof openPositionSchema>;

export type UpstreamOpenPositionPage = z.output<typeof openPositionPageSchema>;

export const listOpenPositions = upstreamOperation('GET', '/openPositions', openPositionPageSchema);
export const listVacancyApplications = upstreamOperation(
  'GET',
  '/vacancyApplications',
  crewItemPageSchema,
);

/** The planner lists' query as the api takes it. */
export interface PlannerListQuery {
  startsAfter: string;
  mine: boolean;
  limit: number;
  page: number;
}

export const plannerQueryOf = ({
  startsAfter,
  mine,
  limit,
  page,
}: PlannerListQuery): Record<string, string | number> => ({
  startsAfter,
  limit,
  page,
  ...(mine ? { projectManager: 'me' } : {}),
});
