import { defineAreaRoutes } from '../../lib/routing/area-routes';

export const routes = defineAreaRoutes([
  {
    name: 'mobileDocuments',
    titleKey: 'common:menu.mobileDocuments',
    layout: 'shell',
    access: 'signedIn',
    page: async () => (await import('./MobileDocumentsPage')).MobileDocumentsPage,
  },
]);
