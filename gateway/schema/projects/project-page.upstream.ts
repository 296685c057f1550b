import { z } from 'zod';
import { CREW_ITEM_STATUSES } from '../../../machines/crewItemStatus.machine';
import { PROJECT_STATUSES } from '../../../machines/projects.types';
import { upstreamOperation } from '../../upstream/api-client';
import type { ApiClient } from '../../upstream/api-client';
import {
  dateSchema,
  dateTimeSchema,
  idSchema,
  personSchema,
  projectSchema,
} from '../shared/shared.upstream';

// The project page's /api/v1 endpoints: the profile GET /projects/{number} answers,
// the crews and the cost.

const captioned = z.object({ id: idSchema, caption: z.string() });

/** GET /projects/{number}: the Project with its profile (a job's project has none of it: nullish). */
export const projectProfileSchema = projectSchema.extend({
  clientMark: z.string().nullish(),
  reference: z.string().nullish(),
  comment: z.string().nullish(),
  status: z.enum(PROJECT_STATUSES).nullish(),
  branch: captioned.nullish(),
  manager: captioned.nullish(),
  rateCard: z.object({ id: idSchema, caption: z.string(), currency: z.string() }).nullish(),
  cateringType: captioned.nullish(),
  locations: z.array(captioned).nullish(),
  logo: z.object({ id: idSchema, uploadedAt: dateTimeSchema }).nullish(),
});
export type ProjectProfile = z.output<typeof projectProfileSchema>;

const crewItemSchema = z.object({
  id: idSchema,
  function: captioned,
  status: z.enum(CREW_ITEM_STATUSES),
  startsAt: dateTimeSchema,
  endsAt: dateTimeSchema,
  spare: z.boolean(),
  person: personSchema.nullable(),
});
export type ProjectCrewItemRow = z.output<typeof crewItemSchema>;

const crewSchema = z.object({
  id: idSchema,
  caption: z.string(),
  startsAt: dateTimeSchema,
  endsAt: dateTimeSchema,
  // The venue's zone (decision 248): the crew's and its items' times are shown in it.
  timeZone: z.string(),
  location: captioned.nullable(),
  crewChief: captioned.nullable(),
  items: z.array(crewItemSchema),
});
export type ProjectCrewRow = z.output<typeof crewSchema>;

export const getProjectCrews = upstreamOperation(
  'GET',
  '/projects/{id}/crews',
  z.object({ items: z.array(crewSchema) }),
);

const amountsSchema = z.object({
  plannedMinutes: z.number().int(),
  workedMinutes: z.number().int(),
  plannedCents: z.number().int(),
  workedCents: z.number().int(),
  unratedPlannedMinutes: z.number().int(),
  unratedWorkedMinutes: z.number().int(),
});
export const projectCostSchema = z.object({
  rateCard: captioned.nullable(),
  currency: z.string(),
  timeZone: z.string(),
  rows: z.array(
    amountsSchema.extend({
      day: dateSchema,
      function: captioned,
      hourlyRateCents: z.number().int().nullable(),
    }),
  ),
  byFunction: z.array(
    amountsSchema.extend({ function: captioned, hourlyRateCents: z.number().int().nullable() }),
  ),
  byDay: z.array(amountsSchema.extend({ day: dateSchema })),
  total: amountsSchema,
});
export type ProjectCostBody = z.output<typeof projectCostSchema>;

export const getProjectCost = upstreamOperation('GET', '/projects/{id}/cost', projectCostSchema);

export const fetchProjectCrews = async (api: ApiClient, id: string) =>
  (await api.call(getProjectCrews, { params: { id } })).items;
export const fetchProjectCost = (api: ApiClient, id: string, timeZone: string) =>
  api.call(getProjectCost, { params: { id }, query: { timeZone } });
