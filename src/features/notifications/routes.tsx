import { defineAreaRoutes } from '../../lib/routing/area-routes';

// Reached from /profile; the api answers only for a person with persons READ (their own settings).
export const routes = defineAreaRoutes([
  {
    name: 'profileNotifications',
    titleKey: 'notifications:title',
    layout: 'shell',
    access: 'signedIn',
    page: async () => (await import('./NotificationSettingsPage')).NotificationSettingsPage,
  },
]);
