import { expect, test } from './fixtures';

test('a crew member confirms a job and it stays confirmed after a reload', async ({
  page,
  signIn,
}) => {
  await signIn('crew');
  await page.goto('/jobs');
  await expect(page.getByRole('heading', { name: 'Jobs' })).toBeVisible();

  // Open the first job waiting for confirmation.
  const pending = page
    .getByRole('article')
    .filter({ hasText: 'To confirm' })
    .first()
    .getByRole('link');
  await expect(pending).toBeVisible();
  await pending.click();
  await expect(page).toHaveURL(/\/jobs\/\d+$/);
  const jobUrl = page.url();

  await page.getByRole('button', { name: 'Confirm job' }).click();
  await expect(page.getByText('Confirmed').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm job' })).toHaveCount(0);

  await page.reload();
  await expect(page).toHaveURL(jobUrl);
  await expect(page.getByText('Confirmed').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm job' })).toHaveCount(0);
});

test('home lists the jobs waiting for confirmation', async ({ page, signIn }) => {
  await signIn('crew');
  await expect(page.getByRole('heading', { name: 'Jobs to confirm' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm' }).first()).toBeVisible();
});

test("another person's job is not found", async ({ page, signIn }) => {
  // Job 1 is the crew member's shift today (first crew item of the demo seed), not the chief's.
  await signIn('chief');
  await page.goto('/jobs/1');
  await expect(page.getByText('Job not found')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm job' })).toHaveCount(0);
});
