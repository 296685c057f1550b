import { type RouteAccessCases } from '../../../tests/fixtures/route-access-helpers';

// The planning-calendar area's routes in the role × route table: tests/fixtures/route-access.ts collects every
// area's *.route-access.ts, so a route an area adds is listed here, in its own folder.

export const routeAccess: RouteAccessCases = {
  // The planning calendar: planningCalendar READ — planner@ the tenant's, client@ their
  // company's; crew and office lack the right (the api's 403); the guard keeps token sessions out.
  planningCalendar: {
    outcomes: {
      crew: 'forbidden',
      chief: 'forbidden',
      planner: 'shows',
      client: 'shows',
      office: 'forbidden',
      project: 'refused',
      plusCrew: 'refused',
    },
  },
};
