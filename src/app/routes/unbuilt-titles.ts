import type { PathName } from '../../lib/paths';

/**
 * The title each path of SPEC.md §2 shows while its area is not built yet (the shared "not
 * available yet" screen). Which paths those are is derived: {@link PATHS} minus the routes the
 * areas declare (./app-routes.ts). An area that builds a path gives it its own title in its
 * routes.tsx; the entry here is then no longer read and may be deleted at leisure.
 */
export const UNBUILT_TITLES: Partial<Record<PathName, string>> = {
  mailbox: 'common:menu.mailbox',
  emailMessage: 'common:titles.emailMessage',
  plusCrews: 'common:menu.plusCrews',
  plusCrewSettings: 'common:titles.plusCrewSettings',
  receipts: 'common:menu.receipts',
  receipt: 'common:titles.receipt',
  invoices: 'common:menu.invoices',
  invoice: 'common:titles.invoice',
};
