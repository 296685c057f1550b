import { user, type RouteAccessCases } from '../../../tests/fixtures/route-access-helpers';

// The plus-crews area's routes in the role × route table: tests/fixtures/route-access.ts collects every
// area's *.route-access.ts, so a route an area adds is listed here, in its own folder.

export const routeAccess: RouteAccessCases = {
  // The planner reads every plus crew (plusCrews READ ALL); the others have no plusCrews right.
  plusCrew: {
    params: async () => ({ number: '7001' }),
    outcomes: { ...user('forbidden'), planner: 'shows', project: 'refused', plusCrew: 'shows' },
    marker: {
      planner: { role: 'heading', name: 'Plus Crew North' },
      plusCrew: { role: 'heading', name: 'Plus Crew North' },
    },
  },
  plusCrewData: {
    params: async () => ({ number: '7001' }),
    outcomes: { ...user('forbidden'), planner: 'shows', project: 'refused', plusCrew: 'shows' },
    marker: {
      planner: { role: 'heading', name: 'Plus Crew North' },
      plusCrew: { role: 'heading', name: 'Plus Crew North' },
    },
  },
  // The plus crews the right allows: the planner reads them all; a plus-crew or project
  // session opens only its own dashboard (SPEC.md §5).
  plusCrews: {
    outcomes: { ...user('forbidden'), planner: 'shows', project: 'refused', plusCrew: 'refused' },
    marker: { planner: { role: 'link', name: 'Plus Crew North' } },
  },
  plusCrewSettings: {
    params: async () => ({ number: '7001' }),
    outcomes: { ...user('forbidden'), planner: 'shows', project: 'refused', plusCrew: 'refused' },
    marker: { planner: { role: 'heading', name: 'Plus Crew North' } },
  },
  // The catch-all under /plus-crews (/plus-crews//data says 'Plus crew number not found in URL',
  // tests/e2e/plus-crews.spec.ts). Its pattern as a URL, /plus-crews/*, is the plus crew numbered
  // '*' to the router: the planner meets 'not found', the others without the right no access.
  plusCrewWithoutNumber: {
    outcomes: {
      ...user('forbidden'),
      planner: 'notFound',
      project: 'refused',
      plusCrew: 'refused',
    },
    notFoundText: 'Plus crew not found',
  },
};
