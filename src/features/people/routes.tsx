import { defineAreaRoutes } from '../../lib/routing/area-routes';

// The office's administration of people and functions (administration READ; the hub at /admin
// links here). Signed-in routes: a user without the right meets the "no access" state.
export const routes = defineAreaRoutes([
  {
    name: 'adminPeople',
    titleKey: 'common:titles.adminPeople',
    layout: 'shell',
    access: 'signedIn',
    page: async () => (await import('./PeoplePage')).PeoplePage,
  },
  {
    name: 'adminPersonNew',
    titleKey: 'common:titles.adminPersonNew',
    layout: 'shell',
    access: 'signedIn',
    page: async () => (await import('./PersonFormPage')).NewPersonPage,
  },
  {
    name: 'adminPerson',
    titleKey: 'common:titles.adminPerson',
    layout: 'shell',
    access: 'signedIn',
    page: async () => (await import('./PersonFormPage')).EditPersonPage,
  },
  {
    name: 'adminFunctions',
    titleKey: 'common:titles.adminFunctions',
    layout: 'shell',
    access: 'signedIn',
    page: async () => (await import('./FunctionsPage')).FunctionsPage,
  },
]);
