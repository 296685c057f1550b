import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { atPath, expect, pathOf, pinToStackClock, test } from './fixtures';
import { E2E_PORT, STACK_ORIGIN, TEST_TENANT_FACTORY_KEY } from './stack';

// A staffing company from zero to its first crew member signed in, through the real stack and only
// the screens (no demo rows, no database): the operator makes its tenant (`npm run tenant --
// create`, which the test factory's tenantsFromZero runs in the server); its administrator sets a
// password through the welcome link, finds the administration in the menu and, from its hub,
// creates a client company with a contact, a location, two functions and three people, and invites
// them; one accepts the mailed link and signs in as crew; the audit lists who did what. At a
// phone's width and at a desk's.

test.use({ baseURL: STACK_ORIGIN });

const BOOT = { timeout: 60_000 };
const WIDTHS = [
  { name: '360', viewport: { width: 360, height: 780 } },
  { name: '1280', viewport: { width: 1280, height: 900 } },
] as const;

const factoryHeaders = { 'x-test-factory-key': TEST_TENANT_FACTORY_KEY };

async function setPassword(page: Page, url: string, password: string) {
  await page.goto(url);
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Repeat new password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Your password is set.')).toBeVisible(BOOT);
}

async function signIn(page: Page, origin: string, email: string, password: string) {
  await page.goto(`${origin}${pathOf('login')}`);
  await page.getByLabel('E-mail, project or plus crew').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(atPath(pathOf('home')), BOOT);
}

/** The hub's section, opened by its link as a user does. */
async function openSection(page: Page, origin: string, title: string) {
  await page.goto(`${origin}${pathOf('administration')}`);
  await page.getByRole('link', { name: title, exact: true }).click();
}

/** The welcome link of the newest mail to this address, as the person's mail client shows it. */
async function mailedWelcomeLink(
  factory: APIRequestContext,
  tenantId: number,
  to: string,
): Promise<string> {
  const response = await factory.get(`/api/v1/testing/tenants/${tenantId}/outgoingMails`, {
    headers: factoryHeaders,
    params: { to },
  });
  expect(response.status()).toBe(200);
  const { items } = (await response.json()) as { items: Array<{ body: string }> };
  const link = items
    .map((mail) => /https?:\/\/\S+\/welcome\/[A-Za-z0-9_-]+/.exec(mail.body)?.[0])
    .find((found) => found !== undefined);
  expect(link, `a welcome link mailed to ${to}`).toBeDefined();
  return link ?? '';
}

async function createPerson(
  page: Page,
  origin: string,
  person: { name: string; email: string; number: string; functions: string[] },
) {
  await openSection(page, origin, 'People');
  await page.getByRole('link', { name: 'Add a person' }).first().click();
  await expect(page.getByRole('checkbox', { name: person.functions[0] ?? '' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill(person.name);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(person.email);
  await page.getByRole('textbox', { name: 'Personnel number' }).fill(person.number);
  for (const name of person.functions) await page.getByRole('checkbox', { name }).check();
  await expect(page.getByRole('checkbox', { name: 'Crew member (Crew)' })).toBeChecked();
  await page.getByRole('button', { name: 'Create the person' }).click();
  await expect(page).toHaveURL(/\/admin\/people\/\d+$/);
  await expect(page.getByRole('heading', { name: person.name })).toBeVisible();
  await page.getByRole('button', { name: 'Send the welcome mail' }).click();
  await expect(page.getByText('Invited, not accepted', { exact: true })).toBeVisible();
}

async function acceptAndSignIn(
  browser: Browser,
  viewport: { width: number; height: number },
  link: string,
  origin: string,
  email: string,
) {
  const context = await browser.newContext({ viewport });
  await pinToStackClock(context);
  const page = await context.newPage();
  await setPassword(page, link, 'first crew password');
  await signIn(page, origin, email, 'first crew password');
  // A crew member's menu: their jobs, no administration.
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Jobs' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Administration' })).toHaveCount(0);
  await context.close();
}

