import { defineAreaRoutes } from '../../lib/routing/area-routes';

// The location form's two screens (new, edit) share one chunk.
const locationNew = async () => (await import('./LocationFormPage')).LocationNewPage;
const locationEdit = async () => (await import('./LocationFormPage')).LocationEditPage;

export const routes = defineAreaRoutes([
  {
    name: 'adminClients',
    titleKey: 'common:titles.adminClients',
    layout: 'shell',
    access: 'signedIn',
    page: async () => (await import('./CompaniesPage')).CompaniesPage,
  },
  {
    name: 'adminClientNew',
    titleKey: 'common:titles.adminClientNew',
    layout: 'shell',
    access: 'signedIn',
    page: async () => (await import('./CompanyNewPage')).CompanyNewPage,
  },
  {
    name: 'adminClient',
    titleKey: 'common:titles.adminClient',
    layout: 'shell',
    access: 'signedIn',
    page: async () => (await import('./CompanyPage')).CompanyPage,
  },
  {
    name: 'adminBranches',
    titleKey: 'common:titles.adminBranches',
    layout: 'shell',
    access: 'signedIn',
    page: async () => (await import('./BranchesPage')).BranchesPage,
  },
  {
    name: 'adminLocations',
    titleKey: 'common:titles.adminLocations',
    layout: 'shell',
    access: 'signedIn',
    page: async () => (await import('./LocationsPage')).LocationsPage,
  },
  {
    name: 'adminLocationNew',
    titleKey: 'common:titles.adminLocationNew',
    layout: 'shell',
    access: 'signedIn',
    page: locationNew,
  },
  {
    name: 'adminLocation',
    titleKey: 'common:titles.adminLocation',
    layout: 'shell',
    access: 'signedIn',
    page: locationEdit,
  },
]);
