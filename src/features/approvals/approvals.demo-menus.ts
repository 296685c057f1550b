import type { AreaDemoMenus } from '../../../tests/fixtures/demo-menus.types';

// The approvals area's part of the demo roles' rights and menus (tests/fixtures/demo-menus.ts collects
// every area's *.demo-menus.ts): the rights of the resources its api routes check, and its menu
// entries at their row of SPEC.md §2's side-drawer table and their place in the bottom bar.
export const demoMenus: AreaDemoMenus = {
  // Beyond SPEC.md's table, after /mailbox (row 18) as the app's menu places it.
  drawer: [{ path: '/approvals', row: 18.5, roles: ['office'] }],
};
