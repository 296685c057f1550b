import { type RouteAccessCases } from '../../../tests/fixtures/route-access-helpers';

// The todo-calendar area's routes in the role × route table: tests/fixtures/route-access.ts collects every
// area's *.route-access.ts, so a route an area adds is listed here, in its own folder.

export const routeAccess: RouteAccessCases = {
  // The to-do calendar (toDoCalendar READ): planners only.
  todoCalendar: {
    outcomes: {
      crew: 'forbidden',
      chief: 'forbidden',
      planner: 'shows',
      client: 'forbidden',
      office: 'forbidden',
      project: 'refused',
      plusCrew: 'refused',
    },
    marker: { planner: { role: 'heading', name: 'Overdue' } },
  },
};
