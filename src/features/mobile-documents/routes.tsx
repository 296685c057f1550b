import { defineAreaRoutes } from '../../lib/routing/area-routes';

export const routes = defineAreaRoutes([
  {
    name: 'mobileDocuments',
    titleKey: 'mobile-documents:title',
    layout: 'shell',
    access: 'signedIn',
    page: async () => (await import('./MobileDocumentsPage')).MobileDocumentsPage,
  },
]);
