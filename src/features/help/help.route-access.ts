import { user, type RouteAccessCases } from '../../../tests/fixtures/route-access-helpers';

// The help area's routes in the role × route table: tests/fixtures/route-access.ts collects every
// area's *.route-access.ts, so a route an area adds is listed here, in its own folder.

export const routeAccess: RouteAccessCases = {
  // Everyone signed in reads how the app works for them, project and plus-crew sessions too
  // (the guard lets them in: api/routes/help/README.md, Help for every session); the contact comes from the tenant.
  help: {
    outcomes: { ...user('shows'), project: 'shows', plusCrew: 'shows' },
    marker: {
      crew: { role: 'heading', name: 'As a crew member' },
      chief: { role: 'heading', name: 'As a crew chief' },
      planner: { role: 'heading', name: 'As a planner' },
      client: { role: 'heading', name: 'As a client' },
      office: { role: 'heading', name: 'Im Büro' },
      project: { role: 'heading', name: 'In a project session' },
      plusCrew: { role: 'heading', name: 'In a plus-crew session' },
    },
  },
};
