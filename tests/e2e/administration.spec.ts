import sharp from 'sharp';
import { axeViolations } from './axe';
import { expect, pathOf, test } from './fixtures';

// The office's administration through the real stack, as office@ (the demo tenant's administrator,
// who reads German), on a demo tenant of the test's own: the menu entry opens the hub, the
// settings change the tenant's name and login colour and upload its logo while the preview shows
// them; the real login screen, signed out, then shows the same; the audit lists the change. At
// 360 px (a phone) and 1280 px (a desk).

/** A real PNG logo: a dark disc with the letters CH. */
const logoPng = () =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160"><circle cx="80" cy="80" r="76" fill="#1d4e89"/><text x="80" y="104" font-size="72" font-family="sans-serif" font-weight="bold" text-anchor="middle" fill="#ffffff">CH</text></svg>',
    ),
  )
    .png()
    .toBuffer();

for (const width of [360, 1280] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 360 ? 780 : 900 } });

    test('office@ rebrands the tenant: preview, the real login screen and the audit agree', async ({
      page,
      browser,
      baseURL,
      signIn,
    }) => {
      test.slow();
      const name = `Crew Hub Events ${width}`;
      await signIn('office');
      await page.getByRole('button', { name: 'Menü öffnen' }).click();
      await page
        .getByRole('navigation', { name: 'Hauptmenü' })
        .getByRole('link', { name: 'Verwaltung' })
        .click();
      await expect(page).toHaveURL(new RegExp(`${pathOf('administration')}$`));
      await expect(page.getByRole('heading', { level: 1, name: 'Verwaltung' })).toBeVisible();
      // Every section has its card; the people's and clients' become links with their screens.
      for (const section of ['Personen', 'Funktionen', 'Kunden', 'Niederlassungen', 'Orte'])
        await expect(page.getByRole('heading', { name: section, exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Protokoll', exact: true })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      if (width === 360) await page.screenshot({ path: 'docs/screenshots/admin-hub-360.png' });

      await page.getByRole('link', { name: 'Einstellungen', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${pathOf('adminSettings')}$`));
      const preview = page.getByTestId('login-preview');
      await expect(preview.getByTestId('login-tenant-name')).toHaveText('Demo Crew Company');

      await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
      const colour = page.getByRole('textbox', {
        name: 'Hintergrundfarbe der Anmeldeseite',
        exact: true,
      });
      await colour.fill('#1d4e89');
      // The preview follows the form before anything is saved.
      await expect(preview.getByTestId('login-tenant-name')).toHaveText(name);
      await expect(preview).toHaveCSS('background-color', 'rgb(29, 78, 137)');
      await page.getByRole('button', { name: 'Einstellungen speichern' }).click();
      await expect(page.getByText('Einstellungen gespeichert.')).toBeVisible();

      // A file that is no picture is turned down before it is sent.
      await page.getByLabel('Logo hochladen').setInputFiles({
        name: 'logo.svg',
        mimeType: 'image/svg+xml',
        buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      });
      await expect(page.getByText(/Diese Datei ist kein Bild/)).toBeVisible();
      await page.getByLabel('Logo hochladen').setInputFiles({
        name: 'logo.png',
        mimeType: 'image/png',
        buffer: await logoPng(),
      });
      const logo = preview.getByTestId('login-logo');
      await expect(logo).toHaveAttribute('src', /^\/api\/v1\/tenantImages\/logo-[0-9a-f-]+\.png$/);
      await expect
        .poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBe(160);
      await expect(page.getByRole('button', { name: 'Logo entfernen' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      // At 360 px the preview comes under the form: the shot is of it; at 1280 px, beside the form.
      if (width === 360) {
        await page.getByRole('button', { name: 'Schließen' }).first().click();
        await page
          .getByRole('region', { name: 'Vorschau der Anmeldeseite' })
          .screenshot({ path: 'docs/screenshots/admin-settings-preview-360.png' });
      } else {
        await page.getByRole('button', { name: 'Schließen' }).first().click();
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({
          path: 'docs/screenshots/admin-settings-preview-1280.png',
          fullPage: true,
        });
      }

      // The real login screen, signed out in a browser of its own, shows what the preview did.
      const visitor = await browser.newContext({ baseURL, viewport: { width, height: 780 } });
      const login = await visitor.newPage();
      await login.goto(pathOf('login'));
      await expect(login.getByTestId('login-tenant-name')).toHaveText(name);
      await expect(login.getByTestId('login-background')).toHaveCSS(
        'background-color',
        'rgb(29, 78, 137)',
      );
      const loginLogo = login.getByTestId('login-logo');
      await expect(loginLogo).toHaveAttribute('src', (await logo.getAttribute('src')) ?? '');
      await expect
        .poll(() => loginLogo.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBe(160);
      await visitor.close();

      // The audit lists the change, by whom and from what to what.
      await page.goto(pathOf('adminAudit'));
      const changes = page.getByRole('list', { name: 'Änderungen, neueste zuerst' });
      const renamed = changes.getByRole('article').filter({ hasText: 'Name: Demo Crew Company' });
      await expect(renamed).toContainText(`Einstellungen · ${name}`);
      await expect(renamed).toContainText(name);
      await expect(renamed).toContainText('Hintergrundfarbe der Anmeldeseite');
      await expect(renamed).toContainText('#1d4e89');
      const uploaded = changes
        .getByRole('article')
        .filter({ hasText: 'Logo: nicht gesetzt → ein Bild' });
      await expect(uploaded).toHaveCount(1);
      await page
        .getByRole('button', { name: /^Nur Änderungen von / })
        .first()
        .click();
      await expect(changes.getByRole('article')).toHaveCount(2);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `docs/screenshots/admin-audit-${width}.png`, fullPage: true });
    });
  });
}
