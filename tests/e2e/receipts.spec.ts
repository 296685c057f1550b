import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { greyPng } from './pictures';

// Receipts at 360 px through the real stack: crew@ creates a receipt from a template,
// takes its photo (compressed, uploaded with progress, waiting for approval), adds an item whose
// total the api checks, changes one in place, deletes an item, copies the receipt and hands the copy in; an approved receipt no longer changes.

test('crew@ creates a receipt from a template with a photo, copies it and deletes an item', async ({
  page,
  signIn,
  navigate,
}) => {
  test.slow();
  await signIn('crew');
  await navigate('receipts');
  const list = page.getByRole('list', { name: 'Your receipts' });
  await expect(list.getByRole('link', { name: 'Travel to Main Stage' })).toBeVisible();
  await expect(list.getByText('Approved')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const form = page.getByRole('region', { name: 'New receipt' });
  await form.getByLabel('Template').selectOption({ label: 'Eventful Ltd: Travel to a venue' });
  await form.getByRole('button', { name: 'Create the receipt' }).click();
  await expect(page).toHaveURL(/\/receipt\/R\d+$/);
  const items = page.getByRole('region', { name: 'Items' });
  await expect(items.getByText('Parking at the venue')).toBeVisible();
  await expect(items.getByText('Fuel for the van')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The photo: a camera input, refused in words when it is not a picture, then uploaded.
  const photo = page.getByRole('region', { name: 'Photo of the receipt' });
  const input = page.getByTestId('receipt-photo-input');
  await expect(input).toHaveAttribute('capture', 'environment');
  await input.setInputFiles({
    name: 'receipt.png',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a photo'),
  });
  await expect(photo.getByRole('alert')).toHaveText(
    'This file is not a picture. Choose a JPEG, PNG or WebP image.',
  );
  const upload = page.waitForResponse(
    (response) =>
      /\/receipts\/\d+\/photo$/.test(response.url()) && response.request().method() === 'POST',
  );
  await input.setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: greyPng(300) });
  expect((await upload).status()).toBe(201);
  await expect(photo.getByRole('status')).toHaveText('Uploaded file is subject to approval');
  await expect(photo.getByRole('img', { name: 'Photo of the paper receipt' })).toBeVisible();

  // An item: the charge type picks its tax type; the total shown is the api's (12,50 + 21 %).
  await items.getByLabel('Charge type').selectOption({ label: 'Parking' });
  await expect(items.getByLabel('Tax type')).toHaveValue(/\d+/);
  await items.getByLabel('Description').fill('Parking at the hotel');
  await items.getByLabel('Amount before tax (€)').fill('12,50');
  await expect(items.getByText('Total with tax: €15.13')).toBeVisible();
  await items.getByRole('button', { name: 'Add the item' }).click();
  await expect(items.getByText('Parking at the hotel')).toBeVisible();

  // Change an item in place: its row becomes the form, filled with the item; the api's new total.
  await items.getByRole('button', { name: 'Change the item Parking at the venue' }).click();
  const change = page.getByRole('form', { name: 'Change the item Parking at the venue' });
  await expect(change.getByLabel('Amount before tax (€)')).toHaveValue('12.50');
  await change.getByLabel('Amount before tax (€)').fill('14,00');
  await expect(change.getByText('Total with tax: €16.94')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await change.getByRole('button', { name: 'Save the item' }).click();
  await expect(page.getByText('Item Parking at the venue changed')).toBeVisible();
  await expect(change).toHaveCount(0);
  await expect(items.getByText('Parking · VAT 21% · €14.00 + €2.94')).toBeVisible();

  // Delete an item.
  await items.getByRole('button', { name: 'Delete the item Fuel for the van' }).click();
  await expect(items.getByText('Fuel for the van')).toHaveCount(0);
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Items' }).getByText('Fuel for the van'),
  ).toHaveCount(0);
  const number = page.url().split('/').pop();

  // Copy: a new draft with the same items.
  await page.getByRole('button', { name: 'Copy the receipt' }).click();
  await expect(page).not.toHaveURL(new RegExp(`/receipt/${number}$`));
  await expect(page).toHaveURL(/\/receipt\/R\d+$/);
  await expect(
    page.getByRole('region', { name: 'Items' }).getByText('Parking at the hotel'),
  ).toBeVisible();
  await expect(page.getByText('Draft')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Handed in to the office: submitted, waiting; still there as submitted after a reload.
  await page.getByRole('button', { name: 'Hand in to the office' }).click();
  await expect(page.getByText('Receipt handed in')).toBeVisible();
  await expect(page.getByText('Submitted', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hand in to the office' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByText(/^Handed in: it waits for the office/)).toBeVisible();
});

test('an approved receipt shows its items and totals and can no longer change', async ({
  page,
  signIn,
  navigate,
}) => {
  await signIn('crew');
  await navigate('receipts');
  await page.getByRole('link', { name: 'Overnight stay in Rotterdam' }).click();
  await expect(page.getByText('This receipt is approved and can no longer change.')).toBeVisible();
  await expect(page.getByTestId('receipt-total')).toHaveText('€149.66');
  await expect(page.getByRole('button', { name: 'Delete the receipt' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Delete the item/ })).toHaveCount(0);
  await expect(page.getByTestId('receipt-photo-input')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Copy the receipt' })).toBeVisible();
});

test('an unknown receipt number says it is not found', async ({ page, signIn, navigate }) => {
  await signIn('crew');
  await navigate('receipt', { number: 'R99999' });
  await expect(page.getByText('Receipt not found')).toBeVisible();
});
