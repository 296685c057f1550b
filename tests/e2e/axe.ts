import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Rules a screen can ask for on top of the WCAG tags: axe leaves `label-content-name-mismatch`
 * (WCAG 2.5.3, still "experimental" in axe) and `region` (best practice: all content in landmarks)
 * out of a run by tags, and users' audits found both.
 */
export type ExtraAxeRule = 'label-content-name-mismatch' | 'region';

/**
 * WCAG 2.1 A and AA violations on the page (as tests/e2e/accessibility.spec.ts), once animations
 * have settled; `also` runs the given extra rules too.
 */
export async function axeViolations(page: Page, also: readonly ExtraAxeRule[] = []) {
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
  // A rule enabled by name runs whatever the tags say; options() replaces, so it goes first.
  const results = await new AxeBuilder({ page })
    .options({ rules: Object.fromEntries(also.map((rule) => [rule, { enabled: true }])) })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude('iframe[sandbox]:not([sandbox~="allow-scripts"])')
    .analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    nodes: violation.nodes.map((node) => node.target.join(' ')),
  }));
}
