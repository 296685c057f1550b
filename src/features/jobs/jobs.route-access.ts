import { firstIdOf, type RouteAccessCases } from '../../../tests/fixtures/route-access-helpers';

// The jobs area's routes in the role × route table: tests/fixtures/route-access.ts collects every
// area's *.route-access.ts, so a route an area adds is listed here, in its own folder.

export const routeAccess: RouteAccessCases = {
  jobs: {
    outcomes: {
      crew: 'shows',
      chief: 'shows',
      planner: 'forbidden',
      client: 'forbidden',
      office: 'forbidden',
      project: 'refused',
      plusCrew: 'refused',
    },
    marker: { crew: { role: 'article' }, chief: { role: 'article' } },
  },
  // crew@'s own job: another crew member gets "not found", never a hint that it exists.
  job: {
    params: async (api) => ({ id: await firstIdOf(api, 'crew', '/api/v1/jobs?limit=1&page=1') }),
    outcomes: {
      crew: 'shows',
      chief: 'notFound',
      planner: 'forbidden',
      client: 'forbidden',
      office: 'forbidden',
      project: 'refused',
      plusCrew: 'refused',
    },
    // Its title (a `term` has no accessible name to find it by); notFoundText rules out 'Job not found'.
    marker: { crew: { role: 'heading', name: /./ } },
    notFoundText: 'Job not found',
  },
  // crew@'s own job's project manager; another crew member's job is not found (404), the other
  // people have no jobs right.
  jobContactProjectManager: {
    params: async (api) => ({ id: await firstIdOf(api, 'crew', '/api/v1/jobs?limit=1&page=1') }),
    outcomes: {
      crew: 'shows',
      chief: 'notFound',
      planner: 'forbidden',
      client: 'forbidden',
      office: 'forbidden',
      project: 'refused',
      plusCrew: 'refused',
    },
    marker: { crew: { role: 'heading', name: 'Priya Shah' } },
    notFoundText: 'Job not found',
  },
};
