import type { AreaDemoMenus } from '../../../tests/fixtures/demo-menus.types';

// The projects area's part of the demo roles' rights and menus (tests/fixtures/demo-menus.ts collects
// every area's *.demo-menus.ts): the rights of the resources its api routes check, and its menu
// entries at their row of SPEC.md §2's side-drawer table and their place in the bottom bar.
export const demoMenus: AreaDemoMenus = {
  userRights: {
    crew: { projects: { READ: 'OWN' } },
    planner: {
      projects: { READ: 'ALL', CREATE: 'ALL', EDIT_PROJECT_LOGO: 'ALL' },
      projectAttachments: { READ: 'ALL' },
      rateCards: { READ: 'ALL' },
    },
    client: { projects: { READ: 'OWN' }, projectAttachments: { READ: 'OWN' } },
  },
  drawer: [
    { path: '/projects', row: 3, roles: ['planner', 'client'] },
    { path: '/projects-calendar', row: 17, roles: ['planner', 'client'] },
  ],
  bottomBar: [
    { path: '/projects', slot: 2, roles: ['client'] },
    { path: '/projects-calendar', slot: 5, roles: ['client'] },
  ],
};
