import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.1 A and AA violations on the page (as tests/e2e/accessibility.spec.ts), once animations have settled. */
export async function axeViolations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // A frame whose sandbox forbids scripts (a mail's HTML, src/features/mailbox) cannot run axe:
  // injecting into it never answers, so it is left out; its content is the mail's, not the app's.
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude('iframe[sandbox]:not([sandbox~="allow-scripts"])')
    .analyze();
  return results.violations.map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')) }));
}
