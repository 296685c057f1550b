import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { atPath, expect, pathOf, test } from './fixtures';
import { CHROMIUM_LAUNCH_OPTIONS, FULL_CHROMIUM } from './stack';

// This spec is about the service worker: take it back (playwright.config.ts blocks it, decision 171).
test.use({ serviceWorkers: 'allow' });
// The full browser (decision 223): the headless shell has no notification platform, so a
// notification the worker shows never reaches getNotifications().
test.use({ launchOptions: { ...CHROMIUM_LAUNCH_OPTIONS, executablePath: FULL_CHROMIUM } });

/** WCAG 2.1 A and AA (as tests/e2e/accessibility.spec.ts), once animations have settled. */
async function violations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    nodes: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

test('a crew member chooses a channel per type and sets quiet hours, and they stay', async ({
  page,
  signIn,
  navigate,
}) => {
  test.slow();
  await signIn('crew');
  await navigate('profileNotifications');
  const reminder = page.getByRole('combobox', { name: 'Reminder before the shift' });
  await expect(reminder).toHaveValue('push');
  await reminder.selectOption('none');
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();

  const quiet = page.getByRole('region', { name: 'Quiet hours' });
  await expect(quiet.getByText(/Europe\/Amsterdam/)).toBeVisible();
  await quiet.getByText('Quiet hours on', { exact: true }).click();
  await quiet.getByLabel('From').fill('22:30');
  await quiet.getByLabel('To').fill('06:45');
  await quiet.getByRole('button', { name: 'Save quiet hours' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' }).first()).toBeVisible();
  expect(await violations(page)).toEqual([]);

  // A fresh load reads them back from the api.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Reminder before the shift' })).toHaveValue(
    'none',
  );
  await expect(page.getByRole('region', { name: 'Quiet hours' }).getByLabel('From')).toHaveValue(
    '22:30',
  );
  await expect(page.getByRole('region', { name: 'Quiet hours' }).getByLabel('To')).toHaveValue(
    '06:45',
  );
  // The page fits 360 px: nothing wider than the viewport.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('the service worker shows a pushed message and its click opens the route it names', async ({
  page,
  context,
  signIn,
  navigate,
  baseURL,
}) => {
  test.slow();
  const origin = new URL(baseURL ?? '').origin;
  await context.grantPermissions(['notifications'], { origin });
  await signIn('crew');
  await navigate('profileNotifications');
  await expect(page.getByRole('heading', { name: 'Quiet hours' })).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The page is controlled by the worker (clientsClaim), so the worker can navigate it.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);

  // The browser's push delivery, through the DevTools protocol, to the real registration.
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find(
        (registration) => registration.scopeURL.startsWith(origin) && !registration.isDeleted,
      );
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const message = {
    title: 'Vacation approved',
    body: 'Your vacation 2026-12-21 – 2026-12-23 was approved.',
    tag: 'vacation-request-7',
    url: '/personal-calendar',
  };
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: await registrationId,
    data: JSON.stringify(message),
  });

  // The push handler showed it: title, body, tag and the route in its data.
  const shown = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return (await registration.getNotifications()).map((notification) => ({
        title: notification.title,
        body: notification.body,
        tag: notification.tag,
        data: notification.data as unknown,
      }));
    });
  await expect.poll(shown).toEqual([
    {
      title: message.title,
      body: message.body,
      tag: message.tag,
      data: { url: '/personal-calendar' },
    },
  ]);

  // A second push with the same tag replaces the first instead of piling up.
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: await registrationId,
    data: JSON.stringify({ ...message, body: 'Changed again.' }),
  });
  await expect
    .poll(async () => (await shown()).map((notification) => notification.body))
    .toEqual(['Changed again.']);

  // DevTools cannot click a system notification. The click goes to the worker's own
  // 'notificationclick' listener instead: a NotificationEvent for the shown notification,
  // dispatched inside the service worker, runs the real handler, which sends this window there.
  const worker = context.serviceWorkers().find((candidate) => candidate.url().startsWith(origin));
  expect(worker).toBeDefined();
  await worker?.evaluate(async () => {
    // Typed by hand: the tests' TypeScript has no WebWorker library.
    const scope = globalThis as unknown as {
      registration: { getNotifications(): Promise<unknown[]> };
      dispatchEvent(event: unknown): boolean;
      NotificationEvent: new (type: string, init: { notification: unknown }) => unknown;
    };
    const [notification] = await scope.registration.getNotifications();
    if (!notification) throw new Error('no notification to click');
    try {
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
    } catch {
      // waitUntil refuses an event the browser did not dispatch; the handler has started by then.
    }
  });
  await expect(page).toHaveURL(atPath(pathOf('personalCalendar')));
  await expect.poll(async () => (await shown()).length).toBe(0);
});
