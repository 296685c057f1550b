import AxeBuilder from '@axe-core/playwright';
import ICAL from 'ical.js';
import { request as httpRequest } from 'node:http';
import { expect as baseExpect, test } from './fixtures';
import { STACK_ORIGIN } from './stack';

// The calendar feed through the real stack at 360 px: made on the profile's subscription screen,
// read without sign-in by a plain HTTP client as a calendar app would, parsed with ical.js, and
// revoked (404). api/routes/calendar/README.md, The calendar feed.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

/**
 * A calendar app's GET: no cookie, no token, no Type header. Node does not resolve the test
 * tenant's *.localhost name (Chromium does), so the request goes to the stack with that Host.
 */
function calendarAppGet(url: string): Promise<{ status: number; type: string; body: string }> {
  const feed = new URL(url);
  const stack = new URL(STACK_ORIGIN);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        hostname: stack.hostname,
        port: stack.port,
        path: feed.pathname,
        headers: { host: feed.host, 'user-agent': 'Calendar/1.0' },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            type: String(response.headers['content-type'] ?? ''),
            body,
          }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

test('a crew member subscribes to their calendar, a calendar app reads the feed, revoking ends it', async ({
  page,
  context,
  signIn,
  navigate,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn('crew');
  await navigate('profileCalendarSubscription');
  await expect(page.getByText('You have no calendar subscription yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Create calendar subscription' }).click();

  const section = page.getByRole('region', { name: 'Your new calendar address' });
  const https = await section.getByRole('textbox', { name: 'Web address (https)' }).inputValue();
  const webcal = await section
    .getByRole('textbox', { name: 'Calendar app address (webcal)' })
    .inputValue();
  expect(https).toMatch(
    new RegExp(`^${baseURL}/api/v1/public/calendarFeed/[A-Za-z0-9_-]{43}\\.ics$`),
  );
  expect(webcal).toBe(https.replace(/^http:/, 'webcal:'));
  await expect(section.getByRole('link', { name: 'Add to Google Calendar' })).toHaveAttribute(
    'href',
    `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}`,
  );
  await section.getByRole('button', { name: 'Copy the Web address (https)' }).click();
  await expect(page.getByText('Copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(https);

  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    axe.violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);

  const feed = await calendarAppGet(https);
  expect(feed.status).toBe(200);
  expect(feed.type).toMatch(/^text\/calendar/);
  const calendar = new ICAL.Component(ICAL.parse(feed.body));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const events = calendar
    .getAllSubcomponents('vevent')
    .map((component) => new ICAL.Event(component));
  // crew@'s jobs each in its venue's zone (decision 248): the London press day at ExCeL in London's,
  // the Dutch and German venues in Amsterdam's, at the instants the job page shows.
  const jobs = events.filter((event) => event.uid.startsWith('job-'));
  expect(jobs.length).toBeGreaterThan(3);
  for (const job of jobs) {
    const inLondon = job.location?.includes('London') ?? false;
    expect(job.startDate.zone?.tzid, job.summary).toBe(
      inLondon ? 'Europe/London' : 'Europe/Amsterdam',
    );
  }
  expect(jobs.some((job) => job.startDate.zone?.tzid === 'Europe/London')).toBe(true);
  expect(
    events.some(
      (event) =>
        event.summary === 'Stagehand – Winter Festival' && event.location?.includes('Rotterdam'),
    ),
  ).toBe(true);
  expect(
    events.some(
      (event) => event.summary === 'Not available' && event.description === 'Dentist appointment',
    ),
  ).toBe(true);

  // Leaving and coming back: the address is not shown again; revoking asks first, then the feed is gone.
  await navigate('home');
  await navigate('profileCalendarSubscription');
  await expect(page.getByRole('heading', { name: 'Your subscription is active' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your new calendar address' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Revoke' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('You have no calendar subscription yet.')).toBeVisible();
  expect((await calendarAppGet(https)).status).toBe(404);
});
