import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { stackNow } from './stack';

/** The server's now when the test began: the demo seed's dates are relative to it. */
let now = new Date(0);
test.beforeEach(async () => {
  now = await stackNow();
});

/** A day relative to today, as YYYY-MM-DD. */
const isoDay = (offset: number) =>
  new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
const longDay = (offset: number) =>
  new Date(now.getTime() + offset * 86_400_000).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

const LEGEND = [
  'Confirmed position',
  'Request pending',
  'Double booking',
  'Spare position',
  'Vacation day (paid)',
  'Vacation day (unpaid)',
  'Sick day',
  'Absence / no show / outage / late refusal',
  'Bank holiday',
  'Changed',
  'Cancellation',
];

test.use({ timezoneId: 'UTC' });

test('the crew member’s month: today, its states, the legend, a job link; axe clean', async ({
  page,
  signIn,
  navigate,
}) => {
  test.slow(); // two months loaded and an axe run
  await signIn('crew', { profileTimeZone: 'UTC' });
  await navigate('personalCalendar');
  const legend = page.getByRole('region', { name: 'Legend' });
  await expect(legend).toBeVisible();
  for (const label of LEGEND) await expect(legend.getByText(label, { exact: true })).toBeVisible();

  // Today holds crew@'s confirmed main stage build, changed after they confirmed it.
  const today = page.getByRole('button', {
    name: new RegExp(`^${longDay(0)}, Today, Confirmed position`),
  });
  await expect(today).toBeVisible();
  await expect(today).toHaveAccessibleName(/Changed/);
  const entries = page.getByRole('region', { name: longDay(0) });
  const job = entries.getByRole('link', { name: 'Stagehand' });
  await expect(job).toHaveAttribute('href', /^\/jobs\/\d+$/);

  // Next month: its own days and states (the seed puts a bank holiday in it), then back.
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const nextName = next.toLocaleDateString('en-US', { month: 'long', timeZone: 'UTC' });
  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(
    page
      .getByRole('button', { name: new RegExp(`${nextName} \\d+, \\d{4},.*Bank holiday`) })
      .first(),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Previous month' }).click();
  await expect(today).toBeVisible();

  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);

  await job.click();
  await expect(page).toHaveURL((url) => /^\/jobs\/\d+$/.test(url.pathname));
});

test('blocks a confirmed date after the prompt, then deletes it after the other prompt', async ({
  page,
  signIn,
  navigate,
}) => {
  test.slow(); // two writes, two prompts and a reload
  await signIn('crew', { profileTimeZone: 'UTC' });
  await navigate('personalCalendar');
  await page.getByRole('button', { name: 'Block a date' }).click();
  const form = page.getByRole('form', { name: 'Block a date' });
  await form.getByRole('textbox', { name: 'Reason' }).fill('Exam');
  await form.getByRole('button', { name: 'Block' }).click();

  const confirmed = page.getByRole('alertdialog', {
    name: 'Are you sure? This date is already confirmed',
  });
  await expect(confirmed).toBeVisible();
  await confirmed.getByRole('button', { name: 'Yes, continue' }).click();
  await expect(page.getByText('The date is blocked.')).toBeVisible();
  const entries = page.getByRole('region', { name: longDay(0) });
  await expect(entries.getByRole('heading', { name: 'Blocked: Exam' })).toBeVisible();
  await expect(
    page.getByRole('button', { name: new RegExp(`^${longDay(0)}, Today,.*Blocked date`) }),
  ).toBeVisible();

  await entries.getByRole('button', { name: 'Delete blocked date' }).click();
  const remove = page.getByRole('alertdialog', {
    name: 'Are you sure you want to delete this blocked date?',
  });
  await expect(remove).toBeVisible();
  await remove.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('The blocked date was deleted.')).toBeVisible();
  await expect(entries.getByRole('heading', { name: 'Blocked: Exam' })).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('region', { name: 'Legend' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Blocked: Exam' })).toHaveCount(0);
});

test('requests vacation and sees it pending', async ({ page, signIn, navigate }) => {
  test.slow(); // a write and a reload
  await signIn('crew', { profileTimeZone: 'UTC' });
  await navigate('personalCalendar');
  await page.getByRole('button', { name: 'Request vacation' }).click();
  const form = page.getByRole('form', { name: 'Request vacation' });
  await form.getByLabel('From').fill(isoDay(2));
  await form.getByLabel('To').fill(isoDay(2));
  await form.getByRole('radio', { name: 'Unpaid' }).check();
  await form.getByRole('textbox', { name: /Note/ }).fill('Open day at school');
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Your vacation request was sent.')).toBeVisible();

  const entries = page.getByRole('region', { name: longDay(2) });
  await expect(entries.getByRole('heading', { name: 'Vacation (unpaid)' })).toBeVisible();
  await expect(entries.getByText('Requested', { exact: true })).toBeVisible();
  await expect(entries.getByText('Open day at school')).toBeVisible();
  await expect(
    page.getByRole('button', {
      name: new RegExp(`^${longDay(2)},.*Request pending, Vacation day \\(unpaid\\)`),
    }),
  ).toBeVisible();

  // Still pending after a reload: it is stored, not only shown.
  await page.reload();
  await page.getByRole('button', { name: new RegExp(`^${longDay(2)}`) }).click();
  await expect(
    page.getByRole('region', { name: longDay(2) }).getByText('Requested', { exact: true }),
  ).toBeVisible();
});
