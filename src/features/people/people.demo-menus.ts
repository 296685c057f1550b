import type { AreaDemoMenus } from '../../../tests/fixtures/demo-menus.types';

// The people area's part of the demo roles' rights and menus (tests/fixtures/demo-menus.ts collects
// every area's *.demo-menus.ts). Its routes check the administration right, which the administration
// area's file lists for office@; there is no drawer entry: the /admin hub links to these screens.
export const demoMenus: AreaDemoMenus = {};
