import { atPath, expect, pathOf, test } from './fixtures';

test('a crew member confirms a job and it stays confirmed after a reload', async ({
  page,
  signIn,
  navigate,
}) => {
  await signIn('crew');
  await navigate('jobs');
  await expect(page.getByRole('heading', { name: 'Jobs', exact: true })).toBeVisible();

  // Open the first job waiting for confirmation.
  const pending = page
    .getByRole('article')
    .filter({ hasText: 'To confirm' })
    .first()
    .getByRole('link');
  await expect(pending).toBeVisible();
  await pending.click();
  await expect(page).toHaveURL((url) => /^\/jobs\/\d+$/.test(url.pathname));
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

test("another person's job is not found", async ({ page, signIn, navigate }) => {
  // Ids differ per tenant: take one of the crew member's jobs, then look at it as the chief.
  await signIn('crew');
  await navigate('jobs');
  const href = await page.getByRole('article').first().getByRole('link').getAttribute('href');
  const id = /^\/jobs\/(\d+)$/.exec(href ?? '')?.[1];
  if (!id) throw new Error(`expected a link to a job, got ${href}`);
  await page.evaluate(() => localStorage.clear());

  await signIn('chief');
  await navigate('job', { id });
  await expect(page).toHaveURL(atPath(pathOf('job', { id })));
  await expect(page.getByText('Job not found')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm job' })).toHaveCount(0);
});
