import { accounts, DEMO_PASSWORD, expect, test } from './fixtures';

test('signing out leaves only uiSettings in storage', async ({ page, signIn }) => {
  await signIn('crew');
  await page.evaluate(() => localStorage.setItem('uiSettings', JSON.stringify({ theme: null })));
  const before = await page.evaluate(() => Object.keys(localStorage).sort());
  expect(before).toEqual(expect.arrayContaining(['token', 'userRights', 'tenant', 'uiSettings']));

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();

  // Logout goes to / and reloads; / then needs a session, so the guard sends us to /login.
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => Object.keys(localStorage))).toEqual(['uiSettings']);
  await page.goto('/jobs');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fjobs$/);
});

test('a protected page sends a visitor to sign in and back', async ({ page }) => {
  await page.goto('/jobs');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fjobs$/);
  await page.getByLabel('E-mail, project or plus crew').fill(accounts.crew);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(page.getByRole('heading', { name: 'Jobs' })).toBeVisible();
});

test('a wrong password says so and signs nobody in', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-mail, project or plus crew').fill(accounts.crew);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('Wrong login or password.');
  await expect(page).toHaveURL(/\/login$/);
});

test('login link parameters sign a project in directly', async ({ page }) => {
  await page.goto(`/login?login=1001&Password=${DEMO_PASSWORD}`);
  await expect(page).toHaveURL(/\/projects\/1001$/);
});

test('an unknown path shows Not found', async ({ page }) => {
  await page.goto('/no-such-page/at-all');
  await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible();
});

test('unsubscribe link records the unsubscription', async ({ page }) => {
  await page.goto('/unsubscribe/demo-unsubscribe-crew');
  await expect(
    page.getByText('You are unsubscribed. You will not receive these e-mails any more.'),
  ).toBeVisible();
  // The token is single-purpose; a made-up one is refused.
  await page.goto('/unsubscribe/not-a-real-token');
  await expect(
    page.getByText('You are unsubscribed. You will not receive these e-mails any more.'),
  ).toHaveCount(0);
});
