import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, accounts, expect, signInThroughApi, test } from './fixtures';

// Live updates (issue 12 §3): a planner's change to crew@'s crew item reaches crew@'s jobs page
// without a reload, over the gateway's server-sent events; a dropped connection catches up.

/** The ids of crew@'s jobs still waiting for an answer, as their cards link to them. */
async function pendingJobIds(page: Page): Promise<string[]> {
  const links = page.getByRole('article').filter({ hasText: 'To confirm' }).getByRole('link');
  await expect(links.first()).toBeVisible();
  const hrefs = await links.evaluateAll((elements) =>
    elements.map((element) => element.getAttribute('href') ?? ''),
  );
  return hrefs
    .map((href) => /^\/jobs\/(\d+)$/.exec(href)?.[1])
    .filter((id): id is string => id !== undefined);
}

/**
 * planner@ in a browser context of their own (another person's phone), acting through /api/v1 from
 * a page of the tenant's origin.
 */
async function plannerIn(page: Page) {
  await signInThroughApi(page, 'planner');
  const token = await page.evaluate(
    async ({ login, password }) => {
      const response = await fetch('/api/v1/auth/token', {
        method: 'POST',
        headers: { 'content-type': 'application/json', type: 'MOBILE' },
        body: JSON.stringify({ login, password }),
      });
      return ((await response.json()) as { token: string }).token;
    },
    { login: accounts.planner, password: DEMO_PASSWORD },
  );
  return {
    async activate(crewItemId: string) {
      const status = await page.evaluate(
        async ({ token, crewItemId }) => {
          const response = await fetch('/api/v1/projectCrewItemStatus/activate', {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              type: 'MOBILE',
              authorization: `Bearer ${token}`,
            },
            body: JSON.stringify({ crewItemId }),
          });
          return response.status;
        },
        { token, crewItemId: Number(crewItemId) },
      );
      expect(status).toBe(200);
    },
  };
}

const cardOf = (page: Page, id: string) =>
  page
    .getByRole('article')
    .filter({ has: page.getByRole('link').and(page.locator(`[href="/jobs/${id}"]`)) });

test('a planner’s change to crew@’s job appears on the jobs page without a reload, also after a dropped connection', async ({
  page,
  context,
  browser,
  baseURL,
  signIn,
  navigate,
}) => {
  await signIn('crew');
  await navigate('jobs');
  await expect(page.getByRole('heading', { name: 'Jobs', exact: true })).toBeVisible();
  const [first, second] = await pendingJobIds(page);
  if (!first || !second) throw new Error('the demo gives crew@ at least two jobs to confirm');
  const plannerContext = await browser.newContext({
    baseURL,
    viewport: { width: 360, height: 780 },
  });
  const planner = await plannerIn(await plannerContext.newPage());
  // The stream is open once the page has subscribed: the change below must be after that.
  await page.waitForTimeout(1500);

  let loads = 0;
  page.on('load', () => (loads += 1));
  await planner.activate(first);
  await expect(cardOf(page, first).getByText('Confirmed')).toBeVisible();

  // Offline: no stream. The change made meanwhile shows once the network is back (resumed after
  // the last change received).
  await context.setOffline(true);
  await planner.activate(second);
  await page.waitForTimeout(1000);
  await expect(cardOf(page, second).getByText('To confirm')).toBeVisible();
  await context.setOffline(false);
  await expect(cardOf(page, second).getByText('Confirmed')).toBeVisible();
  expect(loads).toBe(0);
  await plannerContext.close();
});
