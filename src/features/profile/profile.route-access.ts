import { type RouteAccessCases } from '../../../tests/fixtures/route-access-helpers';

// The profile area's routes in the role × route table: tests/fixtures/route-access.ts collects every
// area's *.route-access.ts, so a route an area adds is listed here, in its own folder.

export const routeAccess: RouteAccessCases = {
  // The own profile: every person (persons READ); a project or plus-crew sign-in has no person.
  profile: {
    outcomes: {
      crew: 'shows',
      chief: 'shows',
      planner: 'shows',
      client: 'shows',
      office: 'shows',
      project: 'refused',
      plusCrew: 'refused',
    },
    marker: {
      crew: { role: 'region', name: 'Your settings' },
      chief: { role: 'region', name: 'Your settings' },
      planner: { role: 'region', name: 'Your settings' },
      client: { role: 'region', name: 'Your settings' },
      office: { role: 'region', name: 'Deine Einstellungen' }, // office@ reads German
    },
  },
};
