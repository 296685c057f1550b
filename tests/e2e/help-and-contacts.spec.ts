import AxeBuilder from '@axe-core/playwright';
import { atPath, expect as baseExpect, pathOf, test } from './fixtures';
import type { Page } from '@playwright/test';

// The home's changes, the project manager's contact page and help, through the real stack at 360 px.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 90_000 });

async function axeClean(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

test('home lists crew@’s changed and cancelled jobs; one tap puts a change away for good', async ({
  page,
  signIn,
}) => {
  await signIn('crew');
  const changes = page.getByRole('region', { name: 'Changes' });
  await expect(changes.getByRole('article')).toHaveCount(2);
  await expect(
    changes
      .getByRole('article')
      .filter({ hasText: 'Cancelled' })
      .getByRole('link', { name: 'Runner' }),
  ).toBeVisible();
  await expect(
    changes
      .getByRole('article')
      .filter({ hasText: 'Changed' })
      .getByRole('link', { name: 'Stagehand' }),
  ).toBeVisible();
  await axeClean(page);
  await changes.getByRole('button', { name: /^Got it: Runner on / }).click();
  await expect(changes.getByRole('article')).toHaveCount(1);
  // Stored on the server: a reload (another visit) does not bring it back.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Changes' }).getByRole('article')).toHaveCount(1);
  await expect(
    page.getByRole('region', { name: 'Changes' }).getByRole('link', { name: 'Runner' }),
  ).toHaveCount(0);
});

test('the job page links to its project manager, with call, SMS, mail and WhatsApp links', async ({
  page,
  signIn,
}) => {
  await signIn('crew');
  await page
    .getByRole('region', { name: 'Changes' })
    .getByRole('link', { name: 'Stagehand' })
    .click();
  await expect(page).toHaveURL((url) => /^\/jobs\/\d+$/.test(url.pathname));
  const jobPath = new URL(page.url()).pathname;
  await page.getByRole('link', { name: 'Contact the project manager' }).click();
  await expect(page).toHaveURL(atPath(`${jobPath}/contact-project-manager`));
  const card = page.getByRole('article', { name: 'Priya Shah' });
  await expect(card.getByRole('link', { name: 'Call Priya Shah' })).toHaveAttribute(
    'href',
    'tel:+31103456789',
  );
  await expect(card.getByRole('link', { name: 'Send Priya Shah a text message' })).toHaveAttribute(
    'href',
    'sms:+31103456789',
  );
  await expect(card.getByRole('link', { name: 'E-mail Priya Shah' })).toHaveAttribute(
    'href',
    'mailto:planner@demo.test',
  );
  await expect(card.getByRole('link', { name: 'WhatsApp Priya Shah' })).toHaveAttribute(
    'href',
    'https://wa.me/31103456789',
  );
  await axeClean(page);
  await page.getByRole('link', { name: 'Back to the job' }).click();
  await expect(page).toHaveURL(atPath(jobPath));
});

test('help explains the app for the role and names the company’s contact', async ({
  page,
  signIn,
}) => {
  await signIn('crew');
  await page.getByRole('link', { name: 'Help and contact' }).click();
  await expect(page).toHaveURL(atPath(pathOf('help')));
  await expect(page.getByRole('heading', { name: 'As a crew member' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'E-mail office@demo.test' })).toHaveAttribute(
    'href',
    'mailto:office@demo.test',
  );
  await expect(page.getByRole('link', { name: 'Call +31 20 555 0100' })).toHaveAttribute(
    'href',
    'tel:+31205550100',
  );
  await axeClean(page);
});
