import { axeViolations } from './axe';
import type { Locator } from '@playwright/test';
import { atPath, expect, pathOf, test } from './fixtures';

// The project page at 360 px (the project's viewport), through the real stack.

test('a planner opens a project from the list, switches the four views, and a reload keeps the view', async ({
  page,
  signIn,
}) => {
  test.slow(); // four views, four axe runs and a reload
  await signIn('planner', { at: pathOf('projects') });
  await page.getByRole('searchbox', { name: 'Search projects' }).fill('Ice Skating');
  await page.getByRole('link', { name: 'Ice Skating Arena' }).click();
  await expect(page).toHaveURL(atPath(pathOf('project', { number: '2601' })));
  await expect(page.getByRole('heading', { name: 'Ice Skating Arena' })).toBeVisible();
  const views = page.getByRole('navigation', { name: 'Project views' });
  await expect(views.getByRole('link', { name: 'Profile' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByText('Eventful Ltd 2026')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ahoy Arena' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await views.getByRole('link', { name: 'Shifts' }).click();
  await expect(page).toHaveURL(atPath(pathOf('project', { number: '2601' }), { view: 'shifts' }));
  await expect(page.getByRole('link', { name: 'Build' })).toBeVisible();
  await expect(page.getByText('Crew chief: Jonas Weber')).toBeVisible();
  await expect(views.getByRole('link', { name: 'Shifts' })).toHaveAttribute('aria-current', 'page');
  expect(await axeViolations(page)).toEqual([]);

  await views.getByRole('link', { name: 'Crew' }).click();
  await expect(page).toHaveURL(atPath(pathOf('project', { number: '2601' }), { view: 'crew' }));
  await expect(page.getByRole('heading', { name: /^Stagehand \(\d+\)$/ })).toBeVisible();
  await expect(page.getByText('Lotte de Graaf').first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await views.getByRole('link', { name: 'Cost' }).click();
  await expect(page).toHaveURL(atPath(pathOf('project', { number: '2601' }), { view: 'cost' }));
  await expect(page.getByText('Priced with the rate card Eventful Ltd 2026')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Total' }).getByText(/h · €/).first(),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.reload();
  await expect(page).toHaveURL(atPath(pathOf('project', { number: '2601' }), { view: 'cost' }));
  await expect(views.getByRole('link', { name: 'Cost' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('Priced with the rate card Eventful Ltd 2026')).toBeVisible();
});

test("a client reads their company's project without the cost, and another company's is not found", async ({
  page,
  signIn,
  navigate,
}) => {
  test.slow(); // three pages and an axe run
  await signIn('client', { at: pathOf('project', { number: '1001' }) });
  await expect(page.getByRole('heading', { name: 'Winter Festival' })).toBeVisible();
  const views = page.getByRole('navigation', { name: 'Project views' });
  await expect(views.getByRole('link')).toHaveText(['Profile', 'Shifts', 'Crew']);
  await views.getByRole('link', { name: 'Shifts' }).click();
  await expect(page.getByRole('link', { name: 'Main stage build' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  // A shared cost link shows the profile: the client has no rateCards READ.
  await page.goto(`${pathOf('project', { number: '1001' })}?view=cost`);
  await expect(page.getByText('EVT-WF')).toBeVisible();

  await navigate('project', { number: '1002' });
  await expect(page.getByRole('heading', { name: 'Project not found' })).toBeVisible();
  await expect(page.getByText('Harbour Nights Concert')).toHaveCount(0);
});

test('the bottom bar covers no row: scrolled to the bottom, each view’s last row ends above the bar at 360 px', async ({
  page,
  signIn,
  navigate,
}) => {
  await signIn('client');
  const bar = page.getByRole('navigation', { name: 'Quick menu' });
  const room = async (row: Locator) => {
    const [box, top] = await Promise.all([row.boundingBox(), bar.boundingBox()]);
    return box && top ? top.y - (box.y + box.height) : Number.NaN;
  };
  for (const [view, lastRowText] of [
    ['shifts', 'Load-out'],
    ['crew', 'Load-out'],
  ] as const) {
    await page.goto(`${pathOf('project', { number: '1001' })}?view=${view}`);
    const rows = page.getByRole('main').getByRole('listitem');
    // The view's last day is on screen (the list is whole), then the page goes to its bottom.
    await expect(page.getByRole('main').getByText(lastRowText).last()).toBeAttached();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect
      .poll(() => room(rows.last()), {
        message: `the last row of the ${view} view ends above the bar`,
      })
      .toBeGreaterThanOrEqual(0);
  }
  // A link at the bottom, reached with the keyboard, is scrolled into view above the bar.
  await navigate('project', { number: '1001' });
  const lastLink = page.getByRole('main').getByRole('link', { name: 'Add to Google Calendar' });
  await expect(lastLink).toBeAttached();
  // Put it under the bar (in the viewport, hidden by the bar), as scrolling by hand may leave it.
  await lastLink.evaluate((link) =>
    window.scrollBy(0, link.getBoundingClientRect().bottom - window.innerHeight + 10),
  );
  expect(await room(lastLink)).toBeLessThan(0);
  await lastLink.focus();
  await expect.poll(() => room(lastLink)).toBeGreaterThanOrEqual(0);
});
