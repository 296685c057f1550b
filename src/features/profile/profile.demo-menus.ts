import type { AreaDemoMenus } from '../../../tests/fixtures/demo-menus.types';

// The profile area's part of the demo roles' rights and menus (tests/fixtures/demo-menus.ts collects
// every area's *.demo-menus.ts): the rights of the resources its api routes check, and its menu
// entries at their row of SPEC.md §2's side-drawer table and their place in the bottom bar.
export const demoMenus: AreaDemoMenus = {
  userRights: {
    crew: { persons: { READ: 'OWN' } },
    planner: { persons: { READ: 'ALL' } },
    client: { persons: { READ: 'OWN' } },
    office: { persons: { READ: 'OWN' }, personProfiles: { READ: 'ALL', EDIT: 'ALL' } },
  },
  drawer: [{ path: '/profile', row: 22, roles: ['crew', 'planner', 'client', 'office'] }],
};
