import type { AreaDemoMenus } from '../../../tests/fixtures/demo-menus.types';

// The payrolls area's part of the demo roles' rights and menus (tests/fixtures/demo-menus.ts collects
// every area's *.demo-menus.ts): the rights of the resources its api routes check, and its menu
// entries at their row of SPEC.md §2's side-drawer table and their place in the bottom bar.
export const demoMenus: AreaDemoMenus = {
  userRights: { crew: { payrolls: { READ: 'OWN', EDIT: 'OWN' }, bankTransfers: { READ: 'OWN' } } },
  drawer: [{ path: '/payrolls', row: 12, roles: ['crew'] }],
};
