import type { Page } from '@playwright/test';
import { matchPath } from 'react-router-dom';
import { ROUTE_ACCESS_ACCOUNTS } from '../fixtures/route-access';
import { PATHS, type PathName } from '../../src/lib/paths';
import { expect, test, type Account } from './fixtures';
import { navigateInApp, NO_ACCESS, UNBUILT } from './in-app-navigation';

// The link walk: every demo session starts at its home and follows, breadth first, the in-app
// links the screens show it. A link the guard refuses (the visit ends elsewhere than its href) or
// that opens a 'not found', 'no access', error or "not available yet" screen is a link the screen
// should not have offered (decision 249: a screen's links come from the guard's own rule). Each
// route (and set of query parameters) is visited once, by the first link found to it, so a
// session's walk is bounded by the routes it can reach, not by the records on its screens.

/** Routes that start a download and return to their record: following one is not a visit. */
const DOWNLOAD_ROUTES: ReadonlySet<PathName> = new Set(['payrollDownload']);

/** Most routes a session reaches is about 45 (the planner); the bound only stops a runaway walk. */
const MAX_VISITS = 80;

/** Route names, most specific first: the catch-all under /plus-crews last. */
const ROUTE_NAMES = (Object.keys(PATHS) as PathName[]).sort(
  (a, b) => Number(PATHS[a].includes('*')) - Number(PATHS[b].includes('*')),
);

/** The route an in-app path opens (null: no route of PATHS, the not-found screen). */
function routeOf(pathname: string): PathName | null {
  return ROUTE_NAMES.find((name) => matchPath(PATHS[name], pathname) !== null) ?? null;
}

/** Query parameters that move a screen through its pages or periods: the same screen again. */
const PAGING_PARAMS: ReadonlySet<string> = new Set(['page', 'date', 'from', 'to', 'week']);

/**
 * One visit per route and set of query parameter names that open something of their own
 * (`/crew-info?article=`, the crew item sheet's `?item=`, a project's `?view=`), paging left out.
 */
function visitKey(url: URL): string {
  const params = [...new Set(url.searchParams.keys())].filter((key) => !PAGING_PARAMS.has(key));
  return `${routeOf(url.pathname) ?? url.pathname}?${params.sort().join('&')}`;
}

/**
 * The demo's fullest records first (Winter Festival, project 1001, and chief@'s Main stage build,
 * the crew he works on: members, his job, documents), so that the one visit a route gets opens the
 * screens below it, not an empty record.
 */
const FULLEST_RECORD = /Winter Festival|Main stage build/;

/**
 * Screens each session must reach by links alone, where a user looks for them: the crew page and
 * its location for a project session, the crew chief's documents for the chief, crew profiles,
 * plus-crew settings and membership contacts for the planner, the public profile for crew@ (who
 * made it public in the demo). The walk fails when a screen drops the link.
 */
const MUST_REACH: Record<Account, readonly PathName[]> = {
  crew: ['job', 'publicCrewProfile', 'profileCalendarSubscription'],
  chief: ['crew', 'jobCrewChiefDocuments', 'crewDeliveryNote', 'crewProfile', 'crewCheckIn'],
  planner: ['crew', 'crewProfile', 'plusCrewSettings', 'membershipCrewContact', 'location'],
  client: ['crew', 'membershipCrewContact', 'projectDocuments'],
  office: ['mailbox', 'invoice', 'receipt'],
  project: ['crew', 'location', 'crewContactCrewMember', 'crewContactCrewChief'],
  plusCrew: ['plusCrewData'],
};

type Found = { href: string; from: string; text: string };

/** Layout labels in the account's language: office@ speaks German (the tenant allows it). */
const openMenuLabel = (account: Account) => (account === 'office' ? 'Menü öffnen' : 'Open menu');
const mainMenuLabel = (account: Account) => (account === 'office' ? 'Hauptmenü' : 'Main menu');

/** The in-app links of the screen on show: same origin, no download, no new window, no api file. */
async function linksOn(page: Page): Promise<Omit<Found, 'from'>[]> {
  return page.locator('a[href]').evaluateAll((anchors) =>
    anchors.flatMap((element) => {
      const anchor = element as HTMLAnchorElement;
      const url = new URL(anchor.href, window.location.href);
      const inApp =
        url.origin === window.location.origin &&
        !anchor.hasAttribute('download') &&
        (anchor.target === '' || anchor.target === '_self') &&
        !url.pathname.startsWith('/api/');
      return inApp
        ? [{ href: `${url.pathname}${url.search}`, text: (anchor.textContent ?? '').trim() }]
        : [];
    }),
  );
}

