import { readFile } from 'node:fs/promises';
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

test('a crew member downloads the crew handbook as a PDF', async ({ page, signIn, navigate }) => {
  test.slow();
  await signIn('crew');
  await navigate('mobileDocuments');
  const handbook = page.getByRole('article', { name: 'Crew handbook' });
  await expect(handbook.getByText('Handbook', { exact: true })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Forklift checklist' }).getByText(/^For you · Updated /)).toBeVisible();
  await expect(page.getByRole('article', { name: 'Safety sheet: working at height' })).toBeVisible();
  // Mila's own document is not crew@'s.
  await expect(page.getByRole('article', { name: 'Rigging certificate copy' })).toHaveCount(0);
  expect(await violations(page)).toEqual([]);

  const downloading = page.waitForEvent('download');
  await handbook.getByRole('button', { name: 'Download Crew handbook (PDF)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Crew handbook.pdf');
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  await expect(handbook.getByText('Crew handbook downloaded.')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
