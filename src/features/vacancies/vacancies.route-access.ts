import { type RouteAccessCases } from '../../../tests/fixtures/route-access-helpers';

// The vacancies area's routes in the role × route table: tests/fixtures/route-access.ts collects every
// area's *.route-access.ts, so a route an area adds is listed here, in its own folder.

export const routeAccess: RouteAccessCases = {
  // Vacancies (api/routes/vacancies/README.md, The vacancies list and clashes): vacancies READ (crew), or persons READ with
  // mobileProjectVacancies READ (planner); both screens read GET /vacancies.
  vacancies: {
    outcomes: {
      crew: 'shows',
      chief: 'shows',
      planner: 'shows',
      client: 'forbidden',
      office: 'forbidden',
      project: 'refused',
      plusCrew: 'refused',
    },
    marker: {
      crew: { role: 'heading', name: 'Stagehand · Booth pre-build' },
      chief: { role: 'heading', name: 'Stagehand · Booth pre-build' },
      planner: { role: 'heading', name: 'Stagehand · Booth pre-build' },
    },
  },
  projectsVacancy: {
    outcomes: {
      crew: 'shows',
      chief: 'shows',
      planner: 'shows',
      client: 'forbidden',
      office: 'forbidden',
      project: 'refused',
      plusCrew: 'refused',
    },
    marker: {
      crew: { role: 'heading', name: 'Spring Expo (1 position)' },
      chief: { role: 'heading', name: 'Spring Expo (1 position)' },
      planner: { role: 'heading', name: 'Spring Expo (1 position)' },
    },
  },
};
