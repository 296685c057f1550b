import { defineAreaRoutes } from '../../lib/routing/area-routes';

// Each page is its own chunk: a link to one contract does not download the list.
export const routes = defineAreaRoutes([
  {
    name: 'contracts',
    titleKey: 'common:menu.contracts',
    layout: 'shell',
    access: 'signedIn',
    page: async () => (await import('./ContractsPage')).ContractsPage,
  },
  {
    name: 'contract',
    titleKey: 'contracts:detailTitle',
    layout: 'shell',
    access: 'signedIn',
    page: async () => (await import('./ContractPage')).ContractPage,
  },
]);
