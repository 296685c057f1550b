import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { atPath, expect, pathOf, pinToStackClock, test } from './fixtures';
import { E2E_PORT, STACK_ORIGIN, TEST_TENANT_FACTORY_KEY } from './stack';

// The office administers its people, on a company's own tenant made from zero (as `npm run tenant
// -- create` makes it): the administrator adds two functions and a person working as both,
// invites them; the person follows the welcome link from their mail, sets a password and signs in
// as crew; the administrator deactivates them and their session ends. At a phone's width and at a
// desk's.

test.use({ baseURL: STACK_ORIGIN });

const WIDTHS = [
  { name: '360', viewport: { width: 360, height: 780 } },
  { name: '1280', viewport: { width: 1280, height: 900 } },
] as const;

async function signIn(page: Page, origin: string, email: string, password: string) {
  await page.goto(`${origin}${pathOf('login')}`);
  await page.getByLabel('E-mail, project or plus crew').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(atPath(pathOf('home')));
}

async function setPassword(page: Page, origin: string, welcomePath: string, password: string) {
  await page.goto(`${origin}${welcomePath}`);
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Repeat new password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Your password is set.')).toBeVisible();
}

for (const { name, viewport } of WIDTHS) {
  test.describe(`at ${name} px`, () => {
    test.use({ viewport });

    test('an administrator creates functions and a person, invites them, and deactivation ends their session', async ({
      page,
      browser,
      playwright,
    }) => {
      test.setTimeout(120_000);
      const host = `people-${name}-${randomBytes(4).toString('hex')}.localhost`;
      const factory = await playwright.request.newContext({ baseURL: STACK_ORIGIN });
      const created = await factory.post('/api/v1/testing/tenantsFromZero', {
        headers: { 'x-test-factory-key': TEST_TENANT_FACTORY_KEY },
        data: { host, name: 'People Test Crew', adminEmail: 'boss@people.test' },
      });
      expect(created.status()).toBe(201);
      const { tenantId, welcomePath } = (await created.json()) as {
        tenantId: number;
        welcomePath: string;
      };
      const origin = `http://${host}:${E2E_PORT}`;
      await setPassword(page, origin, welcomePath, 'boss password one');
      await signIn(page, origin, 'boss@people.test', 'boss password one');

      // Two functions.
      await page.goto(`${origin}${pathOf('adminFunctions')}`);
      await expect(page.getByText('No functions yet')).toBeVisible();
      for (const fn of ['Rigger', 'Stagehand']) {
        await page.getByRole('textbox', { name: 'Name' }).fill(fn);
        await page.getByRole('button', { name: 'Add', exact: true }).click();
        await expect(page.getByRole('heading', { name: fn })).toBeVisible();
      }

      // A person who works as both.
      await page.goto(`${origin}${pathOf('adminPersonNew')}`);
      await expect(page.getByRole('heading', { name: 'New person' }).first()).toBeVisible();
      await page.getByRole('textbox', { name: 'Name' }).fill('Robin Rigger');
      await page.getByRole('textbox', { name: 'E-mail' }).fill('Robin@People.test');
      await page.getByRole('textbox', { name: 'Personnel number' }).fill('P-001');
      await page.getByRole('textbox', { name: 'City' }).fill('Utrecht');
      await page.getByText('Rigger', { exact: true }).click();
      await page.getByText('Stagehand', { exact: true }).click();
      await expect(page.getByRole('checkbox', { name: 'Crew member (Crew)' })).toBeChecked();
      await page.getByRole('button', { name: 'Create the person' }).click();
      await expect(page).toHaveURL(/\/admin\/people\/\d+$/);
      await expect(page.getByRole('heading', { name: 'Robin Rigger' })).toBeVisible();
      await expect(page.getByText('Not invited', { exact: true })).toBeVisible();

      // The same e-mail again is refused at the e-mail field.
      await page.goto(`${origin}${pathOf('adminPersonNew')}`);
      await page.getByRole('textbox', { name: 'Name' }).fill('Robin Twin');
      await page.getByRole('textbox', { name: 'E-mail' }).fill('robin@people.test');
      await page.getByRole('button', { name: 'Create the person' }).click();
      await expect(page.getByText('Another person already has this e-mail address.')).toBeVisible();
      await page.goBack();

      await page.getByRole('button', { name: 'Send the welcome mail' }).click();
      await expect(page.getByText('Invited, not accepted', { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Send the welcome mail again' })).toBeVisible();
      await page.screenshot({
        path: `docs/screenshots/admin-person-form-${name}.png`,
        fullPage: true,
      });

      await page.goto(`${origin}${pathOf('adminPeople')}`);
      await expect(page.getByRole('link', { name: 'Robin Rigger' }).first()).toBeVisible();
      await expect(
        page
          .getByText(/Rigger, Stagehand/)
          .locator('visible=true')
          .first(),
      ).toBeVisible();
      await page.screenshot({
        path: `docs/screenshots/admin-people-list-${name}.png`,
        fullPage: true,
      });
      await page.getByRole('searchbox').fill('P-001');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page.getByText('1 person')).toBeVisible();

      // The person follows the welcome link of their mail and signs in as crew.
      const mails = await factory.get(`/api/v1/testing/tenants/${tenantId}/outgoingMails`, {
        headers: { 'x-test-factory-key': TEST_TENANT_FACTORY_KEY },
        params: { to: 'robin@people.test' },
      });
      expect(mails.status()).toBe(200);
      const [mail] = ((await mails.json()) as { items: Array<{ body: string }> }).items;
      const link = /\/welcome\/[A-Za-z0-9_-]+/.exec(mail?.body ?? '')?.[0];
      expect(link).toBeDefined();
      await factory.dispose();
      const robin = await browser.newContext({ viewport });
      await pinToStackClock(robin);
      const robinPage = await robin.newPage();
      await setPassword(robinPage, origin, link ?? '', 'robin password one');
      await signIn(robinPage, origin, 'robin@people.test', 'robin password one');
      await robinPage.goto(`${origin}${pathOf('jobs')}`);
      await expect(robinPage).toHaveURL(atPath(pathOf('jobs')));

      // The administrator sees them active, and deactivates them.
      await page.getByRole('link', { name: 'Robin Rigger' }).first().click();
      await expect(page.getByText('Active', { exact: true })).toBeVisible();
      await page.getByRole('button', { name: 'Deactivate' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Deactivate' }).click();
      await expect(page.getByText('Deactivated', { exact: true }).first()).toBeVisible();

      // Their session is over: the next request is refused and they are back at sign-in.
      await robinPage.goto(`${origin}${pathOf('profile')}`);
      await expect(robinPage).toHaveURL(/\/login(\?|$)/);
      await robinPage.getByLabel('E-mail, project or plus crew').fill('robin@people.test');
      await robinPage.getByLabel('Password', { exact: true }).fill('robin password one');
      await robinPage.getByRole('button', { name: 'Sign in' }).click();
      // A deactivated person signs in no more: refused like a wrong password.
      await expect(robinPage.getByRole('alert').first()).toBeVisible();
      await expect(robinPage).toHaveURL(/\/login(\?|$)/);
      await robin.close();
    });
  });
}
