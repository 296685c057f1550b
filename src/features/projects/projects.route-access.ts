import { type RouteAccessCases } from '../../../tests/fixtures/route-access-helpers';

// The projects area's routes in the role × route table: tests/fixtures/route-access.ts collects every
// area's *.route-access.ts, so a route an area adds is listed here, in its own folder.

export const routeAccess: RouteAccessCases = {
  // The projects list: the planner the tenant's, a client their company's, crew the
  // projects they work on (projects READ OWN); a project session is held to its own project.
  projects: {
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
      crew: { role: 'link', name: 'Winter Festival' },
      chief: { role: 'link', name: 'Winter Festival' },
      planner: { role: 'link', name: 'Winter Festival' },
      client: { role: 'link', name: 'Winter Festival' },
    },
  },
  // Crew read the projects they work on (projects READ OWN); crew@ and chief@ work at 1001.
  project: {
    params: async () => ({ number: '1001' }),
    outcomes: {
      crew: 'shows',
      chief: 'shows',
      planner: 'shows',
      client: 'shows',
      office: 'forbidden',
      project: 'shows',
      plusCrew: 'refused',
    },
    marker: {
      crew: { role: 'heading', name: 'Winter Festival' },
      planner: { role: 'heading', name: 'Winter Festival' },
      client: { role: 'heading', name: 'Winter Festival' },
      project: { role: 'heading', name: 'Winter Festival' },
    },
    notFoundText: 'This project was not found.',
  },
  // Projects calendar, documents and contact pages. The calendar: whoever reads
  // projects (crew their own; client@ their company's, Winter Festival runs this month); the guard
  // keeps a project session out (SPEC §5).
  projectsCalendar: {
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
      crew: { role: 'link', name: 'Winter Festival' },
      chief: { role: 'link', name: 'Winter Festival' },
      planner: { role: 'link', name: 'Winter Festival' },
      client: { role: 'link', name: 'Winter Festival' },
    },
  },
  // projectAttachments READ: planners (ALL) and clients (their company's, OWN); crew read the
  // project but not its documents; a project session may not open the page (SPEC §5).
  projectDocuments: {
    params: async () => ({ number: '1001' }),
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
      planner: { role: 'article', name: 'Winter Festival site plan' },
      client: { role: 'article', name: 'Eventful framework agreement' },
    },
    notFoundText: 'Project not found',
  },
  // Whoever reads the project reads its manager; a project session its own project's (SPEC §5).
  projectContactProjectManager: {
    params: async () => ({ number: '1001' }),
    outcomes: {
      crew: 'shows',
      chief: 'shows',
      planner: 'shows',
      client: 'shows',
      office: 'forbidden',
      project: 'shows',
      plusCrew: 'refused',
    },
    marker: {
      crew: { role: 'heading', name: 'Priya Shah' },
      chief: { role: 'heading', name: 'Priya Shah' },
      planner: { role: 'heading', name: 'Priya Shah' },
      client: { role: 'heading', name: 'Priya Shah' },
      project: { role: 'heading', name: 'Priya Shah' },
    },
    notFoundText: 'Project not found',
  },
};
