import type { Page } from '@playwright/test';
import {
  ROUTE_ACCESS_ACCOUNTS,
  routeAccess,
  type RouteAccessAccount,
  type RouteAccessApi,
  type RouteAccessCase,
} from '../fixtures/route-access';
import type { PathName } from '../../src/lib/paths';
import { accounts, DEMO_PASSWORD, expect, pathOf, test } from './fixtures';

// The role × route test: every built route (tests/fixtures/route-access.ts) opened by every demo
// account on the real stack, one test per account (one sign-in, then each route in turn).

/**
 * The general text and each area's own ('You have no access to jobs.'), in English and in German
 * (office@ speaks German: the tenant allows the user's language).
 */
const NO_ACCESS = /^(You have no access to |Du hast (darauf )?keinen Zugriff)/;
/** Where a refused visit ends: /login, or the project's or plus crew's own page. */
const REFUSED_LANDING = [
  pathOf('login'),
  pathOf('project', { number: accounts.project }),
  pathOf('plusCrew', { number: accounts.plusCrew }),
];
const UNBUILT = /not available yet|noch nicht verfügbar/;

/**
 * GET on the api as a demo account, from a page of the test's tenant (the browser resolves its
 * *.localhost host; Node does not), signing each account in once through POST /auth/token.
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

for (const account of ROUTE_ACCESS_ACCOUNTS) {
  test(`${account}: every built route answers as the rights and the guard say`, async ({
    page,
    context,
    signIn,
  }) => {
    test.slow();
    const apiPage = await context.newPage();
    await apiPage.goto(pathOf('version'));
    const api = apiThrough(apiPage);
    await signIn(account);
    for (const [name, routeCase] of Object.entries(routeAccess) as [PathName, RouteAccessCase][]) {
      const params = routeCase.params ? await routeCase.params(api) : {};
      const path = (pathOf as (n: PathName, p?: Record<string, string>) => string)(name, params);
      await page.goto(path);
      await expectOutcome(page, account, name, path, params, routeCase);
    }
  });
}
