import { defineAreaRoutes } from '../../lib/routing/area-routes';

// The document screen is its own chunk; pdf.js and the signature pad load from it on demand.
export const routes = defineAreaRoutes([
  {
    name: 'document',
    titleKey: 'documents:title',
    layout: 'shell',
    access: 'signedIn',
    page: async () => (await import('./DocumentPage')).DocumentPage,
  },
]);
