import { crewOnly, type RouteAccessCases } from '../../../tests/fixtures/route-access-helpers';

// The crew-info area's routes in the role × route table: tests/fixtures/route-access.ts collects every
// area's *.route-access.ts, so a route an area adds is listed here, in its own folder.

export const routeAccess: RouteAccessCases = {
  crewInfo: {
    outcomes: { ...crewOnly('forbidden'), project: 'refused', plusCrew: 'refused' },
    marker: {
      crew: { role: 'link', name: 'Dress code' },
      chief: { role: 'link', name: 'Dress code' },
    },
  },
};
