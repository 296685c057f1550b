import { z } from 'zod';
import { dateSchema, text } from '../../lib/schemas';
import { PLANNER_CREW_KINDS } from './planner-crews.tables';

// The planner-crews area's shapes: routes validate and document with them, the repository builds
// values of their z.infer types.

const captioned = z.strictObject({ id: z.number().int(), caption: z.string() });

export const plannerCrewTypeSchema = z.strictObject({
  id: z.number().int(),
  caption: z.string(),
  kind: z.enum(PLANNER_CREW_KINDS),
});
export type PlannerCrewType = z.infer<typeof plannerCrewTypeSchema>;

/** A member with the ways to reach them (the membership crew's contact page). */
export const plannerCrewMemberSchema = z.strictObject({
  personId: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
});
export type PlannerCrewMember = z.infer<typeof plannerCrewMemberSchema>;

export const plannerCrewSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(PLANNER_CREW_KINDS),
  type: captioned,
  company: captioned.nullable(),
  memberCount: z.number().int(),
});
export type PlannerCrew = z.infer<typeof plannerCrewSchema>;

export const plannerCrewDetailSchema = plannerCrewSchema.extend({
  members: z.array(plannerCrewMemberSchema),
});
export type PlannerCrewDetail = z.infer<typeof plannerCrewDetailSchema>;

/**
 * A member's day: `job` (a pending or confirmed crew item), `blocked` (a blocked date), `vacation`
 * (a vacation request not declined), `absent` (sick, absence), else `free`. The busiest wins, in
 * this order: job, absent, vacation, blocked.
 */
export const AVAILABILITY_STATES = ['free', 'job', 'absent', 'vacation', 'blocked'] as const;
export type AvailabilityState = (typeof AVAILABILITY_STATES)[number];

export const memberAvailabilitySchema = z.strictObject({
  personId: z.number().int(),
  name: z.string(),
  days: z.array(z.strictObject({ date: dateSchema, state: z.enum(AVAILABILITY_STATES) })),
});
export type MemberAvailability = z.infer<typeof memberAvailabilitySchema>;

/** /pCrews: a planner crew with its members' availability over the asked days. */
export const plannerCrewAvailabilitySchema = plannerCrewSchema.extend({
  members: z.array(memberAvailabilitySchema),
});
export type PlannerCrewAvailability = z.infer<typeof plannerCrewAvailabilitySchema>;

export const candidateSchema = z.strictObject({ personId: z.number().int(), name: z.string() });
export type Candidate = z.infer<typeof candidateSchema>;

export const crewNameInput = text().trim().min(1).max(120);
