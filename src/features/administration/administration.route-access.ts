import type { RouteAccessCases } from '../../../tests/fixtures/route-access-helpers';

// The administration's routes in the role × route table (office@ reads German): only office@, the demo tenant's
// administrator, holds the administration right; every other person is told they have no access,
// and a project or plus-crew sign-in is turned away by the guard.

const adminOnly = {
  crew: 'forbidden',
  chief: 'forbidden',
  planner: 'forbidden',
  client: 'forbidden',
  office: 'shows',
  project: 'refused',
  plusCrew: 'refused',
} as const;

export const routeAccess: RouteAccessCases = {
  administration: {
    outcomes: adminOnly,
    marker: { office: { role: 'link', name: 'Einstellungen' } },
  },
  adminSettings: {
    outcomes: adminOnly,
    marker: { office: { role: 'heading', name: 'Vorschau der Anmeldeseite' } },
  },
  adminAudit: {
    outcomes: adminOnly,
    marker: { office: { role: 'region', name: 'Protokoll filtern' } },
  },
};
