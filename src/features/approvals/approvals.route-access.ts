import { type RouteAccessCases } from '../../../tests/fixtures/route-access-helpers';

// The approvals area's routes in the role × route table: tests/fixtures/route-access.ts collects every
// area's *.route-access.ts, so a route an area adds is listed here, in its own folder.

export const routeAccess: RouteAccessCases = {
  // The office's queues (vacationRequests, personProfiles, receipts EDIT ALL); nobody else decides.
  approvals: {
    outcomes: {
      crew: 'forbidden',
      chief: 'forbidden',
      planner: 'forbidden',
      client: 'forbidden',
      office: 'shows',
      project: 'refused',
      plusCrew: 'refused',
    },
    marker: { office: { role: 'heading', name: 'Urlaubsanträge' } },
  },
};
