import {
  crewOnly,
  firstIdOf,
  type RouteAccessCases,
} from '../../../tests/fixtures/route-access-helpers';

// The contracts area's routes in the role × route table: tests/fixtures/route-access.ts collects every
// area's *.route-access.ts, so a route an area adds is listed here, in its own folder.

export const routeAccess: RouteAccessCases = {
  contracts: {
    outcomes: { ...crewOnly('forbidden'), project: 'refused', plusCrew: 'refused' },
    marker: { crew: { role: 'article' }, chief: { role: 'article' } },
  },
  // crew@'s contract: chief@ reads only its own (404, never a hint that it exists).
  contract: {
    params: async (api) => ({ id: await firstIdOf(api, 'crew', '/api/v1/staffContracts') }),
    outcomes: {
      ...crewOnly('forbidden'),
      chief: 'notFound',
      project: 'refused',
      plusCrew: 'refused',
    },
    marker: { crew: { role: 'region', name: 'Time account' } },
    notFoundText: 'Contract not found',
  },
};