for (const { name, viewport } of WIDTHS) {
  test.describe(`at ${name} px`, () => {
    test.use({ viewport });

    test('a new company sets itself up from the administration and its first crew member signs in', async ({
      page,
      browser,
      playwright,
    }) => {
      test.setTimeout(180_000);
      const host = `company-${name}-${randomBytes(4).toString('hex')}.localhost`;
      const origin = `http://${host}:${E2E_PORT}`;
      const factory = await playwright.request.newContext({ baseURL: STACK_ORIGIN });
      const created = await factory.post('/api/v1/testing/tenantsFromZero', {
        headers: factoryHeaders,
        data: { host, name: 'Zero to Crew Company', adminEmail: 'office@zero-crew.test' },
      });
      expect(created.status()).toBe(201);
      const { tenantId, welcomePath } = (await created.json()) as {
        tenantId: number;
        welcomePath: string;
      };

      await setPassword(page, `${origin}${welcomePath}`, 'zero office password');
      await signIn(page, origin, 'office@zero-crew.test', 'zero office password');

      // The administration is in the menu of the tenant's first administrator.
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('link', { name: 'Administration' })
        .click();
      await expect(page).toHaveURL(atPath(pathOf('administration')));

      // A client company, and its contact from the company's page.
      await openSection(page, origin, 'Clients');
      await expect(page.getByText('No client companies yet')).toBeVisible(BOOT);
      await page.getByRole('link', { name: 'New client company' }).click();
      await page.getByLabel('Name', { exact: true }).fill('Ahoy Events');
      await page.getByRole('button', { name: 'Create client company' }).click();
      await expect(page.getByRole('heading', { name: 'Ahoy Events', level: 2 })).toBeVisible();
      await page.getByRole('link', { name: 'Add contact' }).click();
      // The form opens as the company's contact, with the client preset.
      await expect(page.getByRole('combobox', { name: 'Client company' })).toHaveValue(/\d+/);
      await expect(page.getByRole('checkbox', { name: 'Client (Client contact)' })).toBeChecked();
      await page.getByRole('textbox', { name: 'Name' }).fill('Carla Contact');
      await page.getByRole('textbox', { name: 'E-mail' }).fill('carla@ahoy-events.test');
      await page.getByRole('button', { name: 'Create the person' }).click();
      await expect(page.getByRole('heading', { name: 'Carla Contact' })).toBeVisible();
      await openSection(page, origin, 'Clients');
      await page.getByRole('link', { name: 'Ahoy Events' }).first().click();
      await expect(page.getByRole('link', { name: 'Carla Contact' })).toBeVisible();

      // A location.
      await openSection(page, origin, 'Locations');
      await page.getByRole('link', { name: 'New location' }).first().click();
      await page.getByLabel('Name', { exact: true }).fill('Ahoy Rotterdam');
      await page.getByLabel('Address').fill('Ahoyweg 10');
      await page.getByLabel('City').fill('Rotterdam');
      await page.getByRole('button', { name: 'Create location' }).click();
      await expect(page).toHaveURL(/\/admin\/locations\/\d+$/);

      // Two functions.
      await openSection(page, origin, 'Functions');
      await expect(page.getByText('No functions yet')).toBeVisible(BOOT);
      for (const fn of ['Rigger', 'Stagehand']) {
        await page.getByRole('textbox', { name: 'Name' }).fill(fn);
        await page.getByRole('button', { name: 'Add', exact: true }).click();
        await expect(page.getByRole('heading', { name: fn })).toBeVisible();
      }

      // Three people, each invited.
      const people = [
        {
          name: 'Robin Rigger',
          email: 'robin@zero-crew.test',
          number: 'Z-001',
          functions: ['Rigger'],
        },
        {
          name: 'Sam Stagehand',
          email: 'sam@zero-crew.test',
          number: 'Z-002',
          functions: ['Stagehand'],
        },
        {
          name: 'Noor Allround',
          email: 'noor@zero-crew.test',
          number: 'Z-003',
          functions: ['Rigger', 'Stagehand'],
        },
      ];
      for (const person of people) await createPerson(page, origin, person);

      await openSection(page, origin, 'People');
      for (const person of people)
        await expect(page.getByRole('link', { name: person.name }).first()).toBeVisible();

      // One of them accepts the mailed invitation and signs in as crew.
      const link = await mailedWelcomeLink(factory, tenantId, 'sam@zero-crew.test');
      expect(new URL(link).host).toBe(`${host}:${E2E_PORT}`);
      await factory.dispose();
      await acceptAndSignIn(browser, viewport, link, origin, 'sam@zero-crew.test');

      // The administrator sees who accepted, and the audit says who did what.
      await openSection(page, origin, 'People');
      await page.getByRole('link', { name: 'Sam Stagehand' }).first().click();
      await expect(page).toHaveURL(/\/admin\/people\/\d+$/);
      await expect(page.getByRole('heading', { name: 'Sam Stagehand' })).toBeVisible();
      await expect(page.getByText('Active', { exact: true })).toBeVisible();
      await openSection(page, origin, 'Audit');
      for (const caption of ['Ahoy Events', 'Ahoy Rotterdam', 'Rigger', 'Noor Allround'])
        await expect(page.getByText(caption).first()).toBeVisible(BOOT);
    });
  });
}
