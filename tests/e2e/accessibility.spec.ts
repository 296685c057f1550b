import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** WCAG 2.1 A and AA rules (DESIGN.md, App rules: axe clean). */
async function violations(page: Page) {
  // Contrast is measured on settled colours: a drawer or backdrop still fading in (slower under
  // load) shows in-between colours. Endless animations (spinners, skeletons) are not waited for.
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
    impact: violation.impact,
    nodes: violation.nodes.map(
      (node) => `${node.target.join(' ')} :: ${node.failureSummary ?? ''}`,
    ),
  }));
}

test('the login screen is axe clean', async ({ page, navigate }) => {
  await navigate('login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('home, jobs, a job and the open menu are axe clean', async ({ page, signIn, navigate }) => {
  // Four axe scans of full screens: more than 30 s on a busy 2-core machine.
  test.slow();
  await signIn('crew');
  await expect(page.getByRole('heading', { name: 'Jobs to confirm' })).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await navigate('jobs');
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await page.getByRole('article').first().getByRole('link').click();
  await expect(page.getByText('Crew chief')).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('the project session layout is axe clean', async ({ page, signIn }) => {
  await signIn('project');
  await expect(page.getByRole('heading', { name: /Winter Festival/ })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
