/** Why the planner-crews routes refuse a request (see ./error-reasons.ts). */
export const reasons = [
  /** Planner and membership crews: another tenant's, or (OWN) not the caller's company's crew. */
  'PLANNER_CREW_NOT_FOUND',
  /** POST /plannerCrewMemberships: the person is already a member of the crew. */
  'PLANNER_CREW_ALREADY_MEMBER',
  /** DELETE /plannerCrewMemberships: the person is not a member of the crew. */
  'PLANNER_CREW_NOT_MEMBER',
  /** POST /plannerCrews: no membership crew type of the given id. */
  'PLANNER_CREW_TYPE_NOT_FOUND',
] as const;

declare module './error-reasons' {
  interface AreaErrorReasons {
    'planner-crews': (typeof reasons)[number];
  }
}
