import {
  firstIdOf,
  user,
  type RouteAccessCases,
} from '../../../tests/fixtures/route-access-helpers';

// The clients area's routes in the role × route table (tests/fixtures/route-access.ts collects every
// area's *.route-access.ts). Only office@ (the demo's administrator) holds the administration right;
// every other user is told they have no access, and a project or plus-crew sign-in is turned away.

const adminOnly = {
  ...user('forbidden'),
  office: 'shows',
  project: 'refused',
  plusCrew: 'refused',
} as const;

export const routeAccess: RouteAccessCases = {
  adminClients: {
    outcomes: adminOnly,
    marker: { office: { role: 'link', name: 'New client company' } },
  },
  adminClientNew: {
    outcomes: adminOnly,
    marker: { office: { role: 'button', name: 'Create client company' } },
  },
  adminClient: {
    params: async (api) => ({ id: await firstIdOf(api, 'office', '/administration/companies') }),
    outcomes: adminOnly,
    marker: { office: { role: 'link', name: 'Add contact' } },
  },
  adminBranches: {
    outcomes: adminOnly,
    marker: { office: { role: 'button', name: 'Add branch' } },
  },
  adminLocations: {
    outcomes: adminOnly,
    marker: { office: { role: 'link', name: 'New location' } },
  },
  adminLocationNew: {
    outcomes: adminOnly,
    marker: { office: { role: 'button', name: 'Create location' } },
  },
  adminLocation: {
    params: async (api) => ({ id: await firstIdOf(api, 'office', '/administration/locations') }),
    outcomes: adminOnly,
    marker: { office: { role: 'button', name: 'Save location' } },
  },
};
