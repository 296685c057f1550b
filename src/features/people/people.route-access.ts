import { itemsOf, type RouteAccessCases } from '../../../tests/fixtures/route-access-helpers';

// The people area's routes in the role × route table: the office's administration (administration
// READ, which the demo's office@ holds as its administrator); every other role meets "no access".

const officeOnly = {
  crew: 'forbidden',
  chief: 'forbidden',
  planner: 'forbidden',
  client: 'forbidden',
  office: 'shows',
  project: 'refused',
  plusCrew: 'refused',
} as const;

export const routeAccess: RouteAccessCases = {
  adminPeople: { outcomes: officeOnly, marker: { office: { role: 'link', name: 'Alex Janssen' } } },
  adminPersonNew: {
    outcomes: officeOnly,
    marker: { office: { role: 'heading', name: 'Neue Person' } },
  },
  // crew@ as the administrator sees them.
  adminPerson: {
    params: async (api) => {
      const [crew] = itemsOf(await api('office', '/api/v1/persons?q=crew%40demo.test')) as {
        id: number;
      }[];
      if (!crew) throw new Error('the demo has no crew@');
      return { id: String(crew.id) };
    },
    outcomes: officeOnly,
    marker: { office: { role: 'heading', name: 'Alex Janssen' } },
  },
  adminFunctions: {
    outcomes: officeOnly,
    marker: { office: { role: 'heading', name: 'Stagehand' } },
  },
};
