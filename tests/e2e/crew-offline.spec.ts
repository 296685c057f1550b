import type { Page } from '@playwright/test';
import { offlineCacheHolds } from './offline-cache';
import { drawSignature } from './documents-helpers';
import { apiGet, firstAnswerDropper } from './crew-helpers';
import { expect, pathOf, test } from './fixtures';

// This spec is about the service worker: take it back (playwright.config.ts blocks it, decision 171).
test.use({ serviceWorkers: 'allow' });

// Offline first, at 360 px as chief@ on today's crew: with the browser context
// offline, three venue actions go into the outbox (two check-ins and a check-out); the sync status
// shows them waiting; a reload while still offline keeps them; back online they reach the server
// once each, in order, even though the answer to each first replay is dropped on its way back
// (the request commits on the server, the phone never hears of it, and replays the same key).

type Member = { id: string; attendance: string; person: { caption: string } | null };

const status = (page: Page) => page.getByTestId('sync-status').getByRole('status');

test('offline check-ins and a check-out wait in the outbox, survive a reload and reach the server once each', async ({
  page,
  context,
  signIn,
}) => {
  // Three replays with a back-off each, on a machine shared by several servers.
  test.setTimeout(240_000);
  await signIn('chief');
  const jobs = await apiGet<{ items: Array<{ crew: { id: number; caption: string } }> }>(
    page,
    'chief',
    '/jobs?limit=1000&page=1',
  );
  const crewId = String(jobs.items.find((job) => job.crew.caption === 'Main stage build')?.crew.id);
  const before = await apiGet<{ total: number }>(page, 'planner', `/projectCrews/${crewId}/events`);

  // Opened once online: the shift is in the offline cache, the app shell in the service worker.
  await page.goto(pathOf('crew', { id: crewId }));
  await expect(status(page)).toContainText('All saved');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  await page.getByRole('link', { name: 'Check-in', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Check in Emma de Jong' })).toBeEnabled({
    timeout: 30_000,
  });

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Check in Emma de Jong' }).click();
  await expect(status(page)).toContainText('1 change waiting');
  await page.getByRole('button', { name: 'Check in Mila Bakker' }).click();
  await expect(status(page)).toContainText('2 changes waiting');
  await expect(status(page)).toContainText('You are offline');
  await page.getByRole('link', { name: 'Back to the crew' }).click();
  await page.getByRole('link', { name: 'Check-out', exact: true }).click();
  // No break: Lucas came 25 minutes late, so in the first hour after midnight UTC (when the seed's
  // running crew starts at 00:00) the default 30 minutes would be longer than his time on site.
  await page.getByRole('article', { name: 'Lucas Meyer' }).getByRole('spinbutton').fill('0');
  await page.getByRole('button', { name: 'Check out Lucas Meyer' }).click();
  await expect(status(page)).toContainText('3 changes waiting');
  await page.screenshot({ path: test.info().outputPath('sync-status-offline.png') });

  // A reload with no network: the shell from the service worker, the shift from the cache, the
  // three changes from IndexedDB, shown as pending.
  await page.reload();
  await expect(status(page)).toContainText('3 changes waiting', { timeout: 30_000 });
  await expect(page.getByRole('article', { name: 'Emma de Jong' })).toContainText(
    'waiting to be sent',
  );

  // The first answer to each change is lost on its way back: the server applied it, the phone
  // does not know, and sends the same key again after the back-off.
  const dropper = firstAnswerDropper();
  await page.route('**/graphql', (route) => dropper.drop(route, dropper.graphqlKey(route)));

  await context.setOffline(false);
  await expect(status(page)).toContainText('All saved', { timeout: 45_000 });
  expect(dropper.counts.firstSeen.size).toBe(3);
  expect(dropper.counts.replays).toBeGreaterThanOrEqual(3);

  const shift = await apiGet<{ members: Member[] }>(page, 'chief', `/projectCrews/${crewId}`);
  const attendanceOf = (name: string) =>
    shift.members.find((member) => member.person?.caption === name)?.attendance;
  expect([
    attendanceOf('Emma de Jong'),
    attendanceOf('Mila Bakker'),
    attendanceOf('Lucas Meyer'),
  ]).toEqual(['checkedIn', 'checkedIn', 'checkedOut']);
  // Exactly one audit row per action, however many times its key was sent.
  const after = await apiGet<{ total: number }>(page, 'planner', `/projectCrews/${crewId}/events`);
  expect(after.total - before.total).toBe(3);
});

test('the client signs off offline: the sign-off waits on the phone, survives a reload and reaches the server once', async ({
  page,
  context,
  signIn,
}) => {
  test.setTimeout(240_000);
  await signIn('chief');
  const jobs = await apiGet<{ items: Array<{ isCrewChief: boolean; crew: { id: number } }> }>(
    page,
    'chief',
    '/jobs?limit=1000&page=1',
  );
  const led = jobs.items.find((job) => job.isCrewChief);
  if (!led) throw new Error('chief@ leads no crew he works on');
  // The crew awaiting sign-off ("Foyer and bars") is made right after the crew he works on.
  let foyerId = '';
  for (let id = led.crew.id + 1; id < led.crew.id + 400 && !foyerId; id += 1) {
    const shift = await apiGet<{ caption: string }>(page, 'chief', `/projectCrews/${id}`).catch(
      () => null,
    );
    if (shift?.caption === 'Foyer and bars') foyerId = String(id);
  }
  expect(foyerId).not.toBe('');
  const before = await apiGet<{ total: number }>(
    page,
    'planner',
    `/projectCrews/${foyerId}/events`,
  );

  // Opened once online (the crew page and its sign-off page), then the signal goes.
  await page.goto(pathOf('crew', { id: foyerId }));
  await expect(status(page)).toContainText('All saved');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  // The next visit is a new page load: graphcache writes the crew page's answer to IndexedDB
  // after the screen shows it, so the load waits until it is there (the offline crew page reads it
  // back). Its link, Query.crewShift({"id":…}), is what only this page has written yet.
  await expect
    .poll(() => offlineCacheHolds(page, [`crewShift({\\"id\\":\\"${foyerId}\\"})`]))
    .toBe(true);
  await page.goto(pathOf('crewSignOff', { id: foyerId }));
  await expect(page.getByRole('heading', { name: 'Foyer and bars' })).toBeVisible({
    timeout: 60_000,
  });
  await context.setOffline(true);

  await drawSignature(page);
  await page.getByRole('textbox', { name: /Name of the signer/ }).fill('Jordan Miller');
  await page.getByRole('button', { name: 'Sign off hours' }).click();
  await expect(page.getByText(/^Signed on this phone\./)).toBeVisible();

  await page.reload();
  await expect(page.getByText(/^Signed on this phone\./)).toBeVisible({ timeout: 30_000 });
  // The crew page (from the service worker and the cache, still offline) counts it as waiting.
  await page.goto(pathOf('crew', { id: foyerId }));
  await expect(status(page)).toContainText('1 change waiting');

  await context.setOffline(false);
  await expect(status(page)).toContainText('All saved', { timeout: 45_000 });
  const shift = await apiGet<{ state: string }>(page, 'chief', `/projectCrews/${foyerId}`);
  expect(shift.state).toBe('signedOff');
  const after = await apiGet<{ total: number }>(page, 'planner', `/projectCrews/${foyerId}/events`);
  expect(after.total - before.total).toBe(1);
});
