import type { Page } from '@playwright/test';
import { axeViolations as violations } from './axe';
import { expect, test } from './fixtures';
import { greyPng } from './pictures';

async function next(page: Page, progress: string) {
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(progress)).toBeVisible();
}

test('a form with every kind of question: a required answer refused until given, a reload keeps the place and the answers, the summary, sent, gone from home', async ({
  page,
  signIn,
}) => {
  test.slow();
  await signIn('crew');
  const forms = page.getByRole('region', { name: 'Forms to fill in' });
  await expect(forms.getByRole('link', { name: 'Equipment damage report' })).toBeVisible();
  await forms.getByRole('link', { name: 'Venue safety walk-through' }).click();

  // Text (required): refused until given.
  await expect(page.getByRole('heading', { name: 'Venue safety walk-through' })).toBeVisible();
  await expect(page.getByText('Question 1 of 8')).toBeVisible();
  await expect(page).toHaveURL(/\/forms\/\d+\/venue-safety-walk-through\/\d+$/);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please answer this question.')).toBeVisible();
  await expect(page.getByText('Question 1 of 8')).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page
    .getByRole('textbox', { name: /Which area did you walk through\?/ })
    .fill('Hall 2, backstage left');
  await next(page, 'Question 2 of 8');

  // Yes / no, number (with its bounds), single choice.
  await page.getByRole('radio', { name: 'Yes' }).check();
  await next(page, 'Question 3 of 8');
  const extinguishers = page.getByRole('textbox', { name: /How many fire extinguishers/ });
  await extinguishers.fill('60');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please enter 50 or less.')).toBeVisible();
  await extinguishers.fill('4');
  await next(page, 'Question 4 of 8');
  await page.getByRole('radio', { name: 'Cables taped down' }).check();
  await next(page, 'Question 5 of 8');
  const placeOfQuestion5 = page.url();

  // A reload in the middle keeps the place and the answers (the draft).
  await page.reload();
  await expect(page.getByText('Question 5 of 8')).toBeVisible();
  expect(page.url()).toBe(placeOfQuestion5);
  await page.goBack();
  await expect(page.getByText('Question 4 of 8')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Cables taped down' })).toBeChecked();
  await next(page, 'Question 5 of 8');

  // Multiple choice, date, photo, signature.
  await page.getByRole('checkbox', { name: 'Loose cable' }).check();
  await page.getByRole('checkbox', { name: 'Missing signage' }).check();
  await next(page, 'Question 6 of 8');
  await page.getByLabel(/On which day is the event\?/).fill('2026-12-01');
  await next(page, 'Question 7 of 8');
  await page
    .getByLabel(/A photo of anything that needs fixing/)
    .setInputFiles({ name: 'spot.png', mimeType: 'image/png', buffer: greyPng() });
  await expect(page.getByRole('img', { name: 'The photo you added' })).toBeVisible();
  await next(page, 'Question 8 of 8');
  await page.getByRole('button', { name: 'Check answers' }).click();
  await expect(page.getByText('Please answer this question.')).toBeVisible();
  const canvas = page.getByTestId('signature-canvas');
  await expect(canvas).toBeVisible();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no signature canvas');
  await page.mouse.move(box.x + 30, box.y + 100);
  await page.mouse.down();
  for (const [x, y] of [
    [80, 40],
    [140, 120],
    [200, 50],
    [260, 110],
  ] as const)
    await page.mouse.move(box.x + x, box.y + y, { steps: 6 });
  await page.mouse.up();
  await page.getByRole('button', { name: 'Check answers' }).click();

  // The summary, each answer editable.
  await expect(page.getByRole('heading', { name: 'Check your answers' })).toBeVisible();
  await expect(page).toHaveURL(/\/summary$/);
  for (const text of [
    'Hall 2, backstage left',
    'Yes',
    '4',
    'Cables taped down',
    'Loose cable, Missing signage',
    'Photo added',
  ]) {
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('img', { name: 'Your signature' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page
    .getByRole('link', { name: 'Change the answer to: How many fire extinguishers did you check?' })
    .click();
  await expect(page.getByText('Question 3 of 8')).toBeVisible();
  await page.getByRole('textbox', { name: /How many fire extinguishers/ }).fill('5');
  await page.getByRole('button', { name: 'Back to the summary' }).click();
  await expect(page.getByText('5', { exact: true })).toBeVisible();

  // Sent, and gone from home.
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Thank you, your answers were sent.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(forms.getByRole('link', { name: 'Equipment damage report' })).toBeVisible();
  await expect(forms.getByRole('link', { name: 'Venue safety walk-through' })).toHaveCount(0);
});
