import { type RouteAccessCases } from '../../../tests/fixtures/route-access-helpers';

// The crew-items area's routes in the role × route table: tests/fixtures/route-access.ts collects every
// area's *.route-access.ts, so a route an area adds is listed here, in its own folder.

export const routeAccess: RouteAccessCases = {
  // The crew item list (api/routes/crew-items/README.md, Rights): planningCrewItemList READ, the planner the
  // tenant's, a client their company's; crew and office lack the right (the api answers 403).
  planningCrewItemList: {
    outcomes: {
      crew: 'forbidden',
      chief: 'forbidden',
      planner: 'shows',
      client: 'shows',
      office: 'forbidden',
      project: 'refused',
      plusCrew: 'refused',
    },
    marker: { planner: { role: 'article' }, client: { role: 'article' } },
  },
};
