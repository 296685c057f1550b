import AxeBuilder from '@axe-core/playwright';
import { pdfText } from '../../api/test/pdf-text';
import { atPath, expect as baseExpect, pathOf, pinToStackClock, test } from './fixtures';
import { stackNow } from './stack';
import type { Page } from '@playwright/test';

// Each screen is a lazy chunk and a PDF is rendered per download: on a loaded shared machine the
// defaults (10 s a check, 30 s a test) flake; these waits are for slowness, not for behaviour.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

/** Opens the newest payroll from the list (it is the new one) and answers its number. */
async function openNewestPayroll(page: Page): Promise<string> {
  const link = page.getByRole('article').filter({ hasText: 'New' }).first().getByRole('link');
  const number = (await link.textContent()) ?? '';
  await link.click();
  await expect(page).toHaveURL(atPath(pathOf('payroll', { number })));
  await expect(page.getByRole('heading', { name: number })).toBeVisible();
  return number;
}

/** The net amount as the payroll page shows it (en: €1,234.56). */
async function netAmount(page: Page): Promise<string> {
  const net = page.locator('dt', { hasText: /^Net$/ }).locator('xpath=following-sibling::dd[1]');
  return (await net.textContent())?.trim() ?? '';
}

test('a crew member opens a payroll and downloads the payslip, a real PDF with their name and net amount', async ({
  page,
  signIn,
  navigate,
}) => {
  await signIn('crew');
  // Home lists the new payroll to confirm.
  await expect(
    page.getByRole('region', { name: 'Payrolls to confirm' }).getByRole('link').first(),
  ).toBeVisible();
  await navigate('payrolls');
  await expect(page.getByRole('heading', { name: 'Your payrolls' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Payments' })).toBeVisible();
  const number = await openNewestPayroll(page);
  await expect(page.getByRole('heading', { name: /^Items/ })).toBeVisible();
  const net = await netAmount(page);
  expect(net).toMatch(/^€[\d,]+\.\d{2}$/);
  // Opening it marked it seen.
  await expect(page.getByText('Seen')).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download Payslip' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`payslip-${number}.pdf`);
  // The download route returns to the payroll.
  await expect(page).toHaveURL(atPath(pathOf('payroll', { number })));
  await expect(page.getByText('Download complete')).toBeVisible();
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const text = await pdfText(Buffer.concat(chunks));
  expect(text).toContain('Alex Janssen');
  expect(text).toContain(net);
});

test('feedback to accounting shows as an activity due tomorrow (DD.MM.YYYY); a decline as declined', async ({
  page,
  signIn,
}) => {
  await signIn('crew', { at: pathOf('payrolls') });
  await openNewestPayroll(page);
  await page.getByRole('heading', { name: /^Items/ }).scrollIntoViewIfNeeded();
  await page.locator('article a[href^="/payroll-items/"]').first().click();
  await expect(page).toHaveURL((url) => /^\/payroll-items\/\d+$/.test(url.pathname));

  await page
    .getByLabel('Your message')
    .fill('I stayed until the load-out was done: 1.5 hours more.');
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByText('Feedback sent to accounting')).toBeVisible();
  const tomorrow = await stackNow();
  tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
  const due = `${String(tomorrow.getUTCDate()).padStart(2, '0')}.${String(tomorrow.getUTCMonth() + 1).padStart(2, '0')}.${tomorrow.getUTCFullYear()}`;
  const activity = page.getByRole('article').filter({ hasText: 'I stayed until the load-out' });
  await expect(activity).toContainText(`Due ${due}`);
  await expect(activity).toContainText('To: Accountants');
  await expect(activity).toContainText('Priority 1');

  await page.getByLabel('Why do you decline it?').fill('I was not on this shift.');
  await page.getByRole('button', { name: 'Decline', exact: true }).click();
  await expect(page.getByText('Item declined')).toBeVisible();
  await expect(page.getByText('Declined').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Decline', exact: true })).toHaveCount(0);
  await page.reload();
  await expect(
    page.getByRole('article').filter({ hasText: 'I was not on this shift.' }),
  ).toBeVisible();
});

test('a public payroll link opens signed out, read-only with its payslip; a bad or missing token is not valid', async ({
  page,
  signIn,
  browser,
  baseURL,
}) => {
  await signIn('crew', { at: pathOf('payrolls') });
  const number = await openNewestPayroll(page);
  await page.getByRole('button', { name: 'Create public link' }).click();
  const input = page.getByLabel('Your new link (shown only once)');
  await expect(input).toBeVisible();
  const url = new URL(await input.inputValue());
  expect(url.pathname).toBe(pathOf('publicPayroll', { number }));
  expect(url.hash).toMatch(/^#[A-Za-z0-9_-]{43}$/);

  const signedOut = await browser.newContext({ baseURL, viewport: { width: 360, height: 780 } });
  await pinToStackClock(signedOut);
  const visitor = await signedOut.newPage();
  await visitor.goto(`${url.pathname}${url.hash}`);
  await expect(visitor.getByRole('heading', { name: `Payroll ${number}` })).toBeVisible();
  await expect(visitor.getByText('Alex Janssen')).toHaveCount(0);
  const downloading = visitor.waitForEvent('download');
  await visitor.getByRole('button', { name: 'Download Payslip' }).click();
  expect((await downloading).suggestedFilename()).toBe(`payslip-${number}.pdf`);

  await visitor.goto(`${url.pathname}#${'x'.repeat(43)}`);
  await expect(visitor.getByText('This link is not valid')).toBeVisible();
  await visitor.goto(pathOf('publicPayrolls'));
  await expect(visitor.getByText('This link is not valid')).toBeVisible();
  await signedOut.close();
});

test('a crew member without bankTransfers OWN (chief@) sees no payments', async ({
  page,
  signIn,
}) => {
  await signIn('chief', { at: pathOf('payrolls') });
  await expect(page.getByRole('heading', { name: 'Your payrolls' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Payments' })).toHaveCount(0);
  await openNewestPayroll(page);
  await expect(page.getByRole('heading', { name: /^Items/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Payments' })).toHaveCount(0);
});

test("another person's payroll is not found", async ({ page, signIn }) => {
  await signIn('chief', { at: pathOf('payrolls') });
  const number = (await page.getByRole('article').first().getByRole('link').textContent()) ?? '';
  await page.evaluate(() => localStorage.clear());
  await signIn('crew', { at: pathOf('payroll', { number }) });
  await expect(page.getByText('Payroll not found')).toBeVisible();
});

/** WCAG 2.1 A and AA violations on the page as it is (accessibility.spec.ts does the same). */
async function violations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    nodes: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

test('the payroll screens are axe clean', async ({ page, signIn, navigate }) => {
  await signIn('crew', { at: pathOf('payrolls') });
  await expect(page.getByRole('heading', { name: 'Payments' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await openNewestPayroll(page);
  await expect(page.getByRole('heading', { name: /^Items/ })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.locator('article a[href^="/payroll-items/"]').first().click();
  await expect(page.getByRole('heading', { name: 'Activities' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await navigate('payrollsDocuments');
  await expect(page.getByRole('link', { name: 'Download Payslip' }).first()).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
