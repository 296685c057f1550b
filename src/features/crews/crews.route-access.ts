import { securityCheckDateOf, securityCheckShiftOf } from '../../../machines/securityCheckShift';
import {
  firstIdOf,
  itemsOf,
  type RouteAccessApi,
  type RouteAccessCases,
} from '../../../tests/fixtures/route-access-helpers';

// The crews area's routes in the role × route table: tests/fixtures/route-access.ts collects every
// area's *.route-access.ts, so a route an area adds is listed here, in its own folder.

/** chief@'s crew today ("Main stage build"), found through chief@'s jobs (crews area). */
const mainStageCrew = async (api: RouteAccessApi) => {
  const answer = (await api('chief', '/api/v1/jobs?limit=1000&page=1')) as {
    items: { crew: { id: number; caption: string } }[];
  };
  const job = answer.items.find((item) => item.crew.caption === 'Main stage build');
  if (!job) throw new Error('chief@ has no job on Main stage build');
  return String(job.crew.id);
};

const crewParams = async (api: RouteAccessApi) => ({ id: await mainStageCrew(api) });

/** The crew's shift pages (crews READ): its chief, planners (READ ALL), the client of the project and
 *  a project session of it read; crew@ (a member, not the chief) meets "not found"; office has no crews right. */
const crewShows = {
  crew: 'notFound',
  chief: 'shows',
  planner: 'shows',
  client: 'shows',
  office: 'forbidden',
} as const;

const crewMarker = (name: string | RegExp = 'Main stage build') =>
  ({
    chief: { role: 'heading', name },
    planner: { role: 'heading', name },
    client: { role: 'heading', name },
  }) as const;

/** chief@'s crew today and its security check for the crew's day and shift (media part). */
const mediaSecurityCheckParams = async (api: RouteAccessApi) => {
  const id = await mainStageCrew(api);
  const formId = await firstIdOf(
    api,
    'chief',
    `/api/v1/projectCrews/${id}/securityChecks`,
    'formId',
  );
  const { startsAt } = (await api('chief', `/api/v1/projectCrews/${id}`)) as { startsAt: string };
  return { id, formId, date: securityCheckDateOf(startsAt), shift: securityCheckShiftOf(startsAt) };
};

/** The crew chief's photo and security check pages: read by the chief, planners and the client (a
 *  reader); crew@ (a member, not the chief) meets "not found"; the office has no crews right; the
 *  guard keeps project and plus-crew sessions out (SPEC §5: not among a project session's pages). */
/** The crew's action pages: as its shift pages, but not for a project session (SPEC §5 lists only /crews/:id and its contact pages). */
const crewActionShows = { ...crewShows, project: 'refused', plusCrew: 'refused' } as const;

type ChiefJob = { id: number; isCrewChief: boolean; crew: { id: number } };

/** chief@'s first job on a crew he leads (today's main stage build). */
async function chiefsJob(api: RouteAccessApi): Promise<ChiefJob> {
  const jobs = itemsOf(
    await api('chief', '/api/v1/jobs?limit=100&page=1'),
  ) as unknown as ChiefJob[];
  const job = jobs.find((candidate) => candidate.isCrewChief);
  if (!job) throw new Error('chief@ leads no crew he works on');
  return job;
}

const chiefsCrewJobId = async (api: RouteAccessApi) => String((await chiefsJob(api)).id);

const chiefsCrewId = async (api: RouteAccessApi) => String((await chiefsJob(api)).crew.id);

