import { user, type RouteAccessCases } from '../../../tests/fixtures/route-access-helpers';

// The version area's routes in the role × route table: tests/fixtures/route-access.ts collects every
// area's *.route-access.ts, so a route an area adds is listed here, in its own folder.

export const routeAccess: RouteAccessCases = {
  version: {
    outcomes: { ...user('shows'), project: 'shows', plusCrew: 'shows' },
  },
};
