import { axeViolations as violations } from './axe';
import { expect, pathOf, test } from './fixtures';
import { stackNow } from './stack';

test('planner@ sees the week’s to-dos with the overdue one first, marks one done and undoes it', async ({
  page,
  signIn,
  navigate,
}) => {
  test.slow();
  await signIn('planner');
  await navigate('todoCalendar');
  const main = page.getByRole('main');
  const overdue = main.getByRole('region', { name: 'Overdue' });
  await expect(
    overdue.getByRole('article', { name: 'Call Harbour Concerts about the load-in plan' }),
  ).toBeVisible();
  expect(await violations(page)).toEqual([]);
  // The accountants' to-do from crew@'s payroll feedback, due tomorrow (the feedback's rule): on a
  // Sunday that is next week's. The week's list is on show (the overdue card), so a count is final.
  const feedback = main.getByRole('article', { name: 'Feedback to accounting' });
  if ((await feedback.count()) === 0) {
    await main.getByRole('link', { name: 'Next week' }).click();
    await expect(feedback.getByText(/For Accountants/)).toBeVisible();
    await page.goBack();
    await expect(overdue).toBeVisible();
  } else {
    await expect(feedback.getByText(/For Accountants/)).toBeVisible();
  }

  const card = main.getByRole('article', { name: 'Call Harbour Concerts about the load-in plan' });
  await card
    .getByRole('button', { name: 'Mark Call Harbour Concerts about the load-in plan done' })
    .click();
  await expect(card.getByText('Done', { exact: true })).toBeVisible();
  // Loaded again, done, it is no longer overdue: it shows on its own day, two days ago (the seed's
  // rule), which on a Monday or a Tuesday is last week's. Its week is opened from the URL.
  const dueDay = new Date((await stackNow()).getTime() - 2 * 86_400_000).toISOString().slice(0, 10);
  await page.goto(`${pathOf('todoCalendar')}?week=${dueDay}`);
  await expect(card.getByText('Done', { exact: true })).toBeVisible();
  await expect(card.getByText('Overdue', { exact: true })).toHaveCount(0);

  // Undo from the toast.
  await card
    .getByRole('button', { name: 'Mark Call Harbour Concerts about the load-in plan open again' })
    .click();
  await expect(card.getByText('Overdue', { exact: true })).toBeVisible();
  await page
    .getByText('Call Harbour Concerts about the load-in plan is open again. Tap to undo.')
    .click();
  await expect(card.getByText('Done', { exact: true })).toBeVisible();

  await main.getByRole('link', { name: 'Next week' }).click();
  await expect(page).toHaveURL(/\/todo-calendar\?week=\d{4}-\d{2}-\d{2}$/);
});
