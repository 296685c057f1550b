import { defineAreaRoutes } from '../../lib/routing/area-routes';

export const routes = defineAreaRoutes([
  {
    name: 'unsubscribe',
    titleKey: 'mailbox:unsubscribe.title',
    layout: 'login',
    access: 'public',
    page: async () => (await import('./UnsubscribePage')).UnsubscribePage,
  },
]);
