import {
  itemsOf,
  type RouteAccessApi,
  type RouteAccessCases,
} from '../../../tests/fixtures/route-access-helpers';

// The planner-crews area's routes in the role × route table: tests/fixtures/route-access.ts collects every
// area's *.route-access.ts, so a route an area adds is listed here, in its own folder.

/** The demo's membership crew (planner crews area). */
async function festivalPool(api: RouteAccessApi): Promise<string> {
  const crews = itemsOf(
    await api('planner', '/api/v1/plannerCrews?limit=1000&page=1'),
  ) as unknown as { id: number; name: string }[];
  const pool = crews.find((crew) => crew.name === 'Festival season pool');
  if (!pool) throw new Error('the demo has no Festival season pool');
  return String(pool.id);
}

export const routeAccess: RouteAccessCases = {
  // Planner crews (crews READ; api/routes/planner-crews/README.md, Planner crews and membership crews): a crew member or a client sees the crews they
  // belong to or their company's; the office has no crews right.
  plannerCrew: {
    outcomes: {
      crew: 'shows',
      chief: 'shows',
      planner: 'shows',
      client: 'shows',
      office: 'forbidden',
      project: 'refused',
      plusCrew: 'refused',
    },
    marker: {
      crew: { role: 'heading', name: 'Stage hands A-team' },
      chief: { role: 'heading', name: 'Stage hands A-team' },
      planner: { role: 'heading', name: 'Warehouse and logistics' },
      client: { role: 'heading', name: 'Stage hands A-team' },
    },
  },
  // Membership crews (membershipCrews READ): planners all, the client their company's.
  membershipCrews: {
    outcomes: {
      crew: 'forbidden',
      chief: 'forbidden',
      planner: 'shows',
      client: 'shows',
      office: 'forbidden',
      project: 'refused',
      plusCrew: 'refused',
    },
    marker: {
      planner: { role: 'link', name: 'Festival season pool' },
      client: { role: 'link', name: 'Festival season pool' },
    },
  },
  membershipCrew: {
    params: async (api) => ({ id: await festivalPool(api) }),
    outcomes: {
      crew: 'forbidden',
      chief: 'forbidden',
      planner: 'shows',
      client: 'shows',
      office: 'forbidden',
      project: 'refused',
      plusCrew: 'refused',
    },
    marker: {
      planner: { role: 'heading', name: 'Festival season pool' },
      client: { role: 'heading', name: 'Festival season pool' },
    },
    notFoundText: 'Crew not found',
  },
  membershipCrewContact: {
    params: async (api) => {
      const id = await festivalPool(api);
      const crew = (await api('planner', `/api/v1/plannerCrews/${id}`)) as {
        members: { personId: number }[];
      };
      return { id, personId: String(crew.members[0]?.personId) };
    },
    outcomes: {
      crew: 'forbidden',
      chief: 'forbidden',
      planner: 'shows',
      client: 'shows',
      office: 'forbidden',
      project: 'refused',
      plusCrew: 'refused',
    },
    marker: {
      planner: { role: 'heading', name: 'Alex Janssen' },
      client: { role: 'heading', name: 'Alex Janssen' },
    },
    notFoundText: 'Contact not found',
  },
};
