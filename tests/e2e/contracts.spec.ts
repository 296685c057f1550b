import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { atPath, expect, pathOf, test } from './fixtures';

/** WCAG 2.1 A and AA (as tests/e2e/accessibility.spec.ts), once animations have settled. */
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

/** '14 hr 30 min' → 870; '25 days' → 25. */
function minutesOf(text: string): number {
  const hours = /(\d+) hr/.exec(text)?.[1] ?? '0';
  const minutes = /(\d+) min/.exec(text)?.[1] ?? '0';
  return Number(hours) * 60 + Number(minutes);
}

test('a crew member sees the contract’s accounts and downloads a document', async ({
  page,
  signIn,
  navigate,
}) => {
  // Two axe runs and a PDF rendered on request: more than the default 30 s on a loaded machine.
  test.slow();
  await signIn('crew');
  await navigate('contracts');
  const card = page.getByRole('article').filter({ hasText: 'Fixed-term contract' });
  await expect(card).toHaveCount(1);
  await expect(card.getByText('40 hr per month')).toBeVisible();
  await expect(card.getByText('Active')).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await card.getByRole('link', { name: 'Fixed-term contract' }).click();
  await expect(page).toHaveURL((url) => /^\/contracts\/\d+$/.test(url.pathname));
  await expect(page.getByRole('heading', { level: 2, name: 'Fixed-term contract' })).toBeVisible();

  // This month against the quota: an accessible meter, and the figures beside it.
  const week = page.getByRole('region', { name: 'This month' });
  const meter = week.getByRole('progressbar', { name: /^Worked against quota: .+ of 40 hr$/ });
  await expect(meter).toBeVisible();
  await expect(meter).toHaveAttribute('aria-valuemax', '2400');
  const worked = minutesOf(
    (
      await week.getByText('Worked', { exact: true }).last().locator('xpath=..').innerText()
    ).replace('Worked', ''),
  );
  const upcoming = minutesOf(await week.getByText('Still to come').locator('xpath=..').innerText());
  const planned = minutesOf(await week.getByText('Planned').locator('xpath=..').innerText());
  expect(planned).toBe(worked + upcoming);

  await expect(
    page
      .getByRole('region', { name: 'Time account' })
      .getByText(/hr|min/)
      .first(),
  ).toBeVisible();
  const vacation = page.getByRole('region', { name: /^Vacation \d{4}$/ });
  const days = async (label: string) =>
    Number(
      /(-?\d+) day/.exec(
        await vacation.getByText(label, { exact: true }).locator('xpath=..').innerText(),
      )?.[1],
    );
  const [entitled, taken, plannedDays, remaining] = [
    await days('Entitled'),
    await days('Taken'),
    await days('Planned'),
    await days('Remaining'),
  ];
  expect(entitled).toBeGreaterThan(0);
  expect(remaining).toBe(entitled - taken - plannedDays);
  expect(await violations(page)).toEqual([]);

  // The contract document downloads as a PDF, with the progress shown while it comes.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Employment contract' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Employment contract.pdf');
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  await expect(page.getByText('Downloaded. Find the PDF in your downloads.')).toBeVisible();
});

test("another person's contract is not found", async ({ page, signIn, navigate }) => {
  // Two sign-ins.
  test.slow();
  await signIn('crew');
  await navigate('contracts');
  const href = await page.getByRole('article').first().getByRole('link').getAttribute('href');
  const id = /^\/contracts\/(\d+)$/.exec(href ?? '')?.[1];
  if (!id) throw new Error(`expected a link to a contract, got ${href}`);
  await page.evaluate(() => localStorage.clear());

  await signIn('chief');
  await navigate('contract', { id });
  await expect(page).toHaveURL(atPath(pathOf('contract', { id })));
  await expect(page.getByRole('heading', { name: 'Contract not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to contracts' })).toHaveAttribute(
    'href',
    pathOf('contracts'),
  );
});
