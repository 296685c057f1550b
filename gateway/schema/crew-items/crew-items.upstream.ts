import { z } from 'zod';
import { CREW_ITEM_STATUSES } from '../../../machines/crewItemStatus.machine';
import { orNull, upstreamOperation } from '../../upstream/api-client';
import type { ApiClient } from '../../upstream/api-client';
import {
  dateTimeSchema,
  idSchema,
  pageSchema,
  projectListItemSchema,
} from '../shared/shared.upstream';

// The crew items area's /api/v1 endpoints (api/routes/crew-items).

/** An id with its caption (a project, function or person the api joins). */
export const ref = z.object({ id: idSchema, caption: z.string() });
const status = z.enum(CREW_ITEM_STATUSES);

export const crewItemSchema = z.object({
  id: idSchema,
  crewId: idSchema,
  projectId: idSchema,
  project: ref,
  status,
  startsAt: dateTimeSchema,
  endsAt: dateTimeSchema,
  // The venue's zone (decision 248).
  timeZone: z.string(),
  function: ref,
  person: ref.nullable(),
  remark: z.string().nullable(),
  vacancy: z.boolean(),
  appliedAt: dateTimeSchema.nullable(),
  confirmedAt: dateTimeSchema.nullable(),
  cancelledAt: dateTimeSchema.nullable(),
  changedAt: dateTimeSchema.nullable(),
  checkedIn: z.boolean(),
});
export type UpstreamCrewItem = z.output<typeof crewItemSchema>;

export const crewItemActivitySchema = z.object({
  id: idSchema,
  crewItemId: idSchema,
  from: status.nullable(),
  to: status,
  action: z.string(),
  actor: ref.nullable(),
  at: dateTimeSchema,
  reason: z.string().nullable(),
});
export type UpstreamCrewItemActivity = z.output<typeof crewItemActivitySchema>;

const activitiesSchema = z.object({
  items: z.array(crewItemActivitySchema),
  total: z.number().int(),
});

export const getCrewItem = upstreamOperation('GET', '/projectCrewItems/{id}', crewItemSchema);
export const listActivities = upstreamOperation(
  'GET',
  '/projectCrewItemActivities',
  activitiesSchema,
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

export const crewItemPageSchema = pageSchema(crewItemSchema);
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
  pageSchema(projectListItemSchema),
);
export const listFunctionOptions = upstreamOperation('GET', '/functions', pageSchema(ref));
export type UpstreamOption = z.output<typeof ref>;

// What a planner still has to staff (the planner's home; api/routes/crew-items/crew-items.positions.routes.ts).

export const openPositionSchema = z.object({
  crew: z.object({
    id: idSchema,
    caption: z.string(),
    startsAt: dateTimeSchema,
    endsAt: dateTimeSchema,
  }),
  project: z.object({ id: idSchema, number: z.string(), name: z.string() }),
  location: ref.nullable(),
  function: ref,
  startsAt: dateTimeSchema,
  timeZone: z.string(),
  rows: z.number().int(),
  open: z.number().int(),
  openVacancies: z.number().int(),
  applicants: z.number().int(),
  booked: z.number().int(),
});
export type UpstreamOpenPosition = z.output<typeof openPositionSchema>;

export const openPositionPageSchema = pageSchema(openPositionSchema).extend({
  totals: z.object({ open: z.number().int(), applicants: z.number().int() }),
});
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
