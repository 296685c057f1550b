import type { AreaDemoMenus } from '../../../tests/fixtures/demo-menus.types';

// The clients area's part of the demo roles' rights and menus (tests/fixtures/demo-menus.ts
// collects every area's *.demo-menus.ts). Its routes check the administration right, which the
// administration area's file grants office@ already; it has no drawer entry of its own: the /admin
// hub links to its screens.
export const demoMenus: AreaDemoMenus = {};
