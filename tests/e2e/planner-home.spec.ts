import type { Page } from '@playwright/test';
import { axeViolations } from './axe';
import { atPath, expect, pathOf, test } from './fixtures';

// The planner's home through the real stack: planner@ sees today's crews of her projects, what
// waits for her decision and the open positions, filled from the demo seed (relative to the moment
// the test tenant is made), and each section's links open where the thing is handled. The facts
// asserted hold at any hour: the demo's main stage build always runs (it starts two hours before
// the seed's hour), Noah's application to tomorrow's light rig is always to come, and the
// overdue to-do is always due.

test.describe.configure({ timeout: 120_000 });

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function openHome(page: Page) {
  await expect(page).toHaveURL(atPath(pathOf('home')));
  await expect(
    region(page, 'Today’s crews').getByRole('link', { name: 'Main stage build' }),
  ).toBeVisible();
}

test('planner@ sees what needs her today and follows each section to where it is handled, at 360 px', async ({
  page,
  signIn,
}) => {
  await signIn('planner');
  await openHome(page);
  // No bar of a lone Home tab floats over it (decision 252).
  await expect(page.getByRole('navigation', { name: 'Quick menu' })).toHaveCount(0);

  const crews = region(page, 'Today’s crews');
  const mainStage = crews
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: 'Main stage build' }) });
  await expect(mainStage.getByText('Checked in: 6 of 8')).toBeVisible();
  await expect(
    mainStage.getByRole('list', { name: 'Attendance of Main stage build' }).getByRole('listitem'),
  ).toHaveText(['Late: 1', 'Not here yet: 2']);

  const waiting = region(page, 'Waiting for you');
  await expect(
    waiting.getByRole('link', { name: 'Noah Visser applied as Stagehand' }).first(),
  ).toBeVisible();
  await expect(waiting.getByText('Overdue').first()).toBeVisible();

  const positions = region(page, 'Open positions');
  await expect(positions.getByText(/^Open rows: \d+ · Applicants: \d+$/)).toBeVisible();
  const lightRig = positions
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: 'Stagehand · Light rig' }) });
  await expect(lightRig.getByRole('listitem')).toHaveText(['Applicants: 1', 'Booked: 0 of 1']);

  expect(await axeViolations(page, ['region'])).toEqual([]);

  // Today's crew → its crew page, where the planner corrects the attendance.
  await mainStage.getByRole('link', { name: 'Main stage build' }).click();
  await expect(page).toHaveURL((url) => /^\/crews\/\d+$/.test(url.pathname));
  await expect(page.getByRole('heading', { name: 'Main stage build', level: 2 })).toBeVisible();

  // An application → the crew item's sheet, where Activate books the applicant.
  await page.goBack();
  await openHome(page);
  await region(page, 'Waiting for you')
    .getByRole('link', { name: 'Noah Visser applied as Stagehand' })
    .first()
    .click();
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === pathOf('planningCrewItemList') &&
      /^\d+$/.test(url.searchParams.get('item') ?? ''),
  );
  const sheet = page.getByRole('dialog', { name: 'Crew item' });
  await expect(sheet.getByRole('heading', { name: 'Noah Visser' })).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Activate' })).toBeVisible();

  // A to-do due → the to-do calendar, where it is marked done.
  await page.goto(pathOf('home'));
  await openHome(page);
  const overdue = region(page, 'Waiting for you')
    .getByRole('article')
    .filter({ hasText: 'Overdue' })
    .first();
  const toDo = (await overdue.getByRole('link').textContent()) ?? '';
  await overdue.getByRole('link').click();
  await expect(page).toHaveURL(atPath(pathOf('todoCalendar')));
  await expect(page.getByRole('heading', { name: toDo })).toBeVisible();

  // An open position → the crew item list of that shift's day, project and function.
  await page.goto(pathOf('home'));
  await openHome(page);
  await region(page, 'Open positions').getByRole('link', { name: 'Stagehand · Light rig' }).click();
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === pathOf('planningCrewItemList') &&
      url.searchParams.get('status') === 'pending' &&
      /^\d+$/.test(url.searchParams.get('project') ?? '') &&
      /^\d+$/.test(url.searchParams.get('function') ?? '') &&
      url.searchParams.get('from') === url.searchParams.get('to'),
  );
  await expect(page.getByRole('article').filter({ hasText: 'Noah Visser' }).first()).toBeVisible();
});

test('at a desk (1280 px) the three sections stand side by side, axe clean', async ({
  page,
  signIn,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn('planner');
  await openHome(page);
  const boxes = await Promise.all(
    ['Today’s crews', 'Waiting for you', 'Open positions'].map((name) =>
      region(page, name).boundingBox(),
    ),
  );
  const [crews, waiting, positions] = boxes.map(
    (box) => box ?? { x: 0, y: 0, width: 0, height: 0 },
  );
  // One row of three columns, left to right, each at least a third of a 1024 px row.
  expect(Math.abs((crews?.y ?? 0) - (waiting?.y ?? 0))).toBeLessThan(2);
  expect(Math.abs((waiting?.y ?? 0) - (positions?.y ?? 0))).toBeLessThan(2);
  expect(crews!.x).toBeLessThan(waiting!.x);
  expect(waiting!.x).toBeLessThan(positions!.x);
  expect(crews!.width).toBeGreaterThan(300);
  expect(await axeViolations(page, ['region'])).toEqual([]);
});
