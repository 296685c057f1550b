import {
  firstIdOf,
  user,
  type RouteAccessApi,
  type RouteAccessCases,
} from '../../../tests/fixtures/route-access-helpers';

// The crew-profile area's routes in the role × route table: tests/fixtures/route-access.ts collects every
// area's *.route-access.ts, so a route an area adds is listed here, in its own folder.

/** crew@'s person id, from their own blocked dates (the api names the person on each). */
async function crewPersonId(api: RouteAccessApi): Promise<string> {
  // Days around the server's now (its status route tells it), which the seed placed them around.
  const { time } = (await api('crew', '/api/v1/status')) as { time: string };
  const day = (offset: number) =>
    new Date(Date.parse(time) + offset * 86_400_000).toISOString().slice(0, 10);
  return firstIdOf(
    api,
    'crew',
    `/api/v1/blockDates?dateFrom=${day(-40)}&dateTo=${day(40)}`,
    'personId',
  );
}

export const routeAccess: RouteAccessCases = {
  // Crew profiles (api/routes/crew-profile/README.md, Who reads whose profile): crew@'s own; planners (persons READ ALL) and the office
  // (personProfiles READ ALL) read anyone's; a colleague or a client gets 'not found'.
  crewProfile: {
    params: async (api) => ({ personId: await crewPersonId(api) }),
    outcomes: {
      crew: 'shows',
      chief: 'notFound',
      planner: 'shows',
      client: 'notFound',
      office: 'shows',
      project: 'refused',
      plusCrew: 'refused',
    },
    marker: {
      crew: { role: 'heading', name: 'Alex Janssen' },
      planner: { role: 'heading', name: 'Alex Janssen' },
      office: { role: 'heading', name: 'Alex Janssen' },
    },
    notFoundText: /^(Profile not found|Profil nicht gefunden)$/,
  },
  // crew@ made their profile public in the demo: anyone sees it, signed in or not.
  publicCrewProfile: {
    params: async (api) => ({ personId: await crewPersonId(api) }),
    outcomes: { ...user('shows'), project: 'shows', plusCrew: 'shows' },
    marker: {
      crew: { role: 'heading', name: 'Alex Janssen' },
      chief: { role: 'heading', name: 'Alex Janssen' },
      planner: { role: 'heading', name: 'Alex Janssen' },
      client: { role: 'heading', name: 'Alex Janssen' },
      office: { role: 'heading', name: 'Alex Janssen' },
      project: { role: 'heading', name: 'Alex Janssen' },
      plusCrew: { role: 'heading', name: 'Alex Janssen' },
    },
  },
};
