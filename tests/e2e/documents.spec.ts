import { pdfText } from '../../api/test/pdf-text';
import { axeViolations as violations } from './axe';
import { crewContractDocumentId, drawSignature, signInOn } from './documents-helpers';
import { expect, pathOf, pinToStackClock, test } from './fixtures';

// Documents to sign at 360 px, through the real stack: a contract signed one by one, the office first.
test('crew waits for the office, the office signs, crew signs, and the signed PDF carries both records', async ({
  page,
  browser,
  baseURL,
  signIn,
}) => {
  // Two people, a PDF rendered four times and two signings on a shared 2-core machine.
  test.setTimeout(300_000);
  await signIn('crew');
  const { contractId, documentId } = await crewContractDocumentId(page);

  // From the contract screen, the document to sign is a link to its screen.
  await page.goto(pathOf('contract', { id: contractId }));
  await page
    .getByRole('region', { name: 'Documents to sign' })
    .getByRole('link', { name: 'Employment contract 2026' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/documents/${documentId}$`));

  // Waiting on office@: the order is shown, the button is disabled, the pad takes nothing.
  await expect(page.getByRole('heading', { name: 'Employment contract 2026' })).toBeVisible();
  const signatories = page.getByTestId('signatory');
  await expect(signatories).toHaveText([
    /^1\. Lena Hoffmann\s*Ready to sign$/,
    /^2\. Alex Janssen \(you\)\s*Waiting$/,
  ]);
  await expect(
    page.getByText('Lena Hoffmann must sign first. You can sign once they have.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign', exact: true })).toBeDisabled();
  // The PDF is drawn in the page, a page at a time.
  await expect(
    page.getByRole('img', { name: /^Page 1 of \d+ of Employment contract 2026$/ }),
  ).toBeVisible();
  expect(await violations(page)).toEqual([]);

  // office@ (German) finds it on the home and signs it with a drawn signature.
  const officeContext = await browser.newContext({
    baseURL,
    viewport: { width: 360, height: 780 },
    hasTouch: true,
    isMobile: true,
  });
  await pinToStackClock(officeContext);
  const office = await officeContext.newPage();
  await signInOn(office, 'office');
  const toSign = office.getByRole('region', { name: 'Zu unterschreibende Dokumente' });
  await toSign.getByRole('link', { name: 'Employment contract 2026' }).click();
  await expect(office).toHaveURL(new RegExp(`/documents/${documentId}$`));
  const officeSign = office.getByRole('button', { name: 'Unterschreiben', exact: true });
  await expect(officeSign).toBeDisabled();
  await drawSignature(office);
  await expect(office.getByText('Unterschrift gezeichnet')).toBeVisible();
  await office.getByLabel('First working day').fill('2027-01-04');
  await office.getByLabel('I have read the terms').check();
  await expect(officeSign).toBeEnabled();
  await officeSign.click();
  await expect(
    office.getByText(
      'Du hast unterschrieben. Das Dokument ist vollständig, sobald alle unterschrieben haben.',
    ),
  ).toBeVisible();
  await expect(office.getByTestId('signatory').first()).toContainText('Unterschrieben');
  await officeContext.close();

  // crew@ reloads: now it is their turn.
  await page.reload();
  await expect(signatories).toHaveText([
    /^1\. Lena Hoffmann\s*Signed .*Signed$/,
    /^2\. Alex Janssen \(you\)\s*Ready to sign$/,
  ]);
  const sign = page.getByRole('button', { name: 'Sign', exact: true });
  await expect(sign).toBeDisabled();
  await drawSignature(page);
  await page.getByLabel('First working day').fill('2027-01-04');
  await page.getByLabel('I have read the terms').check();
  await expect(sign).toBeEnabled();
  expect(await violations(page)).toEqual([]);
  await sign.click();
  await expect(page.getByText('Signed by everyone.')).toBeVisible();

  // The signed PDF downloads and carries both signing records.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download the signed PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  const text = await pdfText(new Uint8Array(await readFile(path)));
  expect(text).toContain('Signed by Lena Hoffmann');
  expect(text).toContain('Signed by Alex Janssen');
});
