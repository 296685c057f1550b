import type { Page } from '@playwright/test';
import {
  ROUTE_ACCESS_ACCOUNTS,
  routeAccess,
  type RouteAccessAccount,
  type RouteAccessApi,
  type RouteAccessCase,
} from '../fixtures/route-access';
import type { PathName } from '../../src/lib/paths';
import { accounts, DEMO_PASSWORD, expect, openBlankPage, pathOf, test } from './fixtures';
import { navigateInApp, NO_ACCESS, UNBUILT } from './in-app-navigation';

// The role × route test: every built route (tests/fixtures/route-access.ts) opened by every demo
// account on the real stack, one test per account (one sign-in, then each route in turn), for what
// the api decides: the screen shows, says "no access" (403) or "not found" (404).
//
// What the guard decides (SPEC.md §5: the session kind may not open the route) is asserted for the
// whole table, route by route, by tests/fixtures/route-access.guard.test.ts, in milliseconds. Here
// a session that the guard refuses anywhere (project, plus crew) meets one refused route loaded
// from its URL and one reached in the app, the two ways a refusal happens in the browser.
//
// How a route is opened (decision 123): each route is loaded from its URL (a full page load: the
// app boots, restores the session and runs the guard) by one of the accounts that open it, in
// rotation, and reached by the others the way a link in the app reaches it (a history entry and
// the router's navigation, no reload). A full load costs about five times what an in-app
// navigation does; with both kinds every route still meets every account that opens it, and is
// loaded from its URL in every run.

/** Where a refused visit ends: /login, or the project's or plus crew's own page. */
const REFUSED_LANDING = [
  pathOf('login'),
  pathOf('project', { number: accounts.project }),
  pathOf('plusCrew', { number: accounts.plusCrew }),
];

/**
 * GET on the api as a demo account, from a page of the test's tenant (the browser resolves its
 * *.localhost host; Node does not), signing each account in once through POST /auth/token. The
 * page is a blank document of the tenant's origin (openBlankPage): it only sends requests, so the
 * app is not booted on it (decision 226).
 */
function apiThrough(page: Page): RouteAccessApi {
  const tokens = new Map<RouteAccessAccount, string>();
  return async (account, path) => {
    let token = tokens.get(account);
    if (!token) {
      token = await page.evaluate(
        async ({ login, password }) => {
          const answer = await fetch('/api/v1/auth/token', {
            method: 'POST',
            headers: { 'content-type': 'application/json', type: 'MOBILE' },
            body: JSON.stringify({ login, password }),
          });
          return ((await answer.json()) as { token: string }).token;
        },
        { login: accounts[account], password: DEMO_PASSWORD },
      );
      tokens.set(account, token);
    }
    return page.evaluate(
      async ({ path: target, bearer }) => {
        const answer = await fetch(target, {
          headers: { authorization: `Bearer ${bearer}`, type: 'MOBILE' },
        });
        return answer.json() as Promise<unknown>;
      },
      { path, bearer: token },
    );
  };
}

async function expectOutcome(
  page: Page,
  account: RouteAccessAccount,
  name: PathName,
  path: string,
  params: Record<string, string>,
  routeCase: RouteAccessCase,
) {
  const outcome = routeCase.outcomes[account];
  const main = page.getByRole('main');
  const where = `${account} at ${path} (${name}) should meet '${outcome}'`;
  if (outcome === 'refused') {
    await expect.soft(page, where).toHaveURL((url) => REFUSED_LANDING.includes(url.pathname));
    return;
  }
  const shownAt = outcome === 'shows' && routeCase.shownAt ? routeCase.shownAt(params) : path;
  await expect.soft(page, where).toHaveURL((url) => url.pathname === shownAt);
  // Whatever the screen loads has arrived: no skeletons left.
  await expect.soft(page.locator('[aria-busy="true"]'), where).toHaveCount(0);
  if (outcome === 'forbidden') {
    await expect.soft(main.getByText(NO_ACCESS).first(), where).toBeVisible();
    return;
  }
  if (outcome === 'notFound') {
    const text = routeCase.notFoundText ?? 'Not found.';
    await expect.soft(main.getByText(text).first(), where).toBeVisible();
    return;
  }
  const marker = routeCase.marker?.[account];
  if (marker)
    await expect
      .soft(main.getByRole(marker.role, marker.name ? { name: marker.name } : {}).first(), where)
      .toBeVisible();
  await expect.soft(main.getByText(NO_ACCESS), where).toHaveCount(0);
  await expect.soft(main.getByText(UNBUILT), where).toHaveCount(0);
  await expect.soft(main.getByRole('alert'), where).toHaveCount(0);
  if (routeCase.notFoundText)
    await expect.soft(main.getByText(routeCase.notFoundText), where).toHaveCount(0);
}

const cases = Object.entries(routeAccess) as [PathName, RouteAccessCase][];

/** The accounts a route lets through the guard, which the api's answer is then up to. */
const visitorsOf = (routeCase: RouteAccessCase) =>
  ROUTE_ACCESS_ACCOUNTS.filter((account) => routeCase.outcomes[account] !== 'refused');

for (const account of ROUTE_ACCESS_ACCOUNTS) {
  test(`${account}: every built route answers as the rights and the guard say`, async ({
    page,
    context,
    signIn,
  }) => {
    // One sign-in, then every route the account may open (about 65): 15–25 s alone, more while the
    // other worker loads.
    test.setTimeout(4 * 60_000);
    const apiPage = await context.newPage();
    await openBlankPage(apiPage);
    const api = apiThrough(apiPage);
    await signIn(account);
    const refused = cases.filter(([, routeCase]) => routeCase.outcomes[account] === 'refused');
    // The first refused route by its URL, the second in the app (see the top of this file).
    const refusedVisits = new Map(refused.slice(0, 2).map(([name], index) => [name, index === 0]));
    for (const [routeIndex, [name, routeCase]] of cases.entries()) {
      const visitors = visitorsOf(routeCase);
      const byUrl = visitors.includes(account)
        ? visitors[routeIndex % visitors.length] === account
        : refusedVisits.get(name);
      if (byUrl === undefined) continue;
      const params = routeCase.params ? await routeCase.params(api) : {};
      const path = (pathOf as (n: PathName, p?: Record<string, string>) => string)(name, params);
      if (byUrl) await page.goto(path);
      else await navigateInApp(page, path);
      await expectOutcome(page, account, name, path, params, routeCase);
    }
  });
}
