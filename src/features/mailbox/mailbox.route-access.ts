import { type RouteAccessCases } from '../../../tests/fixtures/route-access-helpers';

// The mailbox area's routes in the role × route table: tests/fixtures/route-access.ts collects every
// area's *.route-access.ts, so a route an area adds is listed here, in its own folder.

export const routeAccess: RouteAccessCases = {
  // The mailbox: client@ and office@ have mailboxes and the emailMessages mailbox right
  // (the api's 403 for everyone else); each reads only their own mailbox — office@ meets client@'s
  // message as not found; the guard keeps token sessions out.
  mailbox: {
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
      client: { role: 'link', name: /^Your crew for Winter Festival is confirmed/ },
      office: { role: 'link', name: /^Winter Festival newsletter/ },
    },
  },
  emailMessage: {
    params: async (api) => {
      const answer = (await api(
        'client',
        '/api/v1/emailMessages?search=confirmed&limit=1&page=1',
      )) as { items: { id: number }[] };
      const id = answer.items[0]?.id;
      if (id === undefined) throw new Error('client@ has no confirmation mail');
      return { id: String(id) };
    },
    outcomes: {
      crew: 'forbidden',
      chief: 'forbidden',
      planner: 'forbidden',
      client: 'shows',
      office: 'notFound',
      project: 'refused',
      plusCrew: 'refused',
    },
    marker: { client: { role: 'heading', name: 'Your crew for Winter Festival is confirmed' } },
    notFoundText: /^(Emails not found|Keine E-Mails gefunden)$/,
  },
};
