import { randomBytes } from 'node:crypto';
import { atPath, expect, pathOf, test } from './fixtures';
import { E2E_PORT, STACK_ORIGIN, TEST_TENANT_FACTORY_KEY } from './stack';

// A staffing company's first step: the operator made its tenant (npm run tenant -- create, which
// the test factory's tenantsFromZero runs in the server), and its administrator takes it from the
// welcome link. No demo rows: the tenant holds only what the command made.

// The test makes its own tenant: no demo tenant is needed, so the default origin is the stack's.
test.use({ baseURL: STACK_ORIGIN });

test('the first administrator sets a password through the welcome link and signs in on the company’s own host', async ({
  page,
  playwright,
}) => {
  const host = `zero-${randomBytes(4).toString('hex')}.localhost`;
  const factory = await playwright.request.newContext({ baseURL: STACK_ORIGIN });
  const response = await factory.post('/api/v1/testing/tenantsFromZero', {
    headers: { 'x-test-factory-key': TEST_TENANT_FACTORY_KEY },
    data: { host, name: 'Zero Crew Company', adminEmail: 'boss@zero.test' },
  });
  expect(response.status()).toBe(201);
  const { welcomePath } = (await response.json()) as { welcomePath: string };
  await factory.dispose();
  const origin = `http://${host}:${E2E_PORT}`;

  await page.goto(`${origin}${welcomePath}`);
  await expect(page.getByRole('heading', { name: 'Welcome!' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('zero crew password');
  await page.getByLabel('Repeat new password', { exact: true }).fill('zero crew password');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Your password is set.')).toBeVisible();

  await page.goto(`${origin}${pathOf('login')}`);
  await page.getByLabel('E-mail, project or plus crew').fill('boss@zero.test');
  await page.getByLabel('Password', { exact: true }).fill('zero crew password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(atPath(pathOf('home')));
  // The company's own tenant answers on its host: its name, not the demo's.
  await expect(page.getByText('Zero Crew Company').first()).toBeVisible();

  // The link was for one use.
  await page.goto(`${origin}${welcomePath}`);
  await page.getByLabel('New password', { exact: true }).fill('another password here');
  await page.getByLabel('Repeat new password', { exact: true }).fill('another password here');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('This link is no longer valid.')).toBeVisible();
});
