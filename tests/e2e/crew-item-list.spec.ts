import type { Page } from '@playwright/test';
import { allowedCrewItemActions } from '../../machines/crewItemActions';
import type { CrewItemStatus } from '../../machines/crewItemStatus.machine';
import { axeViolations } from './axe';
import { apiGet, runningAndLaterQuery } from './crew-helpers';
import { accounts, DEMO_PASSWORD, expect, pathOf, test } from './fixtures';
import { stackNow } from './stack';

// planner@ at 360 px activates, sets not needed, reactivates
// and marks a no-show on crew items, and sees each audit entry; an action the machine refuses is not
// offered, and the api refuses it when sent directly (409).

// Generous: two Chromiums, a server and other engineers' runs share two cores.
test.describe.configure({ timeout: 180_000 });

interface ListedItem {
  id: number;
  status: CrewItemStatus;
  startsAt: string;
  person: { caption: string } | null;
  function: { caption: string };
  project: { caption: string };
}

/** The demo's crew items running now and later (the planner's default list), from the api. */
async function upcomingItems(page: Page, now: Date): Promise<ListedItem[]> {
  const body = await apiGet<{ items: ListedItem[] }>(
    page,
    'planner',
    `/projectCrewItems?${runningAndLaterQuery(now)}&limit=200`,
  );
  return body.items;
}

/** POST on the api as planner@, answering the status code. */
async function apiPost(page: Page, path: string, body: unknown): Promise<number> {
  return page.evaluate(
    async ({ login, password, target, payload }) => {
      const signIn = await fetch('/api/v1/auth/token', {
        method: 'POST',
        headers: { 'content-type': 'application/json', type: 'MOBILE' },
        body: JSON.stringify({ login, password }),
      });
      const { token } = (await signIn.json()) as { token: string };
      const answer = await fetch(target, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          type: 'MOBILE',
          'content-type': 'application/json',
        },
        body: JSON.stringify(payload),
      });
      return answer.status;
    },
    { login: accounts.planner, password: DEMO_PASSWORD, target: `/api/v1${path}`, payload: body },
  );
}

const sheetUrl = (id: number) => `${pathOf('planningCrewItemList')}?item=${id}`;

