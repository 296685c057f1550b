import { itemsOf, type RouteAccessCases } from '../../../tests/fixtures/route-access-helpers';

// The receipts area's routes in the role × route table: tests/fixtures/route-access.ts collects every
// area's *.route-access.ts, so a route an area adds is listed here, in its own folder.

export const routeAccess: RouteAccessCases = {
  // Receipts (receipts READ): a crew member their own, the office the tenant's (ALL).
  receipts: {
    outcomes: {
      crew: 'shows',
      chief: 'shows',
      planner: 'forbidden',
      client: 'forbidden',
      office: 'shows',
      project: 'refused',
      plusCrew: 'refused',
    },
    marker: {
      crew: { role: 'link', name: 'Travel to the arena' },
      chief: { role: 'link', name: 'Parking at the depot' },
      office: { role: 'link', name: 'Travel to the arena' },
    },
  },
  // crew@'s submitted receipt: another crew member's is not found, never revealed.
  receipt: {
    params: async (api) => {
      const receipts = itemsOf(
        await api('crew', '/api/v1/receipts?limit=1000&page=1'),
      ) as unknown as { number: string; caption: string }[];
      const arena = receipts.find((receipt) => receipt.caption === 'Travel to the arena');
      if (!arena) throw new Error('the demo has no receipt Travel to the arena');
      return { number: arena.number };
    },
    outcomes: {
      crew: 'shows',
      chief: 'notFound',
      planner: 'forbidden',
      client: 'forbidden',
      office: 'shows',
      project: 'refused',
      plusCrew: 'refused',
    },
    marker: {
      crew: { role: 'heading', name: 'Travel to the arena' },
      office: { role: 'heading', name: 'Travel to the arena' },
    },
    notFoundText: 'Receipt not found',
  },
};
