import type { z } from 'zod';
import { itemsOf, pageOf } from '../../../api/lib/response.schemas';
import {
  candidateSchema,
  memberAvailabilitySchema,
  plannerCrewAvailabilitySchema,
  plannerCrewDetailSchema,
  plannerCrewSchema,
  plannerCrewTypeSchema,
} from '../../../api/routes/planner-crews/planner-crews.schemas';
import type { plannerCrewMemberSchema } from '../../../api/routes/planner-crews/planner-crews.schemas';
import { upstreamOperation } from '../../upstream/api-client';
import type { ApiClient } from '../../upstream/api-client';

// The planner-crews area's /api/v1 endpoints (api/routes/planner-crews), parsed with the api's own
// schemas.

export { memberAvailabilitySchema, plannerCrewAvailabilitySchema, plannerCrewTypeSchema };

export type UpstreamPlannerCrewType = z.output<typeof plannerCrewTypeSchema>;
/** A membership crew: the list's rows come without members, a crew read by id with them. */
export type UpstreamMembershipCrew = z.output<typeof plannerCrewSchema> &
  Partial<Pick<z.output<typeof plannerCrewDetailSchema>, 'members'>>;
export type PlannerCrewMember = z.output<typeof plannerCrewMemberSchema>;
export type UpstreamMemberAvailability = z.output<typeof memberAvailabilitySchema>;
export type UpstreamPlannerCrew = z.output<typeof plannerCrewAvailabilitySchema>;
export type Candidate = z.output<typeof candidateSchema>;

export const listPlannerCrewTypes = upstreamOperation(
  'GET',
  '/plannerCrewTypes',
  pageOf(plannerCrewTypeSchema),
);
export const listPlannerCrews = upstreamOperation(
  'GET',
  '/pCrews',
  pageOf(plannerCrewAvailabilitySchema),
);
/** The list answers crews without their members (MembershipCrew.members reads the crew). */
export const listMembershipCrews = upstreamOperation(
  'GET',
  '/plannerCrews',
  pageOf(plannerCrewSchema),
);
export const getMembershipCrew = upstreamOperation(
  'GET',
  '/plannerCrews/{id}',
  plannerCrewDetailSchema,
);
export const listCandidates = upstreamOperation(
  'GET',
  '/plannerCrews/{id}/candidates',
  itemsOf(candidateSchema),
);
export const createMembershipCrew = upstreamOperation(
  'POST',
  '/plannerCrews',
  plannerCrewDetailSchema,
);
export const addMembership = upstreamOperation(
  'POST',
  '/plannerCrewMemberships',
  plannerCrewDetailSchema,
);
export const removeMembership = upstreamOperation(
  'DELETE',
  '/plannerCrewMemberships',
  plannerCrewDetailSchema,
);

/** A member or a candidate as the shared Person row (one cache entry per person, whichever area answered it). */
export const personOf = <
  M extends Candidate & Partial<Pick<PlannerCrewMember, 'email' | 'phone'>>,
>({
  personId,
  name,
  email,
  phone,
}: M) => ({ id: personId, caption: name, email: email ?? null, phone: phone ?? null });

/** SPEC.md §7: the lists are asked with limit 1000, page 1. */
export const ONE_PAGE = { limit: 1000, page: 1 } as const;

export const fetchPlannerCrews = async (api: ApiClient, dateFrom: string | null) =>
  (await api.call(listPlannerCrews, { query: { ...ONE_PAGE, ...(dateFrom ? { dateFrom } : {}) } }))
    .items;
