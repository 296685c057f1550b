import { axeViolations as violations } from './axe';
import { expect, test } from './fixtures';

// The mailbox at 360 px through the real stack. office@ (Lena) speaks German: the
// app and her mails (written by notify in her language) are German.

/** A screen's first content after a load: generous, the machine may be busy booting the app. */
const loaded = expect.configure({ timeout: 45_000 });

test('office@ reads a mail in German; a script in an HTML mail never runs and remote images wait for "show images"', async ({
  page,
  signIn,
}) => {
  test.slow();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const remote: string[] = [];
  await page.route('https://images.example.com/**', (route) => {
    remote.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'image/png', body: Buffer.alloc(0) });
  });

  await signIn('office');
  // Home counts the unread mail and links to the mailbox.
  await loaded(page.getByText('Ungelesene Mails: 2')).toBeVisible();
  await page.getByRole('link', { name: 'Postfach öffnen' }).click();
  await expect(page).toHaveURL(/\/mailbox$/);
  await loaded(page.getByRole('status').filter({ hasText: 'Ungelesen: 2' })).toBeVisible();
  expect(await violations(page)).toEqual([]);

  // Search, then open the German payroll mail: it is read now.
  await page.getByRole('searchbox', { name: 'Mails durchsuchen' }).fill('Abrechnung');
  await page.getByRole('button', { name: 'Suchen', exact: true }).click();
  await expect(page).toHaveURL(/\/mailbox\?q=Abrechnung$/);
  await expect(page.getByRole('article')).toHaveCount(1);
  await page.getByRole('link', { name: /^Abrechnung bereit/ }).click();
  await expect(page.getByRole('heading', { name: 'Abrechnung bereit' })).toBeVisible();
  await expect(page.getByText('Deine Abrechnung November 2026 ist bereit.')).toBeVisible();
  await expect(page.getByText('office@demo.test', { exact: true })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Zurück zum Postfach' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Ungelesen: 1' })).toBeVisible();

  // The HTML newsletter: sanitised, in a frame without scripts; its remote image is held back.
  await page.getByRole('link', { name: /^Winter Festival newsletter/ }).click();
  const frame = page.frameLocator('iframe[title="Mail: Winter Festival newsletter"]');
  await expect(
    frame.getByRole('heading', { name: 'Winter Festival: the crew newsletter' }),
  ).toBeVisible();
  await expect(
    page.getByText(
      'Bilder und andere externe Inhalte sind zum Schutz deiner Privatsphäre blockiert.',
    ),
  ).toBeVisible();
  expect(await page.locator('iframe').getAttribute('sandbox')).not.toContain('allow-scripts');
  expect(remote).toEqual([]);
  await page.getByRole('button', { name: 'Bilder anzeigen' }).click();
  await expect(frame.getByRole('img', { name: 'The festival site from above' })).toBeVisible();
  await expect
    .poll(() => remote)
    .toContain('https://images.example.com/newsletter/winter-festival.jpg');

  // Neither the <script> nor the onerror handler ran: no global, no dialog.
  const ran = await page.evaluate(
    () => (window as unknown as { __mailScriptRan?: boolean }).__mailScriptRan,
  );
  expect(ran).toBeUndefined();
  expect(dialogs).toEqual([]);
  expect(await violations(page)).toEqual([]);

  // Mark it unread again: back in the list it is unread, the payroll mail stays read.
  await page.getByRole('button', { name: 'Als ungelesen markieren' }).click();
  await expect(page).toHaveURL(/\/mailbox$/);
  await expect(
    page.getByRole('link', { name: /^Winter Festival newsletter\s*\(Ungelesen\)$/ }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Abrechnung bereit', exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Ungelesen: 1' })).toBeVisible();
});

test('client@ downloads the attachment of a delivery note; another mailbox’s message is not found', async ({
  page,
  signIn,
}) => {
  test.slow();
  await signIn('client');
  await page.goto('/mailbox');
  await loaded(page.getByRole('link', { name: /^Delivery note: Winter Festival/ })).toBeVisible();
  await page.getByRole('link', { name: /^Delivery note: Winter Festival/ }).click();
  await expect(page.getByText('chief@demo.test', { exact: true })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download delivery-note-main-stage.txt' }).click();
  expect((await download).suggestedFilename()).toBe('delivery-note-main-stage.txt');

  // An id that is not in client@'s mailbox.
  await page.goto('/email-messages/2147483647');
  await loaded(page.getByText('Emails not found')).toBeVisible();
  await expect(page.getByText('This mail is not in your mailbox.')).toBeVisible();
});
