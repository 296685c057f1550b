import { axeViolations } from './axe';
import { accounts, atPath, DEMO_PASSWORD, expect, pathOf, test } from './fixtures';

const UNSUBSCRIBED = 'You are unsubscribed. You will not receive these e-mails any more.';

test('signing out ends the session on the server and leaves only uiSettings and the device token', async ({
  page,
  signInWithForm,
  navigate,
}) => {
  await signInWithForm('crew');
  await page.evaluate(() => localStorage.setItem('uiSettings', JSON.stringify({ theme: null })));
  const before = await page.evaluate(() => Object.keys(localStorage).sort());
  expect(before).toEqual(
    expect.arrayContaining(['token', 'userRights', 'tenant', 'uiSettings', 'deviceTokens']),
  );
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('token') ?? '{}') as { token?: string }).token,
  );
  // From the page: only the browser resolves the test tenant's *.localhost host.
  const rightsWith = (bearer: string | undefined) =>
    page.evaluate(
      async (authorization) =>
        (await fetch('/api/v1/userRights', { headers: { authorization, type: 'MOBILE' } })).status,
      `Bearer ${bearer}`,
    );
  expect(await rightsWith(token)).toBe(200);

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();

  // Logout goes to / and reloads; / then needs a session, so the guard sends us to /login.
  await expect(page).toHaveURL(atPath(pathOf('login')));
  expect((await page.evaluate(() => Object.keys(localStorage))).sort()).toEqual([
    'deviceTokens',
    'uiSettings',
  ]);
  // A copy of the token is worth nothing now (decision 003).
  await expect.poll(() => rightsWith(token)).toBe(401);
  await navigate('jobs');
  await expect(page).toHaveURL(atPath(pathOf('login'), { returnTo: pathOf('jobs') }));
});

test('a protected page sends a visitor to sign in and back', async ({ page, navigate }) => {
  await navigate('jobs');
  await expect(page).toHaveURL(atPath(pathOf('login'), { returnTo: pathOf('jobs') }));
  await page.getByLabel('E-mail, project or plus crew').fill(accounts.crew);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(atPath(pathOf('jobs')));
  await expect(page.getByRole('heading', { name: 'Jobs', exact: true })).toBeVisible();
});

test('a wrong password says so and signs nobody in', async ({ page, navigate }) => {
  await navigate('login');
  await page.getByLabel('E-mail, project or plus crew').fill(accounts.crew);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('Wrong login or password.');
  await expect(page).toHaveURL(atPath(pathOf('login')));
});

test('login link parameters sign a project in directly', async ({ page }) => {
  // The one link with a query string: the params the old app's e-mails carry (SPEC.md §3).
  const query = new URLSearchParams({ login: accounts.project, Password: DEMO_PASSWORD });
  await page.goto(`${pathOf('login')}?${query}`);
  await expect(page).toHaveURL(atPath(pathOf('project', { number: accounts.project })));
});

test('an unknown path shows Not found', async ({ page }) => {
  // Deliberately a path PATHS does not know.
  await page.goto('/no-such-page/at-all');
  await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible();
});

test('unsubscribe link records the unsubscription', async ({ page, navigate, tenant }) => {
  await navigate('unsubscribe', { token: tenant.unsubscribeToken });
  await expect(page.getByText(UNSUBSCRIBED)).toBeVisible();
  // The token is single-purpose; a made-up one is refused.
  await navigate('unsubscribe', { token: 'not-a-real-token' });
  // Wait for the refusal (its wording is the mailbox's), not just for the success to be absent.
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByText(UNSUBSCRIBED)).toHaveCount(0);
});

test('a throttled sign-in says how long to wait, counts down, and offers the reset link that lifts the lock', async ({
  page,
  navigate,
}) => {
  // The browser's clock is pinned (the countdown's "now"); the api's window is what it answers.
  await page.clock.install({ time: new Date('2026-12-07T09:00:00Z') });
  await navigate('login');
  await page.getByLabel('E-mail, project or plus crew').fill(accounts.crew);
  const password = page.getByLabel('Password', { exact: true });
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await password.fill(`not-the-password-${attempt}`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText('Wrong login or password.');
  }
  await password.fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const alert = page.getByRole('alert');
  // The window began with the first failure a moment ago: the api answers about 900 s.
  await expect(alert).toContainText('Too many attempts. Try again in 15 minutes.');
  await page.clock.fastForward('05:00');
  await expect(alert).toContainText('Try again in 10 minutes.');
  expect(await axeViolations(page)).toEqual([]);

  await alert.getByRole('link', { name: 'Reset your password to sign in now' }).click();
  await expect(page).toHaveURL(atPath(pathOf('forgottenPassword')));
  await expect(page.getByLabel('E-mail address')).toHaveValue(accounts.crew);
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByRole('status')).toContainText(
    'If an account exists for this e-mail address',
  );
});
