import type { AreaDemoMenus } from '../../../tests/fixtures/demo-menus.types';

// The planner-crews area's part of the demo roles' rights and menus (tests/fixtures/demo-menus.ts collects
// every area's *.demo-menus.ts): the rights of the resources its api routes check, and its menu
// entries at their row of SPEC.md §2's side-drawer table and their place in the bottom bar.
export const demoMenus: AreaDemoMenus = {
  userRights: {
    planner: {
      membershipCrews: { READ: 'ALL' },
      crewMemberships: { CREATE: 'ALL', DELETE: 'ALL' },
    },
    client: { membershipCrews: { READ: 'OWN' } },
  },
  drawer: [
    { path: '/planner-crew', row: 4, roles: ['planner', 'client'] },
    { path: '/membership-crews', row: 5, roles: ['planner', 'client'] },
  ],
};
