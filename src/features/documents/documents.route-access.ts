import { firstIdOf, type RouteAccessCases } from '../../../tests/fixtures/route-access-helpers';

// The documents area's routes in the role × route table: tests/fixtures/route-access.ts collects every
// area's *.route-access.ts, so a route an area adds is listed here, in its own folder.

export const routeAccess: RouteAccessCases = {
  // Crew@'s contract document. Its signatories read it (crew@, office@ who signs first;
  // the office also reads every document); anyone else's OWN right does not reach it (404).
  document: {
    params: async (api) => {
      const contractId = await firstIdOf(api, 'crew', '/api/v1/staffContracts');
      const answer = (await api('crew', `/api/v1/staffContracts/${contractId}/documents`)) as {
        signingDocuments: { id: number; title: string }[];
      };
      const document = answer.signingDocuments.find(
        (candidate) => candidate.title === 'Employment contract 2026',
      );
      if (!document) throw new Error("crew@'s contract has no document to sign");
      return { id: String(document.id) };
    },
    outcomes: {
      crew: 'shows',
      chief: 'notFound',
      planner: 'notFound',
      client: 'notFound',
      office: 'shows',
      project: 'refused',
      plusCrew: 'refused',
    },
    marker: {
      crew: { role: 'region', name: 'Signatories' },
      office: { role: 'region', name: 'Unterzeichnende' }, // office@ reads German
    },
    notFoundText: 'Document not found',
  },
};