export const routeAccess: RouteAccessCases = {
  // The crews area: a project session opens the crew, its contact pages and
  // locations (SPEC §5); the venue pages are the crew chief's (the guard refuses them).
  crew: {
    params: crewParams,
    outcomes: { ...crewShows, project: 'shows', plusCrew: 'refused' },
    marker: { ...crewMarker(), project: { role: 'heading', name: 'Main stage build' } },
    notFoundText: 'Crew not found',
  },
  crewChiefJob: {
    params: crewParams,
    outcomes: crewActionShows,
    notFoundText: 'Crew not found',
  },
  crewChiefLocation: {
    params: crewParams,
    outcomes: crewActionShows,
    marker: crewMarker('Ahoy Arena'),
    notFoundText: 'Crew not found',
  },
  crewContactCrewChief: {
    params: crewParams,
    outcomes: { ...crewShows, project: 'shows', plusCrew: 'refused' },
    marker: {
      chief: { role: 'heading', name: 'Sam de Vries' },
      project: { role: 'heading', name: 'Sam de Vries' },
    },
    notFoundText: 'Crew not found',
  },
  crewContactOnSite: {
    params: crewParams,
    outcomes: crewActionShows,
    marker: { chief: { role: 'heading', name: 'Jordan Miller' } },
    notFoundText: 'Crew not found',
  },
  crewContactCrewMember: {
    params: async (api) => {
      const id = await mainStageCrew(api);
      return {
        id,
        contactId: await firstIdOf(api, 'chief', `/api/v1/projectCrews/${id}/projectCrewItems`),
      };
    },
    outcomes: { ...crewShows, project: 'shows', plusCrew: 'refused' },
    marker: { chief: { role: 'article' }, project: { role: 'article' } },
    notFoundText: 'Crew not found',
  },
  crewCheckIn: {
    params: crewParams,
    outcomes: crewActionShows,
    marker: {
      chief: { role: 'button', name: /^Check in / },
      planner: { role: 'article' },
      client: { role: 'article' },
    },
    notFoundText: 'Crew not found',
  },
  crewCheckOut: {
    params: crewParams,
    outcomes: crewActionShows,
    marker: {
      chief: { role: 'button', name: /^Check out / },
      planner: { role: 'article' },
      client: { role: 'article' },
    },
    notFoundText: 'Crew not found',
  },
  // A location: whoever may read a crew at it, or projects READ ALL (the planner).
  location: {
    params: async (api) => {
      const shift = (await api('chief', `/api/v1/projectCrews/${await mainStageCrew(api)}`)) as {
        location: { id: number };
      };
      return { id: String(shift.location.id) };
    },
    outcomes: {
      crew: 'notFound',
      chief: 'shows',
      planner: 'shows',
      client: 'shows',
      office: 'forbidden',
      project: 'shows',
      plusCrew: 'refused',
    },
    marker: {
      chief: { role: 'heading', name: 'Ahoy Arena' },
      project: { role: 'heading', name: 'Ahoy Arena' },
    },
    notFoundText: 'Location not found',
  },
  // Chief@'s crew today ("Main stage build", project 1001 of client@'s
  // company). crew@ is a member but not its chief (404); planners edit every crew; client@ reads its
  // company's crews; office@ has no crews right; a project session opens /crews/{id} and its
  // contact pages only (guard).
  crewSignOff: {
    params: async (api) => ({ id: await chiefsCrewId(api) }),
    outcomes: crewActionShows,
    marker: crewMarker(),
    notFoundText: 'Crew not found',
  },
  crewDeliveryNote: {
    params: async (api) => ({ id: await chiefsCrewId(api) }),
    outcomes: crewActionShows,
    marker: {
      chief: { role: 'region', name: 'Delivery note' },
      planner: { role: 'region', name: 'Delivery note' },
      client: { role: 'heading', name: 'Main stage build' },
    },
    notFoundText: 'Crew not found',
  },
  // chief@'s own job on the crew he leads: its two documents; crew@ does not reach chief@'s job.
  jobCrewChiefDocuments: {
    params: async (api) => ({ id: await chiefsCrewJobId(api) }),
    outcomes: {
      crew: 'notFound',
      chief: 'shows',
      planner: 'forbidden',
      client: 'forbidden',
      office: 'forbidden',
      project: 'refused',
      plusCrew: 'refused',
    },
    marker: { chief: { role: 'region', name: 'Delivery note' } },
    notFoundText: /No crew chief documents|Job not found/,
  },
  // Media part: the crew's photos and its security check for a day and shift.
  crewPhotos: {
    params: async (api) => ({ id: await mainStageCrew(api) }),
    outcomes: crewActionShows,
    marker: {
      chief: { role: 'button', name: 'Take a photo' },
      planner: { role: 'button', name: 'Take a photo' },
      client: { role: 'heading', name: "The crew's photos" },
    },
    notFoundText: 'Crew not found',
  },
  crewSecurityCheck: {
    params: mediaSecurityCheckParams,
    outcomes: crewActionShows,
    marker: {
      chief: { role: 'heading', name: 'Venue security check' },
      planner: { role: 'link', name: 'Back to the crew' },
      client: { role: 'link', name: 'Back to the crew' },
    },
    notFoundText: 'Security check not found',
  },
};
