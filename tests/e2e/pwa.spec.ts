import { expect, pathOf, test } from './fixtures';

// This spec is about the service worker: take it back (playwright.config.ts blocks it, decision 171).
test.use({ serviceWorkers: 'allow' });

test('the app works on its tenant host: service worker, CSP, no console errors', async ({
  page,
  tenant,
  navigate,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));

  const response = await page.goto(pathOf('login'));
  expect(new URL(page.url()).hostname).toBe(tenant.host);
  expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

  // *.localhost is a secure context, so the service worker installs as on a real https host.
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).host).toBe(new URL(page.url()).host);
  // A second page through the worker's cache and routing, still without errors.
  await navigate('version');
  await expect(page.getByRole('heading', { name: 'About this app' })).toBeVisible();
  expect(errors).toEqual([]);
});
