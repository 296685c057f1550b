import { defineApiArea } from '../../lib/area';
import type { ApiInstance, RouteContext } from '../../types';
import { plannerCrewRoutes } from './planner-crews.crews.routes';
import { crewMembershipRoutes } from './planner-crews.memberships.routes';
import { membershipCrewRoutes } from './planner-crews.pcrews.routes';

// Planner crews and membership crews (SPEC.md §7 /plannerCrews, /pCrews,
// /plannerCrewTypes, /contacts/{id}/pCrews, POST and DELETE /plannerCrewMemberships).
// Rights (SPEC.md §6): crews READ for the planner crews and their members' availability,
// membershipCrews READ for membership crews, crewMemberships CREATE to create a membership crew
// (POST /plannerCrews) and add a member, crewMemberships DELETE to remove one. Scope: api/routes/planner-crews/README.md, Planner crews and membership crews.
//
// One registrar per resource: the planner crews, the membership crews and the memberships
// (planner-crews.*.routes.ts; what they share is planner-crews.access.ts).

export async function plannerCrewsRoutes(api: ApiInstance, context: RouteContext): Promise<void> {
  await plannerCrewRoutes(api, context);
  await membershipCrewRoutes(api, context);
  await crewMembershipRoutes(api, context);
}

export default defineApiArea({ name: 'planner-crews', routes: plannerCrewsRoutes });
