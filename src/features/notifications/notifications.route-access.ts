import { user, type RouteAccessCases } from '../../../tests/fixtures/route-access-helpers';

// The notifications area's routes in the role × route table: tests/fixtures/route-access.ts collects every
// area's *.route-access.ts, so a route an area adds is listed here, in its own folder.

export const routeAccess: RouteAccessCases = {
  // Crew (crew@, chief@) keep their own calendar; the other roles have no blockDates and
  // vacationRequests rights, and the menu does not offer it to them.
  // Every person reads their own notification settings (persons READ); sessions of a project or a
  // plus crew have no person.
  profileNotifications: {
    outcomes: { ...user('shows'), project: 'refused', plusCrew: 'refused' },
    marker: {
      crew: { role: 'heading', name: 'Quiet hours' },
      chief: { role: 'heading', name: 'Quiet hours' },
      planner: { role: 'heading', name: 'Quiet hours' },
      client: { role: 'heading', name: 'Quiet hours' },
      office: { role: 'heading', name: 'Ruhezeiten' }, // office@ reads German
    },
  },
};
