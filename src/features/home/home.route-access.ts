import { user, type RouteAccessCases } from '../../../tests/fixtures/route-access-helpers';

// The home area's routes in the role × route table: tests/fixtures/route-access.ts collects every
// area's *.route-access.ts, so a route an area adds is listed here, in its own folder.

export const routeAccess: RouteAccessCases = {
  home: {
    outcomes: { ...user('shows'), project: 'refused', plusCrew: 'refused' },
    marker: {
      crew: { role: 'heading', name: 'Jobs to confirm' },
      chief: { role: 'heading', name: 'Jobs to confirm' },
    },
  },
};
