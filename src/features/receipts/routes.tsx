import { defineAreaRoutes } from '../../lib/routing/area-routes';

export const routes = defineAreaRoutes([
  {
    name: 'receipts',
    titleKey: 'common:menu.receipts',
    layout: 'shell',
    access: 'signedIn',
    page: async () => (await import('./ReceiptsPage')).ReceiptsPage,
  },
  {
    name: 'receipt',
    titleKey: 'common:titles.receipt',
    layout: 'shell',
    access: 'signedIn',
    page: async () => (await import('./ReceiptPage')).ReceiptPage,
  },
]);
