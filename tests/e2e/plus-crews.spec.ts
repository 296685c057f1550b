import { axeViolations as violations } from './axe';
import { atPath, expect, pathOf, test } from './fixtures';
import { stackNow } from './stack';

// The plus-crew dashboard at 360 px, as the plus-crew login 7001: this month with its
// charts and forecast, the months before by link and by ?date=, a day entered, and the SPEC error
// texts (SPEC.md §8).

// The first screen of a page waits for the app and the dashboard chunk to boot: on a busy machine
// that took 15 s (a trace showed the query leaving 15.7 s after the page load).
const BOOT = { timeout: 60_000 };

/** The server's now when the test began: the dashboard's month is the one it falls in. */
let now = new Date(0);
test.beforeEach(async () => {
  now = await stackNow();
});

const iso = (date: Date) => date.toISOString().slice(0, 10);
const monthStart = (delta: number) => {
  return iso(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + delta, 1)));
};
const monthName = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

test('7001 sees this month with charts, figures and the forecast, and moves to earlier months', async ({
  page,
  signIn,
}) => {
  test.slow();
  await signIn('plusCrew');
  await page.goto(pathOf('plusCrew', { number: '7001' }));
  await expect(page.getByRole('heading', { name: 'Plus Crew North' })).toBeVisible(BOOT);
  await expect(
    page.getByRole('heading', { name: monthName(monthStart(0)), exact: true }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { name: `Figures for ${monthName(monthStart(0))}` }),
  ).toBeVisible();
  const turnoverChart = page.getByRole('figure', { name: 'Daily turnover against target' });
  await expect(turnoverChart).toBeVisible();
  await expect(
    turnoverChart.getByRole('list', { name: 'Legend' }).getByRole('listitem'),
  ).toHaveText(['Turnover', 'Turnover over the day’s target', 'Day’s target']);
  await expect(page.getByRole('figure', { name: 'Staff hours per day' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Bonus forecast' })).toBeVisible();
  // The forecast's pace is the figure "Average per day": one rule for both.
  const average = await page
    .getByRole('term')
    .filter({ hasText: /^Average per day$/ })
    .locator('xpath=following-sibling::*[1]')
    .textContent();
  await expect(
    page.getByText(
      new RegExp(
        `^So far .* days, ${(average ?? '').replace(/[.$]/g, '\\$&')} a day\\. At this pace the month reaches`,
      ),
    ),
  ).toBeVisible();
  await expect(page.getByText('Turnover per hour')).toBeVisible();
  // Everything in a landmark (axe's region rule), as users' audits check.
  expect(await violations(page, ['region'])).toEqual([]);

  // The previous month by its link: ?date= in the URL, a real <a href>.
  const previous = page.getByRole('link', { name: 'Previous month' });
  await expect(previous).toHaveAttribute('href', new RegExp(`\\?date=${monthStart(-1)}$`));
  await previous.click();
  await expect(page).toHaveURL(new RegExp(`\\?date=${monthStart(-1)}$`));
  await expect(
    page.getByRole('heading', { name: monthName(monthStart(-1)), exact: true }),
  ).toBeVisible();
  // Last month: one day over its target, shown in the chart's summary.
  await expect(page.getByRole('img', { name: /; 1 days over target\.$/ })).toBeVisible();

  // Two months back straight from the URL.
  const twoBack = monthStart(-2).slice(0, 8) + '15';
  await page.goto(`${pathOf('plusCrew', { number: '7001' })}?date=${twoBack}`);
  await expect(page.getByRole('heading', { name: monthName(twoBack), exact: true })).toBeVisible(
    BOOT,
  );
  await page.getByText('Show as a table').first().click();
  await expect(page.getByRole('table', { name: 'Daily turnover against target' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test("7001 enters a day's turnover and sees the chart, totals and forecast change", async ({
  page,
  signIn,
}) => {
  test.slow();
  await signIn('plusCrew');
  await page.goto(pathOf('plusCrew', { number: '7001' }));
  const forecast = page.getByTestId('bonus-forecast');
  await expect(forecast).toBeVisible(BOOT);
  const before = await forecast.textContent();
  const turnover = page
    .getByRole('term')
    .filter({ hasText: /^Turnover$/ })
    .locator('xpath=following-sibling::*[1]');
  const totalBefore = await turnover.textContent();
  // The data are entered on /data (the plus crew's own entry), not on the dashboard.
  await page.getByRole('link', { name: 'Enter and check the month’s data' }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname === pathOf('plusCrewData', { number: '7001' }),
  );
  const days = page.getByRole('table', { name: `Days of ${monthName(monthStart(0))}` });
  await expect(days).toBeVisible();
  expect(await violations(page, ['region'])).toEqual([]);

  // Negative hours are refused before anything is sent.
  await page.getByRole('textbox', { name: 'Staff hours', exact: true }).fill('-3');
  await page.getByRole('textbox', { name: 'Turnover (€)', exact: true }).fill('100');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Staff hours cannot be negative.');

  await page.getByRole('textbox', { name: 'Staff hours', exact: true }).fill('40');
  await page.getByRole('textbox', { name: 'Turnover (€)', exact: true }).fill('60000');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('The day is saved.')).toBeVisible(BOOT);
  const today = (await stackNow()).toISOString().slice(0, 10);
  // The day's name as the app writes it ('2 Wed'; the order is the locale data's).
  const weekday = new Date(`${today}T12:00:00Z`).toLocaleString('en', {
    weekday: 'short',
    timeZone: 'UTC',
  });
  const day = String(Number(today.slice(8, 10)));
  await expect(
    days.getByRole('row', {
      name: new RegExp(`^(${day},? ${weekday}|${weekday},? ${day}) €60,000\\.00 40 `),
    }),
  ).toBeVisible();
  expect(await violations(page, ['region'])).toEqual([]);

  // The month's target: one amount, spread over the month's days by the api; the figures follow.
  const target = page
    .getByRole('term')
    .filter({ hasText: /^Target$/ })
    .locator('xpath=following-sibling::*[1]');
  const amount = page.getByRole('textbox', { name: /^Turnover target for / });
  await expect(amount).not.toHaveValue('');
  await amount.fill('-1');
  await page.getByRole('button', { name: 'Save the target' }).click();
  await expect(page.getByRole('alert')).toHaveText('The turnover cannot be negative.');
  await amount.fill('2000000');
  await page.getByRole('button', { name: 'Save the target' }).click();
  await expect(page.getByText(/^The target for .+ is saved, spread over \d+ days\.$/)).toBeVisible(
    BOOT,
  );
  await expect(days.getByRole('row', { name: /^Total / })).toContainText('€2,000,000.00');
  await expect(amount).toHaveValue('2000000');

  // The dashboard follows: the turnover entered is in its figures, and the target is out of reach.
  await page.getByRole('link', { name: 'Back to the dashboard: charts and forecast' }).click();
  await expect(turnover).not.toHaveText(totalBefore ?? '', BOOT);
  await expect(target).toHaveText('€2,000,000.00');
  await expect(forecast).toHaveText('€0.00');
  expect(before).not.toBeNull();
});

test("/plus-crews//data says 'Plus crew number not found in URL'", async ({ page, signIn }) => {
  await signIn('plusCrew');
  await page.goto('/plus-crews//data');
  await expect(page.getByRole('alert')).toHaveText('Plus crew number not found in URL', BOOT);
  expect(await violations(page)).toEqual([]);
});

test('a planner lists the plus crews and opens one, and its settings', async ({
  page,
  signIn,
  navigate,
}) => {
  test.slow();
  await signIn('planner');
  await navigate('plusCrews');
  await page.getByRole('link', { name: 'Plus Crew South', exact: true }).click(BOOT);
  await expect(page.getByRole('heading', { name: 'Plus Crew South' })).toBeVisible(BOOT);
  // The planner reads (plusCrews READ ALL) but enters nothing.
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  // Its settings and members, by the dashboard's link; the list links each plus crew's too.
  await page.getByRole('link', { name: 'Settings and members' }).click();
  await expect(page).toHaveURL(atPath(pathOf('plusCrewSettings', { number: '7002' })));
  await navigate('plusCrews');
  await page.getByRole('link', { name: 'Settings and members of Plus Crew North' }).click(BOOT);
  await expect(page).toHaveURL(atPath(pathOf('plusCrewSettings', { number: '7001' })));
  await expect(page.getByRole('heading', { name: 'Plus Crew North' })).toBeVisible(BOOT);
  await expect(page.getByText(/^5 % of the turnover above the month's target/)).toBeVisible();
  await expect(page.getByText('Mila Bakker')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
