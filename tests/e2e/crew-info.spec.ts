import { axeViolations as violations } from './axe';
import { expect, test } from './fixtures';
import { offlineCacheHolds } from './offline-cache';

// This spec is about the service worker: take it back (playwright.config.ts blocks it, decision 171).
test.use({ serviceWorkers: 'allow' });

test('a crew member reads a crew info article, and reads it again offline', async ({
  page,
  context,
  signIn,
  navigate,
}) => {
  test.slow();
  await signIn('crew');
  await navigate('crewInfo');
  // The service worker controls the page from here on (it claims its clients when it activates).
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    }
  });

  const link = page.getByRole('link', { name: 'Venue safety: what every crew member must know' });
  await expect(link).toHaveAttribute('href', /^\/crew-info\?article=\d+$/);
  await expect(page.getByRole('link', { name: 'Check-in and check-out on site' })).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await link.click();
  await expect(page).toHaveURL(/\/crew-info\?article=\d+$/);
  const article = page.getByRole('article', {
    name: 'Venue safety: what every crew member must know',
  });
  await expect(
    article.getByText('Never block an emergency exit or a fire extinguisher with flight cases;'),
  ).toBeVisible();
  await expect(article.getByRole('listitem')).toHaveCount(3);
  expect(await violations(page)).toEqual([]);
  const address = page.url();

  // Once graphcache has written the article to IndexedDB, lose the network and open it again.
  await expect
    .poll(() =>
      offlineCacheHolds(page, [
        'Never block an emergency exit or a fire extinguisher with flight cases;',
        'Check-in and check-out on site',
      ]),
    )
    .toBe(true);
  await context.setOffline(true);
  await page.goto('about:blank');
  await page.goto(address);
  const offline = page.getByRole('article', {
    name: 'Venue safety: what every crew member must know',
  });
  await expect(
    offline.getByText('Never block an emergency exit or a fire extinguisher with flight cases;'),
  ).toBeVisible();
  await expect(
    offline.getByText(/Nobody is ever blamed for stopping work for safety\./),
  ).toBeVisible();
  await context.setOffline(false);
});
