import type { Page } from '@playwright/test';
import { axeViolations as violations } from './axe';
import { answerVenueSecurityCheck, takePhotoWithFakeCamera } from './crew-helpers';
import { expect, test } from './fixtures';
import { CHROMIUM_LAUNCH_OPTIONS } from './stack';

// The crew chief's photos and security check at the venue, at 360 px as chief@.
// The photo comes from Chromium's fake camera: a frame of its fake video stream is grabbed with
// getUserMedia and handed to the screen's camera input (what the phone's camera app returns to
// `<input capture>`); the upload is held for a moment so its progress bar is seen.

test.use({
  launchOptions: {
    ...CHROMIUM_LAUNCH_OPTIONS,
    args: [
      ...CHROMIUM_LAUNCH_OPTIONS.args,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  },
});

/** Opens chief@'s crew of today from the job: /crews/{id}. */
async function openTodaysCrew(page: Page): Promise<string> {
  await page.goto('/jobs');
  // chief@ leads the running crew: the first Crew chief job of the list, which puts the jobs not
  // over yet first, soonest first (its heading is "Yesterday" when the seed ran just after midnight).
  await page.getByRole('link', { name: 'Crew chief' }).first().click();
  await page.getByRole('link', { name: 'Run the crew’s shift' }).click();
  await expect(page).toHaveURL((url) => /^\/crews\/\d+$/.test(url.pathname));
  await expect(page.getByRole('heading', { name: 'Main stage build' })).toBeVisible();
  return new URL(page.url()).pathname.split('/')[2] ?? '';
}

test('the crew chief takes a photo with the camera: progress, the approval notice, the photo in the grid', async ({
  page,
  signIn,
}) => {
  test.slow();
  await signIn('chief');
  const crewId = await openTodaysCrew(page);
  await page.getByRole('link', { name: 'Photos' }).click();
  await expect(page).toHaveURL(`/crews/${crewId}/photos`);
  await expect(page.getByRole('heading', { name: "The crew's photos" })).toBeVisible();
  const grid = page.getByRole('list', { name: "The crew's photos" });
  await expect(grid.getByRole('listitem')).toHaveCount(2);
  expect(await violations(page)).toEqual([]);

  // A slow uplink, as in a basement venue: the request is held until the test has seen the
  // progress bar, then goes on to the real api.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname === `/api/v1/projectCrews/${crewId}/photos`,
    async (route) => {
      await released;
      await route.continue();
    },
  );
  const uploaded = page.waitForResponse(
    (response) =>
      response.url().includes(`/api/v1/projectCrews/${crewId}/photos?`) &&
      response.request().method() === 'POST',
  );
  await takePhotoWithFakeCamera(page);
  await expect(page.getByRole('progressbar')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Uploading the photo' })).toBeVisible();
  release();
  const response = await uploaded;
  expect(response.status()).toBe(201);
  expect(response.request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  await expect(page.getByRole('progressbar')).toHaveCount(0);

  await expect(
    page.getByRole('status').filter({ hasText: 'Uploaded file is subject to approval' }),
  ).toBeVisible();
  await expect(grid.getByRole('listitem')).toHaveCount(3);
  await expect(grid.getByText('Waiting for approval')).toHaveCount(3);
  // The photo is the compressed camera frame (≤ 2048 px, JPEG), shown through the api with the token.
  const body = (await response.json()) as { contentType: string; byteSize: number };
  expect(body.contentType).toBe('image/jpeg');
  expect(body.byteSize).toBeGreaterThan(1000);
  await expect(grid.getByRole('img')).toHaveCount(3);
  expect(await violations(page)).toEqual([]);
});

test('the crew chief answers today’s security check question by question and sees it done on the crew page', async ({
  page,
  signIn,
}) => {
  test.slow();
  await signIn('chief');
  await openTodaysCrew(page);
  const checks = page.getByRole('region', { name: 'Security checks' });
  await expect(checks.getByText('To do')).toBeVisible();
  await checks.getByRole('link', { name: 'Answer Venue security check' }).click();
  await expect(page).toHaveURL((url) =>
    /^\/crews\/\d+\/security-check\/\d+\/\d{4}-\d{2}-\d{2}\/(early|late|night)$/.test(url.pathname),
  );
  await expect(page.getByRole('heading', { name: 'Venue security check' })).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await answerVenueSecurityCheck(page);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Thank you, your answers were sent.')).toBeVisible();

  await page.getByRole('link', { name: 'Back to the crew' }).click();
  await expect(page.getByRole('heading', { name: 'Main stage build' })).toBeVisible();
  await expect(checks.getByText('Done')).toBeVisible();
  await expect(checks.getByRole('link', { name: 'Answer Venue security check' })).toHaveCount(0);
  expect(await violations(page)).toEqual([]);
});