/**
 * Waits until the visit has reached the link's route and the screen has loaded what it shows.
 * The screens' in-app links lead to no redirect (downloads are not followed), so a visit that is
 * still elsewhere once the screen has settled is a refused one: the check after it reports that,
 * and the walk waits no longer for it than the poll's timeout.
 */
async function settle(page: Page, href: string): Promise<void> {
  const busy = page.locator('[aria-busy="true"]');
  await expect(busy).toHaveCount(0);
  await expect
    .poll(() => landedAt(href, page), { timeout: 10_000 })
    .toBe(true)
    .catch(() => {});
  await expect(busy).toHaveCount(0);
}

/**
 * True when the visit ended at the link's path with the link's query parameters, or further down
 * the same route (a form opens at its first question: /forms/5/name → /forms/5/name/33).
 */
function landedAt(href: string, page: Page): boolean {
  const wanted = new URL(href, page.url());
  const landed = new URL(page.url());
  const samePath =
    landed.pathname === wanted.pathname ||
    (landed.pathname.startsWith(`${wanted.pathname}/`) &&
      routeOf(landed.pathname) === routeOf(wanted.pathname));
  return (
    samePath &&
    [...wanted.searchParams].every(([key, value]) => landed.searchParams.get(key) === value)
  );
}

for (const account of ROUTE_ACCESS_ACCOUNTS) {
  test(`${account}: every link a screen shows opens what it names`, async ({ page, signIn }) => {
    // 15–45 screens a session, 10–50 s alone on this machine; more while the other worker loads.
    test.setTimeout(4 * 60_000);
    await signIn(account);
    const home = new URL(page.url());
    const start = `${home.pathname}${home.search}`;
    const queue: Found[] = [{ href: start, from: '(home)', text: '' }];
    const seen = new Set([visitKey(home)]);
    const visited: string[] = [];
    while (queue.length > 0 && visited.length < MAX_VISITS) {
      const link = queue.shift() as Found;
      const name = routeOf(new URL(link.href, home).pathname);
      if (link.href !== start) await navigateInApp(page, link.href);
      await settle(page, link.href);
      visited.push(link.href);
      const where = `${account}: the link "${link.text}" to ${link.href} on ${link.from}`;
      expect.soft(landedAt(link.href, page), `${where} ended at ${page.url()}`).toBe(true);
      expect.soft(name, `${where} opens no route`).not.toBeNull();
      const main = page.getByRole('main');
      await expect.soft(main.locator('[data-query-state="notFound"]'), where).toHaveCount(0);
      await expect.soft(main.locator('[data-query-state="forbidden"]'), where).toHaveCount(0);
      await expect.soft(main.getByText(NO_ACCESS), where).toHaveCount(0);
      await expect.soft(main.getByText(UNBUILT), where).toHaveCount(0);
      await expect.soft(main.getByRole('alert'), where).toHaveCount(0);
      if (!landedAt(link.href, page)) continue;

      const found = await linksOn(page);
      if (link.href === start) {
        // The side drawer's entries are links the home shows once its menu is opened.
        const openMenu = page.getByRole('button', { name: openMenuLabel(account) });
        if ((await openMenu.count()) > 0) {
          await openMenu.click();
          const drawer = page.getByRole('navigation', { name: mainMenuLabel(account) });
          await expect(drawer).toBeVisible();
          found.push(...(await linksOn(page)));
          await page.keyboard.press('Escape');
          await expect(drawer).toBeHidden();
        }
      }
      const fullestFirst = [
        ...found.filter((next) => FULLEST_RECORD.test(next.text)),
        ...found.filter((next) => !FULLEST_RECORD.test(next.text)),
      ];
      for (const next of fullestFirst) {
        const url = new URL(next.href, home);
        const target = routeOf(url.pathname);
        if (target !== null && DOWNLOAD_ROUTES.has(target)) continue;
        const key = visitKey(url);
        if (seen.has(key)) continue;
        seen.add(key);
        queue.push({ ...next, from: link.href });
      }
    }
    expect(visited.length, `${account} walked past ${MAX_VISITS} screens`).toBeLessThan(MAX_VISITS);
    test.info().annotations.push({ type: 'visited', description: visited.join(' ') });
    const reached = new Set(visited.map((href) => routeOf(new URL(href, home).pathname)));
    expect(
      MUST_REACH[account].filter((name) => !reached.has(name)),
      `${account} reached by links: ${visited.join(' ')}`,
    ).toEqual([]);
  });
}
