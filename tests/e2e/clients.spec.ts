import { randomBytes } from 'node:crypto';
import type { Page, PlaywrightWorkerArgs } from '@playwright/test';
import { axeViolations } from './axe';
import { atPath, expect, pathOf, test } from './fixtures';
import { E2E_PORT, STACK_ORIGIN, TEST_TENANT_FACTORY_KEY } from './stack';

// The office's administration of its clients and venues, through the real stack at a phone's and a
// desk's width: on a tenant made from zero, its first administrator creates a client company, a
// branch and a location and edits them; on a demo tenant, deleting a location crews are planned at
// is refused with the counts (crews cannot be planned in the app yet, so the demo's are used; its
// office@ reads German).

const BOOT = { timeout: 60_000 };
const WIDTHS = [360, 1280] as const;

/** A tenant from zero (npm run tenant -- create in the server) and its administrator signed in. */
async function signedInAdministrator(
  page: Page,
  playwright: PlaywrightWorkerArgs['playwright'],
): Promise<string> {
  const host = `clients-${randomBytes(4).toString('hex')}.localhost`;
  const factory = await playwright.request.newContext({ baseURL: STACK_ORIGIN });
  const response = await factory.post('/api/v1/testing/tenantsFromZero', {
    headers: { 'x-test-factory-key': TEST_TENANT_FACTORY_KEY },
    data: { host, name: 'Harbour Crew Company', adminEmail: 'office@harbour.test' },
  });
  expect(response.status()).toBe(201);
  const { welcomePath } = (await response.json()) as { welcomePath: string };
  await factory.dispose();
  const origin = `http://${host}:${E2E_PORT}`;
  await page.goto(`${origin}${welcomePath}`);
  await page.getByLabel('New password', { exact: true }).fill('harbour office password');
  await page.getByLabel('Repeat new password', { exact: true }).fill('harbour office password');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Your password is set.')).toBeVisible(BOOT);
  await page.goto(`${origin}${pathOf('login')}`);
  await page.getByLabel('E-mail, project or plus crew').fill('office@harbour.test');
  await page.getByLabel('Password', { exact: true }).fill('harbour office password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(atPath(pathOf('home')), BOOT);
  return origin;
}

async function confirmDelete(page: Page, label: string, confirm = 'Delete') {
  await page.getByRole('button', { name: label }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: confirm }).click();
}

