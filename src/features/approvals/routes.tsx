import { defineAreaRoutes } from '../../lib/routing/area-routes';

export const routes = defineAreaRoutes([
  {
    name: 'approvals',
    titleKey: 'common:menu.approvals',
    layout: 'shell',
    access: 'signedIn',
    // The three queues side by side at a desk, where the office decides.
    wide: true,
    page: async () => (await import('./ApprovalsPage')).ApprovalsPage,
  },
]);
