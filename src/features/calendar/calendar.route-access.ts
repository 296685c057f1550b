import { crewOnly, type RouteAccessCases } from '../../../tests/fixtures/route-access-helpers';

// The calendar area's routes in the role × route table: tests/fixtures/route-access.ts collects every
// area's *.route-access.ts, so a route an area adds is listed here, in its own folder.

export const routeAccess: RouteAccessCases = {
  personalCalendar: {
    outcomes: { ...crewOnly('forbidden'), project: 'refused', plusCrew: 'refused' },
    marker: {
      crew: { role: 'heading', name: 'Legend' },
      chief: { role: 'heading', name: 'Legend' },
    },
  },
  // The feed publishes the person's own jobs (jobs READ): crew make one, the others may not.
  profileCalendarSubscription: {
    outcomes: { ...crewOnly('forbidden'), project: 'refused', plusCrew: 'refused' },
    marker: {
      crew: { role: 'button', name: 'Create calendar subscription' },
      chief: { role: 'button', name: 'Create calendar subscription' },
    },
  },
};
