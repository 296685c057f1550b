import { type RouteAccessCases } from '../../../tests/fixtures/route-access-helpers';

// The invoices area's routes in the role × route table: tests/fixtures/route-access.ts collects every
// area's *.route-access.ts, so a route an area adds is listed here, in its own folder.

export const routeAccess: RouteAccessCases = {
  // Invoices: a client's company's, the office's all; a crew login never, whatever its rights.
  invoices: {
    outcomes: {
      crew: 'forbidden',
      chief: 'forbidden',
      planner: 'forbidden',
      client: 'shows',
      office: 'shows',
      project: 'refused',
      plusCrew: 'refused',
    },
    marker: { client: { role: 'article' }, office: { role: 'article' } },
  },
  // client@'s overdue demo invoice (api/routes/invoices/invoices.seed.ts).
  invoice: {
    params: async () => ({ number: '2026-0101' }),
    outcomes: {
      crew: 'forbidden',
      chief: 'forbidden',
      planner: 'forbidden',
      client: 'shows',
      office: 'shows',
      project: 'refused',
      plusCrew: 'refused',
    },
    marker: {
      client: { role: 'heading', name: 'Documents' },
      office: { role: 'heading', name: 'Dokumente' },
    },
  },
};