test('planner@ activates, sets not needed, reactivates and marks a no-show, and sees each audit entry', async ({
  page,
  signIn,
}) => {
  await signIn('planner');
  const now = await stackNow();
  const items = await upcomingItems(page, now);
  const later = now.getTime() + 2 * 3_600_000;
  const future = items.filter(
    (item) => item.status === 'pending' && item.person && Date.parse(item.startsAt) > later,
  );
  const [first, second] = future;
  // Pending with a person on a running shift (crew@ and others there are checked in by the crew
  // chief: the api refuses their no-show, api/routes/crew-items/README.md, One meaning of no-show, which the chart cannot know).
  const begun = items.find(
    (item) => item.status === 'pending' && item.person && Date.parse(item.startsAt) < now.getTime(),
  );
  if (!first || !second || !begun)
    throw new Error('the demo has no pending items ahead or no running crew');

  // The list: cards with who, function, project and status; the actions the machine allows.
  await page.goto(pathOf('planningCrewItemList'));
  await expect(page.getByRole('heading', { name: 'Crew item list' })).toBeVisible();
  // A busy machine (2 cores, several engineers) takes a while for the first list.
  await expect(page.getByRole('article').first()).toBeVisible({ timeout: 45_000 });
  const card = page
    .getByRole('article')
    .filter({ has: page.locator(`a[href*="item=${second.id}"]`) });
  await expect(card.getByText('Pending', { exact: true })).toBeVisible();
  await expect(card.getByText(second.project.caption)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Not needed from the card, then Undo from its toast: back to pending.
  await card.getByRole('button', { name: /^Not needed:/ }).click();
  await expect(card.getByText('Not needed', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: /Tap to undo/ }).click();
  // The undo's own toast says the api answered (the card shows the machine's status at once).
  await expect(page.getByText(/: Pending\. Tap to undo\.$/)).toBeVisible();
  await expect(card.getByText('Pending', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: /^Activate:/ })).toBeVisible();

  // The sheet by its URL (the planning calendar's link): activate, not needed, reactivate.
  await page.goto(sheetUrl(first.id));
  const sheet = page.getByRole('dialog', { name: 'Crew item' });
  await expect(sheet.getByRole('heading', { name: first.person?.caption })).toBeVisible({
    timeout: 45_000,
  });
  // Shift not begun: no no-show offered.
  await expect(sheet.getByRole('button', { name: 'No show' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  const history = sheet.getByRole('region', { name: 'History' });
  const steps: Array<[action: string, from: string, to: string, reason?: string]> = [
    ['Activate', 'Pending', 'Confirmed'],
    ['Not needed', 'Confirmed', 'Cancelled', 'The client cancelled the extra rig'],
    ['Reactivate', 'Cancelled', 'Pending'],
  ];
  for (const [action, from, to, reason] of steps) {
    if (reason) await sheet.getByLabel('Reason (optional)').fill(reason);
    await sheet.getByRole('button', { name: action, exact: true }).click();
    await expect(history.getByText(`${from} → ${to}`).first()).toBeVisible();
    if (reason) await expect(history.getByText(`Why: ${reason}`)).toBeVisible();
    await expect(history.getByText(/^Priya Shah, /).first()).toBeVisible();
  }

  // A no-show on a shift that has begun, with its reason.
  await page.goto(sheetUrl(begun.id));
  await expect(sheet.getByRole('heading', { name: begun.person?.caption })).toBeVisible({
    timeout: 45_000,
  });
  await sheet.getByLabel('Reason (optional)').fill('Did not arrive, phone off');
  await sheet.getByRole('button', { name: 'No show', exact: true }).click();
  await expect(sheet.getByText('Pending → No show')).toBeVisible();
  await expect(sheet.getByText('Why: Did not arrive, phone off')).toBeVisible();
  // A no-show takes no planner action any more (only the crew chief's late check-in).
  expect(
    allowedCrewItemActions(
      'noShow',
      { hasPerson: true, startsAt: begun.startsAt },
      (await stackNow()).toISOString(),
    ),
  ).toEqual([]);
  for (const action of ['Activate', 'Not needed', 'Reactivate', 'No show'])
    await expect(sheet.getByRole('button', { name: action, exact: true })).toHaveCount(0);

  // The api refuses what the machine refuses: the same no-show again, a reactivate of a confirmed item.
  expect(await apiPost(page, '/projectCrewItemStatus/noShow', { crewItemId: begun.id })).toBe(409);
  expect(await apiPost(page, '/projectCrewItemStatus/reactivate', { crewItemId: first.id })).toBe(
    409,
  );

  // After a reload, the default list (running now and later) shows what was stored, whatever day
  // the running shift began.
  await page.goto(`${pathOf('planningCrewItemList')}?status=noShow`);
  await expect(
    page.getByRole('article').filter({ has: page.locator(`a[href*="item=${begun.id}"]`) }),
  ).toBeVisible({ timeout: 45_000 });
});

test('several items set to not needed at once, each decided by the machine', async ({
  page,
  signIn,
}) => {
  await signIn('planner');
  const now = await stackNow();
  const items = await upcomingItems(page, now);
  const later = now.getTime() + 2 * 3_600_000;
  const pending = items
    .filter((item) => item.status === 'pending' && Date.parse(item.startsAt) > later)
    .slice(0, 2);
  expect(pending).toHaveLength(2);
  await page.goto(`${pathOf('planningCrewItemList')}?status=pending`);
  await expect(page.getByRole('article').first()).toBeVisible({ timeout: 45_000 });
  for (const item of pending) {
    const card = page
      .getByRole('article')
      .filter({ has: page.locator(`a[href*="item=${item.id}"]`) });
    await card.getByRole('checkbox').check();
  }
  const bulk = page.getByRole('region', { name: 'Selected crew items' });
  await expect(bulk.getByText('2 selected')).toBeVisible();
  await bulk.getByRole('button', { name: 'Not needed (2)' }).click();
  await expect(page.getByText('2 crew items changed.')).toBeVisible();
  const stored = await upcomingItems(page, now);
  for (const item of pending)
    expect(stored.find((candidate) => candidate.id === item.id)?.status).toBe('notNeeded');
});

test('client@ sees only their company’s crew items', async ({ page, signIn }) => {
  await signIn('client');
  await page.goto(pathOf('planningCrewItemList'));
  await expect(page.getByRole('article').first()).toBeVisible({ timeout: 45_000 });
  const texts = await page.getByRole('article').allInnerTexts();
  for (const text of texts) expect(text).not.toMatch(/Harbour Nights Concert|Christmas Concert/);
});
