import {
  firstIdOf,
  user,
  type RouteAccessCases,
} from '../../../tests/fixtures/route-access-helpers';

// The clients area's routes in the role × route table (tests/fixtures/route-access.ts collects every
// area's *.route-access.ts). Only office@ (the demo's administrator) holds the administration right;
// every other user is told they have no access, and a project or plus-crew sign-in is turned away.
// office@ reads German (the demo's language for that account).

const adminOnly = {
  ...user('forbidden'),
  office: 'shows',
  project: 'refused',
  plusCrew: 'refused',
} as const;

export const routeAccess: RouteAccessCases = {
  adminClients: {
    outcomes: adminOnly,
    marker: { office: { role: 'link', name: 'Neue Kundenfirma' } },
  },
  adminClientNew: {
    outcomes: adminOnly,
    marker: { office: { role: 'button', name: 'Kundenfirma anlegen' } },
  },
  adminClient: {
    params: async (api) => ({
      id: await firstIdOf(api, 'office', '/api/v1/administration/companies'),
    }),
    outcomes: adminOnly,
    marker: { office: { role: 'link', name: 'Kontakt hinzufügen' } },
  },
  adminBranches: {
    outcomes: adminOnly,
    marker: { office: { role: 'button', name: 'Niederlassung hinzufügen' } },
  },
  adminLocations: {
    outcomes: adminOnly,
    marker: { office: { role: 'link', name: 'Neuer Standort' } },
  },
  adminLocationNew: {
    outcomes: adminOnly,
    marker: { office: { role: 'button', name: 'Standort anlegen' } },
  },
  adminLocation: {
    params: async (api) => ({
      id: await firstIdOf(api, 'office', '/api/v1/administration/locations'),
    }),
    outcomes: adminOnly,
    marker: { office: { role: 'button', name: 'Standort speichern' } },
  },
};
