import type { Locator } from '@playwright/test';
import { demoMenus } from '../fixtures/demo-menus';
import { accounts, atPath, expect, pathOf, test, type Account } from './fixtures';

/** Chief signs in as crew (crew chief is data, not a role): the crew member's menus. */
const expectedMenus = { ...demoMenus, chief: demoMenus.crew };

/** Layout labels in the account's language: office@ speaks German (the tenant allows it). */
const english = {
  openMenu: 'Open menu',
  mainMenu: 'Main menu',
  quickMenu: 'Quick menu',
  logout: 'Log out',
};
const german = {
  openMenu: 'Menü öffnen',
  mainMenu: 'Hauptmenü',
  quickMenu: 'Schnellmenü',
  logout: 'Abmelden',
};
const labelsFor = (account: Account) => (account === 'office' ? german : english);

async function hrefs(links: Locator): Promise<string[]> {
  return links.evaluateAll((elements) =>
    elements.map((element) => new URL((element as HTMLAnchorElement).href).pathname),
  );
}

for (const [account, expected] of Object.entries(expectedMenus) as [
  keyof typeof expectedMenus,
  (typeof expectedMenus)[keyof typeof expectedMenus],
][]) {
  test(`${account}: side drawer and bottom bar follow the menu rules`, async ({ page, signIn }) => {
    await signIn(account);
    const labels = labelsFor(account);

    const bottomBar = page.getByRole('navigation', { name: labels.quickMenu });
    if (expected.bottomBar.length === 0) {
      // Home alone makes no bar (decision 252): nothing floats over the content.
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(bottomBar).toHaveCount(0);
    } else {
      await expect(bottomBar).toBeVisible();
      expect(await hrefs(bottomBar.getByRole('link'))).toEqual(expected.bottomBar);
      // The bar is as wide as the items it shows (SPEC.md §2).
      const itemWidths = await bottomBar
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().width));
      const barWidth = (await bottomBar.boundingBox())?.width ?? 0;
      const itemsWidth = itemWidths.reduce((sum, width) => sum + width, 0);
      expect(Math.abs(barWidth - itemsWidth)).toBeLessThanOrEqual(24);
    }

    await page.getByRole('button', { name: labels.openMenu }).click();
    const drawer = page.getByRole('navigation', { name: labels.mainMenu });
    await expect(drawer).toBeVisible();
    expect(await hrefs(drawer.getByRole('link'))).toEqual(expected.drawer);
    await expect(page.getByRole('button', { name: labels.logout })).toBeVisible();

    // Choosing an item closes the drawer and marks it active.
    await drawer.getByRole('link').filter({ hasText: /Info/ }).click();
    await expect(page).toHaveURL(atPath(pathOf('version')));
    await expect(drawer).toBeHidden();
    await page.getByRole('button', { name: labels.openMenu }).click();
    await expect(
      page.getByRole('navigation', { name: labels.mainMenu }).locator('[aria-current="page"]'),
    ).toHaveAttribute('href', pathOf('version'));
  });
}

test('project sign-in: session layout with its project, no menus, the notice', async ({
  page,
  signIn,
  navigate,
}) => {
  await signIn('project');
  await expect(page.getByRole('heading', { name: /Winter Festival/ })).toBeVisible();
  await expect(page.getByText(accounts.project).first()).toBeVisible();
  await expect(
    page.getByText('To create a personal account with more features please contact us.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Quick menu' })).toHaveCount(0);
  // The back arrow is hidden on the project page during a project session.
  await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
  // A project session may open only its own pages (SPEC.md §5).
  await navigate('jobs');
  await expect(page).toHaveURL((url) =>
    [pathOf('login'), pathOf('project', { number: accounts.project })].includes(url.pathname),
  );
});

test('plus-crew sign-in: session layout with its plus crew and the data entry', async ({
  page,
  signIn,
}) => {
  await signIn('plusCrew');
  await expect(page.getByText(`Number ${accounts.plusCrew}`)).toBeVisible();
  await expect(
    page.getByText('To create a personal account with more features please contact us.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Plus crews data' })).toHaveAttribute(
    'href',
    pathOf('plusCrewData', { number: accounts.plusCrew }),
  );
});

test('office speaks German: the tenant allows the user language', async ({ page, signIn }) => {
  await signIn('office');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('button', { name: 'Menü öffnen' })).toBeVisible();
});
