import type { AreaDemoMenus } from '../../../tests/fixtures/demo-menus.types';

// The crew-items area's part of the demo roles' rights and menus (tests/fixtures/demo-menus.ts collects
// every area's *.demo-menus.ts): the rights of the resources its api routes check, and its menu
// entries at their row of SPEC.md §2's side-drawer table and their place in the bottom bar.
export const demoMenus: AreaDemoMenus = {
  userRights: {
    planner: { planningCrewItemList: { READ: 'ALL', EDIT: 'ALL', CREATE: 'ALL' } },
    client: { planningCrewItemList: { READ: 'OWN', EDIT: 'OWN', CREATE: 'OWN' } },
  },
  drawer: [{ path: '/planning-crew-item-list', row: 6, roles: ['client'] }],
};
