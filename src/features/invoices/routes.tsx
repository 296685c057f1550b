import { defineAreaRoutes } from '../../lib/routing/area-routes';

// The invoices area: the list and one invoice, each its own chunk.
export const routes = defineAreaRoutes([
  {
    name: 'invoices',
    titleKey: 'common:menu.invoices',
    layout: 'shell',
    access: 'signedIn',
    page: async () => (await import('./InvoicesPage')).InvoicesPage,
  },
  {
    name: 'invoice',
    titleKey: 'invoices:invoiceTitle',
    layout: 'shell',
    access: 'signedIn',
    page: async () => (await import('./InvoicePage')).InvoicePage,
  },
]);
