import { DateTime } from 'luxon';
import { axeViolations } from './axe';
import { atPath, expect, pathOf, test } from './fixtures';
import { stackNow } from './stack';

// At 360 px through the real stack: planner@'s planning calendar shows every planner
// label (the demo seeds each this month), switches month / week / day by links, and a crew item
// opens the crew item list on it (/planning-crew-item-list?item=…). Browser and profile in UTC,
// the zone of the demo's days. The month grid's answer is its days counted per label, not the
// entries (api/routes/planning-calendar/README.md, The month as day counts).

test.use({ timezoneId: 'UTC' });
// The month grid is 42 day links: axe and the first load take their time on a shared machine.
test.slow();
const inUtc = { profileTimeZone: 'UTC' };
const LABELS = ['Request pending', 'Blocked date', 'Requested job', 'Vacation', 'Crew'];

test('planner@ sees every planner label this month, switches views by links and taps a crew item open', async ({
  page,
  signIn,
  navigate,
}) => {
  await signIn('planner', inUtc);
  const monthAnswer = page.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') &&
      (response.request().postData() ?? '').includes('"month":true'),
  );
  await navigate('planningCalendar');
  const { data } = (await (await monthAnswer).json()) as {
    data: { planningCalendarDays?: Array<{ date: string }>; planningCalendar?: unknown };
  };
  // Six Monday-to-Sunday weeks (or five), one row a day, and no entries.
  expect([35, 42]).toContain(data.planningCalendarDays?.length);
  expect(data.planningCalendar).toBeUndefined();
  const month = DateTime.fromJSDate(await stackNow(), { zone: 'utc' })
    .setLocale('en-GB')
    .toLocaleString({ month: 'long', year: 'numeric' });
  await expect(page.getByRole('heading', { name: month })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Planner labels' }).getByRole('listitem')).toHaveText(
    LABELS,
  );
  // Each label is on some day of the month grid (a day link names the labels it holds).
  for (const label of LABELS)
    await expect(
      page.getByRole('link', { name: new RegExp(`${label}: \\d+`) }).first(),
    ).toBeVisible();
  // A day link's name holds its visible day number and count (WCAG 2.5.3, label in name).
  expect(await axeViolations(page, ['label-content-name-mismatch'])).toEqual([]);

  const views = page.getByRole('navigation', { name: 'Calendar view' });
  await views.getByRole('link', { name: 'Week' }).click();
  const today = DateTime.fromJSDate(await stackNow(), { zone: 'utc' });
  await expect(page).toHaveURL(
    atPath(pathOf('planningCalendar'), { view: 'week', date: today.toISODate() ?? '' }),
  );
  await expect(
    page.getByRole('heading', { name: new RegExp(`^Week ${today.weekNumber}: `) }),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Back to the month, then a day that holds a crew booking, by its link.
  await views.getByRole('link', { name: 'Month' }).click();
  await expect(page).toHaveURL(
    atPath(pathOf('planningCalendar'), { date: today.toISODate() ?? '' }),
  );
  const busyDay = page.getByRole('link', { name: /Crew: \d+/ }).first();
  const href = await busyDay.getAttribute('href');
  expect(href).toMatch(/^\/planning-calendar\?view=day&date=\d{4}-\d{2}-\d{2}$/);
  await busyDay.click();
  await expect(page).toHaveURL(href ?? '');
  const booking = page.getByRole('article').filter({ hasText: 'Crew' }).first();
  // The card's title opens the crew item; its other link is the person's crew profile.
  await expect(booking.getByRole('link', { name: /^Crew profile of / })).toHaveAttribute(
    'href',
    /^\/crew-profile\/\d+$/,
  );
  await expect(booking).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await expect(
    page
      .getByRole('navigation', { name: 'Choose the period' })
      .getByRole('link', { name: 'Next day' }),
  ).toHaveAttribute('href', /view=day/);
  const link = booking.getByRole('heading').getByRole('link');
  const target = await link.getAttribute('href');
  expect(target).toMatch(/^\/planning-crew-item-list\?item=\d+$/);
  await link.click();
  await expect(page).toHaveURL(target ?? '');
});

test('client@ sees their company’s calendar with the legend and no spare positions', async ({
  page,
  signIn,
  navigate,
}) => {
  await signIn('client', inUtc);
  await navigate('planningCalendar');
  await expect(page.getByRole('list', { name: 'Planner labels' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Crew: \d+/ }).first()).toBeVisible();
  await expect(page.getByText('Spare')).toHaveCount(0);
});
