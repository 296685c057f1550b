import type { Page } from '@playwright/test';
import {
  answerVenueSecurityCheck,
  apiGet,
  firstAnswerDropper,
  takePhotoWithFakeCamera,
} from './crew-helpers';
import { expect, pathOf, test } from './fixtures';
import { CHROMIUM_LAUNCH_OPTIONS } from './stack';

// This spec is about the service worker: take it back (playwright.config.ts blocks it, decision 171).
test.use({ serviceWorkers: 'allow' });

// Photos wait in IndexedDB too, at 360 px as chief@ on today's crew (src/features/crews/README.md, Photos and security checks in the outbox):
// with the browser context offline, a photo from the fake camera and the venue security check
// (with its own photo) go into the outbox; both show as waiting, and still do after a reload
// without network; back online each reaches the server once, although the answer to every first
// request is dropped on its way back (the server applied it, the phone replays the same key).

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

const status = (page: Page) => page.getByTestId('sync-status').getByRole('status');

type Check = { formId: number; done: Array<{ date: string; shift: string }> };
type Events = { total: number; items?: Array<{ type: string }> };

test('a photo and the security check made offline wait on the phone, survive a reload and reach the server once each', async ({
  page,
  context,
  signIn,
}) => {
  test.setTimeout(300_000);
  await signIn('chief');
  const jobs = await apiGet<{ items: Array<{ crew: { id: number; caption: string } }> }>(
    page,
    'chief',
    '/jobs?limit=1000&page=1',
  );
  const crewId = String(jobs.items.find((job) => job.crew.caption === 'Main stage build')?.crew.id);
  const photosBefore = await apiGet<{ total: number }>(
    page,
    'planner',
    `/projectCrews/${crewId}/photos`,
  );
  const eventsBefore = await apiGet<Events>(page, 'planner', `/projectCrews/${crewId}/events`);
  const [checkBefore] = (
    await apiGet<{ items: Check[] }>(page, 'chief', `/projectCrews/${crewId}/securityChecks`)
  ).items;

  // Opened once online: the crew, its security check and its photos are in the offline cache.
  await page.goto(pathOf('crew', { id: crewId }));
  await expect(status(page)).toContainText('All saved');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  await page
    .getByRole('region', { name: 'Security checks' })
    .getByRole('link', { name: 'Answer Venue security check' })
    .click();
  await expect(page.getByText('Question 1 of 7')).toBeVisible({ timeout: 30_000 });
  const checkPath = new URL(page.url()).pathname;
  await page.goto(pathOf('crewPhotos', { id: crewId }));
  const grid = page.getByRole('list', { name: "The crew's photos" });
  await expect(grid.getByRole('listitem')).toHaveCount(2, { timeout: 30_000 });

  await context.setOffline(true);
  await takePhotoWithFakeCamera(page);
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Saved on this phone. The photo is uploaded when the signal returns.' }),
  ).toBeVisible();
  const waitingPhoto = grid.getByTestId('crew-photo-waiting');
  await expect(waitingPhoto).toContainText('Waiting to upload');
  await expect(waitingPhoto.getByRole('img')).toBeVisible();

  // The security check, answered offline: its photo is kept on the phone with the answers.
  await page.goto(checkPath);
  await expect(page.getByText('Question 1 of 7')).toBeVisible({ timeout: 30_000 });
  await answerVenueSecurityCheck(page);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(
    page.getByText('Venue security check: saved on this phone, waiting to be sent'),
  ).toBeVisible();

  // A reload with no network: both still wait, shown as such.
  await page.reload();
  await expect(
    page.getByText('Venue security check: saved on this phone, waiting to be sent'),
  ).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: 'Back to the crew' }).click();
  await expect(status(page)).toContainText('2 changes waiting', { timeout: 30_000 });
  await page.getByRole('link', { name: 'Photos' }).click();
  await expect(grid.getByTestId('crew-photo-waiting')).toContainText('Waiting to upload', {
    timeout: 30_000,
  });
  await page.getByRole('link', { name: 'Back to the crew' }).click();

  // The first answer to every request is lost on its way back: the server applied it, the phone
  // does not know and sends the same key again after the back-off.
  const dropper = firstAnswerDropper();
  await page.route('**/graphql', (route) => dropper.drop(route, dropper.graphqlKey(route)));
  await page.route(
    (url) => /^\/api\/v1\/(projectCrews\/\d+|forms\/perform\/\d+)\/photos$/.test(url.pathname),
    async (route) =>
      dropper.drop(
        route,
        route.request().method() === 'POST'
          ? ((await route.request().headerValue('idempotency-key')) ?? undefined)
          : undefined,
      ),
  );

  await context.setOffline(false);
  await expect(status(page)).toContainText('All saved', { timeout: 90_000 });
  // The crew photo, the check's photo and the answers: each sent at least twice, stored once.
  expect(dropper.counts.firstSeen.size).toBe(3);
  expect(dropper.counts.replays).toBeGreaterThanOrEqual(3);
  await page.unrouteAll({ behavior: 'wait' });

  const photosAfter = await apiGet<{ total: number }>(
    page,
    'planner',
    `/projectCrews/${crewId}/photos`,
  );
  expect(photosAfter.total - photosBefore.total).toBe(1);
  const [checkAfter] = (
    await apiGet<{ items: Check[] }>(page, 'chief', `/projectCrews/${crewId}/securityChecks`)
  ).items;
  expect((checkAfter?.done.length ?? 0) - (checkBefore?.done.length ?? 0)).toBe(1);
  // One audit row each: photo.upload and securityCheck.answer.
  const eventsAfter = await apiGet<Events>(page, 'planner', `/projectCrews/${crewId}/events`);
  expect(eventsAfter.total - eventsBefore.total).toBe(2);

  // The screens follow: the photo in the grid from the api, the check done.
  await page.goto(pathOf('crewPhotos', { id: crewId }));
  await expect(grid.getByRole('listitem')).toHaveCount(3, { timeout: 30_000 });
  await expect(grid.getByTestId('crew-photo-waiting')).toHaveCount(0);
  await page.goto(checkPath);
  await expect(page.getByText('Venue security check is done')).toBeVisible({ timeout: 30_000 });
});
