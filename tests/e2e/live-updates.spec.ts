import type { Page } from '@playwright/test';
import { apiGet } from './crew-helpers';
import {
  DEMO_PASSWORD,
  accounts,
  expect,
  pathOf,
  pinToStackClock,
  signInForApi,
  test,
} from './fixtures';
import { stackNow } from './stack';

// Live updates: a planner's change to crew@'s crew item reaches crew@'s jobs page
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
 * a page of the tenant's origin (signed in, no screen loaded: decision 226).
 */
async function plannerIn(page: Page) {
  await signInForApi(page, 'planner');
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
  const act = async (action: 'activate' | 'notNeeded', crewItemId: string) => {
    const status = await page.evaluate(
      async ({ token, crewItemId, action }) => {
        const response = await fetch(`/api/v1/projectCrewItemStatus/${action}`, {
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
      { token, crewItemId: Number(crewItemId), action },
    );
    expect(status).toBe(200);
  };
  return {
    activate: (crewItemId: string) => act('activate', crewItemId),
    notNeeded: (crewItemId: string) => act('notNeeded', crewItemId),
  };
}

/** Resolves once the page's subscription stream answers (the gateway's server-sent events). */
function eventStreamOf(page: Page): Promise<unknown> {
  return page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/graphql' &&
      (response.headers()['content-type'] ?? '').includes('text/event-stream'),
  );
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
  const streamOpen = eventStreamOf(page);
  await navigate('jobs');
  await expect(page.getByRole('heading', { name: 'Jobs', exact: true })).toBeVisible();
  const [first, second] = await pendingJobIds(page);
  if (!first || !second) throw new Error('the demo gives crew@ at least two jobs to confirm');
  const plannerContext = await browser.newContext({
    baseURL,
    viewport: { width: 360, height: 780 },
  });
  await pinToStackClock(plannerContext);
  const planner = await plannerIn(await plannerContext.newPage());
  // The stream is open once the page has subscribed: the change below must be after that.
  await streamOpen;

  let loads = 0;
  page.on('load', () => (loads += 1));
  await planner.activate(first);
  await expect(cardOf(page, first).getByText('Confirmed')).toBeVisible();

  // Offline: no stream. The change made meanwhile shows once the network is back (resumed after
  // the last change received).
  await context.setOffline(true);
  await planner.activate(second);
  await expect(cardOf(page, second).getByText('To confirm')).toBeVisible();
  await context.setOffline(false);
  await expect(cardOf(page, second).getByText('Confirmed')).toBeVisible();
  expect(loads).toBe(0);
  await plannerContext.close();
});

test('a planner’s change appears on client@’s crew item list without a reload', async ({
  page,
  browser,
  baseURL,
  signIn,
}) => {
  await signIn('client');
  // A pending item of the client's company, with a person, starting well ahead: planner@ may set
  // it not needed.
  const now = await stackNow();
  const day = now.toISOString().slice(0, 10);
  const listed = await apiGet<{
    items: { id: number; status: string; startsAt: string; person: unknown }[];
  }>(page, 'client', `/projectCrewItems?dateFrom=${day}&limit=200`);
  const later = now.getTime() + 2 * 3_600_000;
  const item = listed.items.find(
    (candidate) =>
      candidate.status === 'pending' &&
      candidate.person !== null &&
      Date.parse(candidate.startsAt) > later,
  );
  if (!item) throw new Error('the demo gives client@ no pending crew item ahead');
  const itemDay = item.startsAt.slice(0, 10);

  const streamOpen = eventStreamOf(page);
  await page.goto(`${pathOf('planningCrewItemList')}?from=${itemDay}&to=${itemDay}`);
  const card = page
    .getByRole('article')
    .filter({ has: page.locator(`a[href*="item=${item.id}"]`) });
  await expect(card.getByText('Pending', { exact: true })).toBeVisible({ timeout: 45_000 });
  await streamOpen;

  let loads = 0;
  page.on('load', () => (loads += 1));
  const plannerContext = await browser.newContext({
    baseURL,
    viewport: { width: 360, height: 780 },
  });
  await pinToStackClock(plannerContext);
  const planner = await plannerIn(await plannerContext.newPage());
  await planner.notNeeded(String(item.id));
  await expect(card.getByText('Not needed', { exact: true })).toBeVisible();
  expect(loads).toBe(0);
  await plannerContext.close();
});
