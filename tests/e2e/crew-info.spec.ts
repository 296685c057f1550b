import type { Page } from '@playwright/test';
import { axeViolations as violations } from './axe';
import { expect, test } from './fixtures';

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

/**
 * True when graphcache's IndexedDB (the app's crew-hub-cache-* databases, store 'entries') holds
 * every text: what the screen showed is kept for the offline visit. Only databases that exist are
 * opened, so this never creates one the app would then find without its stores.
 */
function offlineCacheHolds(page: Page, texts: string[]): Promise<boolean> {
  return page.evaluate(async (wanted) => {
    const request = <T>(of: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        of.onsuccess = () => resolve(of.result);
        of.onerror = () => reject(of.error);
      });
    const names = (await indexedDB.databases())
      .map((database) => database.name ?? '')
      .filter((name) => name.startsWith('crew-hub-cache-'));
    for (const name of names) {
      const database = await request(indexedDB.open(name));
      try {
        if (!database.objectStoreNames.contains('entries')) continue;
        const entries = JSON.stringify(
          await request(
            database.transaction('entries', 'readonly').objectStore('entries').getAll(),
          ),
        );
        if (wanted.every((text) => entries.includes(text))) return true;
      } finally {
        database.close();
      }
    }
    return false;
  }, texts);
}
