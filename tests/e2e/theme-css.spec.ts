import { expect, pathOf, test } from './fixtures';

// Decision 238: the reset and the tokens' CSS variables come with index.html, prebuilt, and the
// built app's Chakra system does not insert them again.
test('the first screen is styled by the prebuilt token CSS, inserted once', async ({ page }) => {
  await page.goto(pathOf('login'));
  const signIn = page.getByRole('button', { name: 'Sign in' });
  await expect(signIn).toBeVisible();
  const facts = await page.evaluate(() => {
    const variable = '--chakra-colors-red-700';
    let definitions = 0;
    const visit = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule && rule.style.getPropertyValue(variable) !== '')
          definitions += 1;
        if ('cssRules' in rule) visit((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules);
    return {
      definitions,
      prebuilt: document.getElementById('chakra-prebuilt-css') !== null,
      value: getComputedStyle(document.documentElement).getPropertyValue(variable).trim(),
      bodyMargin: getComputedStyle(document.body).margin,
    };
  });
  expect(facts).toEqual({
    definitions: 1,
    prebuilt: true,
    value: expect.stringMatching(/^#[0-9a-f]{6}$/i),
    bodyMargin: '0px',
  });
  // The button takes its colour from the tokens: the red palette's solid, not a transparent default.
  const background = await signIn.evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(background).toMatch(/^rgb\((\d+), (\d+), (\d+)\)$/);
  const [red, green, blue] = (background.match(/\d+/g) ?? []).map(Number);
  expect(red).toBeGreaterThan(150);
  expect(green).toBeLessThan(80);
  expect(blue).toBeLessThan(80);
});
