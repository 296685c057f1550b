import { defineAreaRoutes } from '../../lib/routing/area-routes';

// The month view and its day picker arrive with the route, not with the shell.
export const routes = defineAreaRoutes([
  {
    name: 'personalCalendar',
    titleKey: 'common:menu.personalCalendar',
    layout: 'shell',
    access: 'signedIn',
    page: async () => (await import('./PersonalCalendarPage')).PersonalCalendarPage,
  },
  {
    name: 'profileCalendarSubscription',
    titleKey: 'calendar:subscription.title',
    layout: 'shell',
    access: 'signedIn',
    page: async () => (await import('./CalendarSubscriptionPage')).CalendarSubscriptionPage,
  },
]);
