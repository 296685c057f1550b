import type { Page } from '@playwright/test';
import { expect, pathOf } from './fixtures';

/**
 * The general "no access" text and each area's own ('You have no access to jobs.'), in English
 * and in German (office@ speaks German: the tenant allows the user's language).
 */
export const NO_ACCESS = /^(You have no access to |Du hast (darauf )?keinen Zugriff)/;
/** The "not available yet" screen of a path no area builds. */
export const UNBUILT = /not available yet|noch nicht verfügbar/;
/** The version screen's heading ('About this app'), in English and in German. */
const ABOUT = /^(About this app|Über diese App)$/;

/**
 * Opens `path` inside the running app, as a link does: a new history entry and the router's
 * navigation (the router follows the popstate event), no page load.
 */
export async function pushPath(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Reaches `path` in the app by way of the version screen, which every account may open: once its
 * heading has gone, the router has left it and committed the screen of `path` (or the guard's
 * redirect), even when that screen looks exactly like the previous route's (two routes of one
 * area that both say "no access"). What the screen shows is then for the caller to wait for.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  const about = page.getByRole('main').getByRole('heading', { name: ABOUT });
  const version = pathOf('version');
  if (path !== version) {
    // Pushed again while it does not show: a guard's redirect of the previous route may still be
    // under way (a refused visit can pass through /login before the session's own page).
    await expect(async () => {
      if (!(await about.isVisible())) await pushPath(page, version);
      await expect(about).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
  }
  await pushPath(page, path);
  if (path === version) await expect(about).toBeVisible();
  else await expect(about).toHaveCount(0);
}
