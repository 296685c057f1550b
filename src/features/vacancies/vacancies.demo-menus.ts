import type { AreaDemoMenus } from '../../../tests/fixtures/demo-menus.types';

// The vacancies area's part of the demo roles' rights and menus (tests/fixtures/demo-menus.ts collects
// every area's *.demo-menus.ts): the rights of the resources its api routes check, and its menu
// entries at their row of SPEC.md §2's side-drawer table and their place in the bottom bar.
export const demoMenus: AreaDemoMenus = {
  userRights: {
    crew: { vacancies: { READ: 'ALL', EDIT: 'OWN' } },
    planner: { mobileProjectVacancies: { READ: 'ALL' } },
  },
  drawer: [
    { path: '/vacancies', row: 21, roles: ['crew'] },
    { path: '/projects-vacancy', row: 20, roles: ['planner'] },
  ],
};