async function fitsTheWidth(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 360 ? 780 : 900 } });

    test('a new company’s administrator creates and edits a client company, a branch and a location', async ({
      page,
      playwright,
    }) => {
      test.slow();
      const origin = await signedInAdministrator(page, playwright);
      const at = (path: string) => `${origin}${path}`;

      // Client companies: none yet, then one made and renamed.
      await page.goto(at(pathOf('adminClients')));
      await expect(page.getByText('No client companies yet')).toBeVisible(BOOT);
      await page.getByRole('link', { name: 'New client company' }).click();
      await page.getByLabel('Name', { exact: true }).fill('Ahoy Events');
      await page.getByRole('button', { name: 'Create client company' }).click();
      await expect(page.getByRole('heading', { name: 'Ahoy Events', level: 2 })).toBeVisible();
      await expect(page.getByText('This company has no contacts yet.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Add contact' })).toHaveAttribute(
        'href',
        /\/admin\/people\/new\?companyId=\d+$/,
      );
      await page.getByLabel('Name', { exact: true }).fill('Ahoy Events BV');
      await page.getByRole('button', { name: 'Save name' }).click();
      await expect(page.getByRole('heading', { name: 'Ahoy Events BV', level: 2 })).toBeVisible();
      await page.getByRole('link', { name: 'All client companies' }).click();
      await expect(page.getByRole('link', { name: 'Ahoy Events BV' })).toBeVisible();
      // A second company of that name is refused with the reason.
      await page.getByRole('link', { name: 'New client company' }).click();
      await page.getByLabel('Name', { exact: true }).fill('ahoy events bv');
      await page.getByRole('button', { name: 'Create client company' }).click();
      await expect(page.getByText('Another client company already has this name.')).toBeVisible();

      // A branch, added and renamed.
      await page.goto(at(pathOf('adminBranches')));
      await expect(page.getByText('No branches yet')).toBeVisible(BOOT);
      await page.getByLabel('Branch name').fill('Rotterdam');
      await page.getByRole('button', { name: 'Add branch' }).click();
      await expect(page.getByText('0 projects')).toBeVisible();
      await page.getByRole('button', { name: 'Rename Rotterdam' }).click();
      await page
        .getByRole('form', { name: 'Rename Rotterdam' })
        .getByLabel('Branch name')
        .fill('Rotterdam Zuid');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByText('Rotterdam Zuid')).toBeVisible();

      // A location with every field; a half point is refused before sending.
      await page.goto(at(pathOf('adminLocationNew')));
      await page.getByLabel('Name', { exact: true }).fill('Ahoy Rotterdam');
      await page.getByLabel('Address').fill('Ahoyweg 10');
      await page.getByLabel('City').fill('Rotterdam');
      await page.getByLabel('Latitude').fill('51,8838');
      await page.getByRole('button', { name: 'Create location' }).click();
      await expect(
        page.getByText('Enter both latitude and longitude, or leave both empty.'),
      ).toBeVisible();
      await page.getByLabel('Longitude').fill('4.4889');
      await expect(
        page.getByRole('link', { name: 'Check 51.8838, 4.4889 on the map' }),
      ).toHaveAttribute('href', /openstreetmap\.org\/\?mlat=51\.8838&mlon=4\.4889/);
      await page.getByLabel('Time zone').selectOption('Europe/Amsterdam');
      await page.getByLabel('Route notes').fill('Crew entrance at gate 4.\nPark on P3.');
      await fitsTheWidth(page);
      await page.getByRole('button', { name: 'Create location' }).click();
      await expect(page.getByRole('button', { name: 'Save location' })).toBeVisible();
      await expect(page.getByText('0 crews planned here')).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/locations\/\d+$/);

      // Edited: the city and the zone back to the company's.
      await page.getByLabel('City').fill('Rotterdam-Zuid');
      await page.getByLabel('Time zone').selectOption('');
      await page.getByRole('button', { name: 'Save location' }).click();
      await expect(page.getByText('The location was saved.')).toBeVisible();
      await page.reload();
      await expect(page.getByLabel('City')).toHaveValue('Rotterdam-Zuid', BOOT);
      await expect(page.getByLabel('Time zone')).toHaveValue('');
      await expect(page.getByLabel('Route notes')).toHaveValue(
        'Crew entrance at gate 4.\nPark on P3.',
      );

      // A second location of that name is refused.
      await page.goto(at(pathOf('adminLocationNew')));
      await page.getByLabel('Name', { exact: true }).fill('Ahoy Rotterdam');
      await page.getByLabel('Address').fill('Elsewhere 1');
      await page.getByLabel('City').fill('Rotterdam');
      await page.getByRole('button', { name: 'Create location' }).click();
      await expect(page.getByText('Another location already has this name.')).toBeVisible();

      // The list finds it by city; an unused location is deleted.
      await page.goto(at(`${pathOf('adminLocations')}?search=zuid`));
      await page.getByRole('link', { name: 'Ahoy Rotterdam' }).click();
      await expect(page.getByRole('button', { name: 'Save location' })).toBeVisible(BOOT);
      await confirmDelete(page, 'Delete location');
      await expect(page).toHaveURL(atPath(pathOf('adminLocations')));
      await expect(page.getByText('No locations yet')).toBeVisible();
    });

    test('deleting a location crews are planned at is refused with the counts; the screens as the demo office sees them', async ({
      page,
      signIn,
      navigate,
    }) => {
      test.slow();
      await signIn('office');
      await navigate('adminClients');
      await expect(page.getByRole('link', { name: 'Harbour Concerts BV' }).first()).toBeVisible(
        BOOT,
      );
      await fitsTheWidth(page);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({
        path: `docs/screenshots/admin-clients-${width}.png`,
        fullPage: true,
      });

      await navigate('adminLocations');
      const ahoy = page.getByRole('link', { name: /Ahoy/ }).first();
      await expect(ahoy).toBeVisible(BOOT);
      await ahoy.click();
      await expect(page.getByRole('button', { name: 'Standort speichern' })).toBeVisible(BOOT);
      await expect(page.getByText(/\d+ Crews? hier geplant/)).toBeVisible();
      await fitsTheWidth(page);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({
        path: `docs/screenshots/admin-location-form-${width}.png`,
        fullPage: true,
      });

      await confirmDelete(page, 'Standort löschen', 'Löschen');
      const refusal = page.getByRole('alert').filter({ hasText: 'noch verwendet' });
      await expect(refusal).toBeVisible();
      await expect(refusal).toContainText(/\d+ Crews? und \d+ Projekte?/);
      // Nothing was deleted: the form is still there after a reload.
      await page.reload();
      await expect(page.getByRole('button', { name: 'Standort speichern' })).toBeVisible(BOOT);
    });
  });
}
