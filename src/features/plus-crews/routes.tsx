import { defineAreaRoutes } from '../../lib/routing/area-routes';

// The dashboard, the data page and the catch-all (/plus-crews//data: no number) share one chunk.
const dashboard = async () => (await import('./PlusCrewDashboardPage')).PlusCrewDashboardPage;
const dataPage = async () => (await import('./PlusCrewDashboardPage')).PlusCrewDataPage;

export const routes = defineAreaRoutes([
  {
    name: 'plusCrew',
    titleKey: 'plus-crews:title',
    layout: 'shell',
    access: 'signedIn',
    page: dashboard,
  },
  {
    name: 'plusCrewData',
    titleKey: 'common:menu.plusCrewsData',
    layout: 'shell',
    access: 'signedIn',
    page: dataPage,
  },
  {
    name: 'plusCrews',
    titleKey: 'common:menu.plusCrews',
    layout: 'shell',
    access: 'signedIn',
    page: async () => (await import('./PlusCrewsPage')).PlusCrewsPage,
  },
  {
    name: 'plusCrewSettings',
    titleKey: 'common:titles.plusCrewSettings',
    layout: 'shell',
    access: 'signedIn',
    page: async () => (await import('./PlusCrewSettingsPage')).PlusCrewSettingsPage,
  },
  {
    name: 'plusCrewWithoutNumber',
    titleKey: 'common:menu.plusCrewsData',
    layout: 'shell',
    access: 'signedIn',
    page: dataPage,
  },
]);
