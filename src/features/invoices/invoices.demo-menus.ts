import type { AreaDemoMenus } from '../../../tests/fixtures/demo-menus.types';

// The invoices area's part of the demo roles' rights and menus (tests/fixtures/demo-menus.ts collects
// every area's *.demo-menus.ts): the rights of the resources its api routes check, and its menu
// entries at their row of SPEC.md §2's side-drawer table and their place in the bottom bar.
export const demoMenus: AreaDemoMenus = {
  userRights: {
    client: { invoices: { READ: 'OWN' } },
    office: { invoices: { READ: 'ALL', CREATE: 'ALL', EDIT: 'ALL' } },
  },
  drawer: [{ path: '/invoices', row: 7, roles: ['client', 'office'] }],
};
