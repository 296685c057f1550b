import { DateTime } from 'luxon';
import { axeViolations } from './axe';
import { atPath, expect, pathOf, test } from './fixtures';
import { stackNow } from './stack';

// At 360 px (the project's viewport): the projects calendar, a project's
// documents and its project manager's contact page, through the real stack. The calendar tests
// pin the browser and the person's profile to UTC, the zone of the demo seed's days and of the
// dates computed here, so "today" is one day for all three at any hour.

test.use({ timezoneId: 'UTC' });
const inUtc = { profileTimeZone: 'UTC' };

test('a client opens the projects calendar from the bottom bar, sees only their company, and taps a project open', async ({
  page,
  signIn,
}) => {
  await signIn('client', inUtc);
  const bottomBar = page.getByRole('navigation', { name: 'Quick menu' });
  await bottomBar.getByRole('link', { name: 'Projects calendar' }).click();
  await expect(page).toHaveURL(atPath(pathOf('projectsCalendar')));
  const month = DateTime.fromJSDate(await stackNow(), { zone: 'utc' })
    .setLocale('en-GB')
    .toLocaleString({ month: 'long', year: 'numeric' });
  await expect(page.getByRole('heading', { name: month })).toBeVisible();
  // Winter Festival (Eventful, from yesterday for five days) runs this month; Harbour Nights
  // (another company, next week) never shows, in the bars or the list.
  await expect(page.getByRole('link', { name: 'Winter Festival', exact: true })).toBeVisible();
  await expect(
    page.getByRole('link', { name: /^Winter Festival, Confirmed, / }).first(),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /Harbour Nights/ })).toHaveCount(0);
  for (const text of await page.getByRole('article').allInnerTexts())
    expect(text).toContain('Eventful Ltd');
  expect(await axeViolations(page)).toEqual([]);

  await page
    .getByRole('link', { name: /^Winter Festival, Confirmed, / })
    .first()
    .click();
  await expect(page).toHaveURL(atPath(pathOf('project', { number: '1001' })));
  await expect(page.getByRole('heading', { name: 'Winter Festival' })).toBeVisible();
});

test('a planner switches to the week view and moves by weeks with the previous and next links', async ({
  page,
  signIn,
  navigate,
}) => {
  await signIn('planner', inUtc);
  await navigate('projectsCalendar');
  await page
    .getByRole('navigation', { name: 'Calendar view' })
    .getByRole('link', { name: 'Week' })
    .click();
  const today = DateTime.fromJSDate(await stackNow(), { zone: 'utc' });
  await expect(page).toHaveURL(
    atPath(pathOf('projectsCalendar'), { view: 'week', date: today.toISODate() ?? '' }),
  );
  await expect(
    page.getByRole('heading', { name: new RegExp(`^Week ${today.weekNumber}: `) }),
  ).toBeVisible();
  await expect(
    page.getByRole('link', { name: /^Winter Festival, Confirmed, / }).first(),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Next week: Harbour Nights (in 7 days, another company's: the planner sees the tenant's).
  const nav = page.getByRole('navigation', { name: 'Choose the period' });
  // Styled as the personal calendar's month navigation (blue.700, no link underline), still links.
  for (const name of ['Previous week', 'Today', 'Next week']) {
    const link = nav.getByRole('link', { name });
    await expect(link).toHaveAttribute('href', /^\/projects-calendar\?view=week/);
    await expect(link).toHaveCSS('color', 'rgb(23, 61, 166)');
    await expect(link).toHaveCSS('text-decoration-line', 'none');
  }
  await nav.getByRole('link', { name: 'Next week' }).click();
  const next = today.startOf('week').plus({ weeks: 1 });
  await expect(page).toHaveURL(
    atPath(pathOf('projectsCalendar'), { view: 'week', date: next.toISODate() ?? '' }),
  );
  await expect(
    page.getByRole('link', { name: 'Harbour Nights Concert', exact: true }),
  ).toBeVisible();
  await nav.getByRole('link', { name: 'Previous week' }).click();
  await nav.getByRole('link', { name: 'Previous week' }).click();
  await expect(page).toHaveURL(
    atPath(pathOf('projectsCalendar'), {
      view: 'week',
      date: today.startOf('week').minus({ weeks: 1 }).toISODate() ?? '',
    }),
  );
  // A week long ago holds no project: the projects 'not found' text.
  await page.goto(`${pathOf('projectsCalendar')}?view=week&date=2019-07-03`);
  await expect(page.getByRole('heading', { name: 'No projects found' })).toBeVisible();
  // The month of an old multi-day project: Open Air Cinema spans the end of May into June 2025.
  await page.goto(`${pathOf('projectsCalendar')}?date=2025-06-10`);
  await expect(page.getByRole('heading', { name: 'June 2025' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Open Air Cinema, Completed, / })).toHaveCount(2);
});

test("a client reads and downloads their project's documents; another company's project is not found", async ({
  page,
  signIn,
  navigate,
}) => {
  await signIn('client');
  await navigate('projectDocuments', { number: '1001' });
  await expect(page.getByRole('article', { name: 'Winter Festival site plan' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Eventful framework agreement' })).toContainText(
    'Company document',
  );
  await expect(page.getByRole('article', { name: /Harbour/ })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Winter Festival site plan' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Winter Festival site plan.pdf');
  await expect(page.getByText('Downloaded.')).toBeVisible();

  await navigate('projectDocuments', { number: '1002' });
  await expect(page.getByRole('heading', { name: 'Project not found' })).toBeVisible();
});

test("the project manager's contact page: a planner's and a project session's own project", async ({
  page,
  signIn,
  navigate,
}) => {
  await signIn('planner');
  await navigate('projectContactProjectManager', { number: '1001' });
  const card = page.getByRole('article', { name: 'Priya Shah' });
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: 'Call Priya Shah' })).toHaveAttribute(
    'href',
    /^tel:/,
  );
  await expect(card.getByRole('link', { name: 'E-mail Priya Shah' })).toHaveAttribute(
    'href',
    /^mailto:/,
  );
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Back to the project' }).click();
  await expect(page).toHaveURL(atPath(pathOf('project', { number: '1001' })));
});

test("a project session opens its own project's contact page", async ({
  page,
  signIn,
  navigate,
}) => {
  await signIn('project');
  await navigate('projectContactProjectManager', { number: '1001' });
  await expect(page.getByRole('heading', { name: 'Priya Shah' })).toBeVisible();
});
