import { defineAreaRoutes } from '../../lib/routing/area-routes';

export const routes = defineAreaRoutes([
  {
    name: 'administration',
    titleKey: 'common:menu.administration',
    layout: 'shell',
    access: 'signedIn',
    page: async () => (await import('./AdministrationHubPage')).AdministrationHubPage,
  },
  {
    name: 'adminSettings',
    titleKey: 'common:titles.adminSettings',
    layout: 'shell',
    access: 'signedIn',
    page: async () => (await import('./TenantSettingsPage')).TenantSettingsPage,
  },
  {
    name: 'adminAudit',
    titleKey: 'common:titles.adminAudit',
    layout: 'shell',
    access: 'signedIn',
    page: async () => (await import('./AuditPage')).AuditPage,
  },
]);
