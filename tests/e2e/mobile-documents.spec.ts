import { readFile } from 'node:fs/promises';
import { axeViolations as violations } from './axe';
import { expect, test } from './fixtures';

test('a crew member downloads the crew handbook as a PDF', async ({ page, signIn, navigate }) => {
  test.slow();
  await signIn('crew');
  await navigate('mobileDocuments');
  const handbook = page.getByRole('article', { name: 'Crew handbook' });
  await expect(handbook.getByText('Handbook', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('article', { name: 'Forklift checklist' }).getByText(/^For you · Updated /),
  ).toBeVisible();
  await expect(
    page.getByRole('article', { name: 'Safety sheet: working at height' }),
  ).toBeVisible();
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
