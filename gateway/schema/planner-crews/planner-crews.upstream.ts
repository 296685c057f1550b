import { z } from 'zod';
import { upstreamOperation } from '../../upstream/api-client';
import type { ApiClient } from '../../upstream/api-client';
import { companySchema, dateSchema, idSchema, pageSchema } from '../shared/shared.upstream';

// The planner-crews area's /api/v1 endpoints and shapes (api/routes/planner-crews).

const kindSchema = z.enum(['planner', 'membership']);
const typeRef = z.object({ id: idSchema, caption: z.string() });

/** A member as the shared Person row (one cache entry per person, whichever area answered it). */
const memberSchema = z
  .object({ personId: idSchema, name: z.string(), email: z.string(), phone: z.string().nullable() })
  .transform(({ personId, name, email, phone }) => ({ id: personId, caption: name, email, phone }));

export const plannerCrewTypeSchema = z.object({
  id: idSchema,
  caption: z.string(),
  kind: kindSchema,
});
export type UpstreamPlannerCrewType = z.output<typeof plannerCrewTypeSchema>;

const crewFields = {
  id: idSchema,
  name: z.string(),
  kind: kindSchema,
  type: typeRef,
  company: companySchema.nullable(),
  memberCount: z.number().int(),
};

export const membershipCrewSchema = z.object({
  ...crewFields,
  members: z.array(memberSchema).optional(),
});
export type UpstreamMembershipCrew = z.output<typeof membershipCrewSchema>;

export const memberAvailabilitySchema = z.object({
  personId: idSchema,
  name: z.string(),
  days: z.array(
    z.object({
      date: dateSchema,
      state: z.enum(['free', 'job', 'absent', 'vacation', 'blocked']),
    }),
  ),
});
export type UpstreamMemberAvailability = z.output<typeof memberAvailabilitySchema>;

export const plannerCrewSchema = z.object({
  ...crewFields,
  members: z.array(memberAvailabilitySchema),
});
export type UpstreamPlannerCrew = z.output<typeof plannerCrewSchema>;

export const candidateSchema = z
  .object({ personId: idSchema, name: z.string() })
  .transform(({ personId, name }) => ({ id: personId, caption: name }));

export const listPlannerCrewTypes = upstreamOperation(
  'GET',
  '/plannerCrewTypes',
  pageSchema(plannerCrewTypeSchema),
);
export const listPlannerCrews = upstreamOperation('GET', '/pCrews', pageSchema(plannerCrewSchema));
/** The list answers crews without their members (MembershipCrew.members reads the crew). */
export const listMembershipCrews = upstreamOperation(
  'GET',
  '/plannerCrews',
  pageSchema(z.object(crewFields)),
);
export const getMembershipCrew = upstreamOperation(
  'GET',
  '/plannerCrews/{id}',
  membershipCrewSchema,
);
export const listCandidates = upstreamOperation(
  'GET',
  '/plannerCrews/{id}/candidates',
  z.object({ items: z.array(candidateSchema) }),
);
export const createMembershipCrew = upstreamOperation(
  'POST',
  '/plannerCrews',
  membershipCrewSchema,
);
export const addMembership = upstreamOperation(
  'POST',
  '/plannerCrewMemberships',
  membershipCrewSchema,
);
export const removeMembership = upstreamOperation(
  'DELETE',
  '/plannerCrewMemberships',
  membershipCrewSchema,
);

/** SPEC.md §7: the lists are asked with limit 1000, page 1. */
export const ONE_PAGE = { limit: 1000, page: 1 } as const;

export const fetchPlannerCrews = async (api: ApiClient, dateFrom: string | null) =>
  (await api.call(listPlannerCrews, { query: { ...ONE_PAGE, ...(dateFrom ? { dateFrom } : {}) } }))
    .items;
