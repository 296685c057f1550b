import type { AreaDemoMenus } from '../../../tests/fixtures/demo-menus.types';

// The administration's part of the demo roles' rights and menus (tests/fixtures/demo-menus.ts
// collects every area's *.demo-menus.ts): office@ is the demo tenant's administrator, so the office
// screens under /admin (people, clients, locations, functions, settings, audit) can be tried.
export const demoMenus: AreaDemoMenus = {
  userRights: { office: { administration: { READ: 'ALL', EDIT: 'ALL' } } },
  // Beyond SPEC.md's table, after /approvals (row 18.5) as the app's menu places it.
  drawer: [{ path: '/admin', row: 18.6, roles: ['office'] }],
};
