import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** WCAG 2.1 A and AA, once animations have settled. */
async function violations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')) }));
}

test('a crew member reads a crew info article, and reads it again offline', async ({ page, context, signIn, navigate }) => {
  test.slow();
  await signIn('crew');
  await navigate('crewInfo');
  // The service worker controls the page from here on (it claims its clients when it activates).
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
  });

  const link = page.getByRole('link', { name: 'Venue safety: what every crew member must know' });
  await expect(link).toHaveAttribute('href', /^\/crew-info\?article=\d+$/);
  await expect(page.getByRole('link', { name: 'Check-in and check-out on site' })).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await link.click();
  await expect(page).toHaveURL(/\/crew-info\?article=\d+$/);
  const article = page.getByRole('article', { name: 'Venue safety: what every crew member must know' });
  await expect(article.getByText('Never block an emergency exit or a fire extinguisher with flight cases;')).toBeVisible();
  await expect(article.getByRole('listitem')).toHaveCount(3);
  expect(await violations(page)).toEqual([]);
  const address = page.url();

  // Let graphcache write the answer to IndexedDB, then lose the network and open the article again.
  await page.waitForTimeout(1_000);
  await context.setOffline(true);
  await page.goto('about:blank');
  await page.goto(address);
  const offline = page.getByRole('article', { name: 'Venue safety: what every crew member must know' });
  await expect(offline.getByText('Never block an emergency exit or a fire extinguisher with flight cases;')).toBeVisible();
  await expect(offline.getByText(/Nobody is ever blamed for stopping work for safety\./)).toBeVisible();
  await context.setOffline(false);
});
