import AxeBuilder from '@axe-core/playwright';
import { pdfText } from '../../api/test/pdf-text';
import { atPath, expect as baseExpect, pathOf, test } from './fixtures';
import type { Page } from '@playwright/test';

// Invoices at 360 px through the real stack ("What it must show"). A lazy chunk and a
// PDF rendered per download: on a loaded shared machine the defaults flake; these waits are for
// slowness, not for behaviour.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

/** client@'s overdue demo invoice (api/routes/invoices/invoices.seed.ts). */
const OVERDUE = '2026-0101';

async function violations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    nodes: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

test('a client opens the overdue invoice and downloads its PDF, a real PDF with the invoice number and total', async ({
  page,
  signIn,
}) => {
  await signIn('client', { at: pathOf('invoices') });
  const card = page.getByRole('article').filter({ hasText: OVERDUE });
  await expect(card.getByText('Overdue')).toBeVisible();
  // Another company's invoice is never listed.
  await expect(page.getByRole('article').filter({ hasText: '2026-0104' })).toHaveCount(0);
  await card.getByRole('link', { name: `Invoice ${OVERDUE}` }).click();
  await expect(page).toHaveURL(atPath(pathOf('invoice', { number: OVERDUE })));
  await expect(page.getByRole('heading', { name: `Invoice ${OVERDUE}` })).toBeVisible();
  await expect(page.getByText('Stage hand — worked hours')).toBeVisible();
  const total = page
    .locator('#invoice-totals-heading')
    .locator('xpath=..')
    .getByText(/^€[\d,]+\.\d{2}$/)
    .last();
  const totalText = (await total.textContent())?.trim() ?? '';
  expect(totalText).toBe('€3,456.73');
  // A client does not edit invoices.
  await expect(page.getByRole('button', { name: /Issue invoice/ })).toHaveCount(0);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`invoice-${OVERDUE}.pdf`);
  await expect(page.getByText('The invoice PDF has been saved.')).toBeVisible();
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const text = await pdfText(bytes);
  expect(text).toContain(`Invoice ${OVERDUE}`);
  expect(text).toContain(totalText);
});

test("a client does not find another company's invoice", async ({ page, signIn }) => {
  await signIn('client', { at: pathOf('invoice', { number: '2026-0104' }) });
  await expect(page.getByText('Invoice not found')).toBeVisible();
});

test('the invoice screens are axe clean at 360 px', async ({ page, signIn, navigate }) => {
  await signIn('client', { at: pathOf('invoices') });
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await navigate('invoice', { number: OVERDUE });
  await expect(page.getByRole('heading', { name: 'Documents' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('office@ makes a draft from a project’s worked hours, changes an item in place and issues it (in German)', async ({
  page,
  signIn,
}) => {
  await signIn('office', { at: pathOf('invoices') });
  await page.getByRole('button', { name: 'Projekt wählen' }).click();
  const project = page.getByRole('article', { name: 'Projekt 1001 Winter Festival' });
  await expect(project.getByText(/^Geleistet: [\d,]+ Std\.$/)).toBeVisible();
  // The seeded draft was made from it: named, so the office does not bill twice unknowingly.
  await expect(project.getByRole('link', { name: /^2026-\d{4}$/ }).first()).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await project
    .getByRole('button', { name: 'Rechnungsentwurf für „Winter Festival“ erstellen' })
    .click();

  await expect(page).toHaveURL(/\/invoice\/2026-\d{4}$/);
  const number = new URL(page.url()).pathname.split('/').pop() as string;
  await expect(page.getByRole('heading', { name: `Rechnung ${number}` })).toBeVisible();
  await expect(page.getByText('Entwurf', { exact: true })).toBeVisible();
  const totals = page.getByRole('region', { name: 'Summen' });
  const total = totals.getByText(/^[\d.]+,\d{2}\s€$/).last();
  const before = (await total.textContent())?.trim();

  // The first item's card turns into its form, filled with the item; 10 hours at its price.
  const change = page.getByRole('button', { name: /^„.+“ ändern$/ }).first();
  const description = ((await change.getAttribute('aria-label')) ?? '').replace(
    /^„(.+)“ ändern$/,
    '$1',
  );
  // Written in office@'s language, as the rest of what she reads.
  expect(description).toMatch(/ — geleistete Stunden$/);
  await change.click();
  const form = page.getByRole('form', { name: `„${description}“ ändern` });
  await expect(form.getByLabel('Menge')).not.toHaveValue('');
  await form.getByLabel('Menge').fill('10');
  await form.getByLabel('Einzelpreis').fill('40');
  expect(await violations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Position speichern' }).click();
  await expect(page.getByText(`„${description}“ geändert.`)).toBeVisible();
  await expect(form).toHaveCount(0);
  await expect(page.getByText(/^10 × 40,00\s€ · MwSt\. /)).toBeVisible();
  await expect(total).not.toHaveText(before ?? '');
  const after = (await total.textContent())?.trim() ?? '';

  // Issued at the total shown: an open invoice with its PDF, no longer editable.
  await page.getByRole('button', { name: `Rechnung ausstellen (${after})` }).click();
  await expect(page.getByText(`Rechnung ${number} ausgestellt.`)).toBeVisible();
  await expect(page.getByText('Offen', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^„.+“ ändern$/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'PDF herunterladen' })).toBeVisible();
});
