import { firstIdOf, type RouteAccessCases } from '../../../tests/fixtures/route-access-helpers';

// The forms area's routes in the role × route table: tests/fixtures/route-access.ts collects every
// area's *.route-access.ts, so a route an area adds is listed here, in its own folder.

export const routeAccess: RouteAccessCases = {
  // Crew@'s equipment damage report. chief@ is not assigned it (404), the office reads
  // every form (forms READ ALL); planner and client have no forms right.
  form: {
    params: async (api) => {
      const id = await firstIdOf(api, 'crew', '/api/v1/formsToFill');
      const form = (await api('crew', `/api/v1/forms/perform/${id}`)) as {
        questions: { id: number }[];
      };
      return { id, name: 'equipment-damage-report', questionId: String(form.questions[0]?.id) };
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
      crew: { role: 'heading', name: 'Equipment damage report' },
      office: { role: 'heading', name: 'Equipment damage report' },
    },
    notFoundText: 'Form not found',
  },
};
