import {
  createSystem,
  defaultBaseConfig,
  defineConfig,
  type SystemConfig,
  type SystemContext,
} from '@chakra-ui/react';
// Deep imports (package.json "imports": #chakra-theme/* is Chakra's dist/esm/theme/*), not the
// `@chakra-ui/react/theme` barrel: the barrel's own module builds the full default theme from
// every recipe, and the bundler keeps parts of all ~75 (anatomy `.keys()` calls, property reads)
// in the entry even when only a few are used (decision 122).
import { breakpoints } from '#chakra-theme/breakpoints';
import { globalCss } from '#chakra-theme/global-css';
import { layerStyles } from '#chakra-theme/layer-styles';
import { animationStyles } from '#chakra-theme/motion-styles';
import { alertSlotRecipe } from '#chakra-theme/recipes/alert';
import { badgeRecipe } from '#chakra-theme/recipes/badge';
import { buttonRecipe } from '#chakra-theme/recipes/button';
import { cardSlotRecipe } from '#chakra-theme/recipes/card';
import { codeRecipe } from '#chakra-theme/recipes/code';
import { dataListSlotRecipe } from '#chakra-theme/recipes/data-list';
import { emptyStateSlotRecipe } from '#chakra-theme/recipes/empty-state';
import { fieldSlotRecipe } from '#chakra-theme/recipes/field';
import { headingRecipe } from '#chakra-theme/recipes/heading';
import { iconRecipe } from '#chakra-theme/recipes/icon';
import { inputRecipe } from '#chakra-theme/recipes/input';
import { linkRecipe } from '#chakra-theme/recipes/link';
import { listSlotRecipe } from '#chakra-theme/recipes/list';
import { skeletonRecipe } from '#chakra-theme/recipes/skeleton';
import { spinnerRecipe } from '#chakra-theme/recipes/spinner';
import { textareaRecipe } from '#chakra-theme/recipes/textarea';
import { semanticColors } from '#chakra-theme/semantic-tokens/colors';
import { semanticRadii } from '#chakra-theme/semantic-tokens/radii';
import { semanticShadows } from '#chakra-theme/semantic-tokens/shadows';
import { textStyles } from '#chakra-theme/text-styles';
import { animations } from '#chakra-theme/tokens/animations';
import { aspectRatios } from '#chakra-theme/tokens/aspect-ratios';
import { blurs } from '#chakra-theme/tokens/blurs';
import { borders } from '#chakra-theme/tokens/borders';
import { colors } from '#chakra-theme/tokens/colors';
import { cursor } from '#chakra-theme/tokens/cursor';
import { durations } from '#chakra-theme/tokens/durations';
import { easings } from '#chakra-theme/tokens/easings';
import { fontSizes } from '#chakra-theme/tokens/font-sizes';
import { fontWeights } from '#chakra-theme/tokens/font-weights';
import { fonts } from '#chakra-theme/tokens/fonts';
import { keyframes } from '#chakra-theme/tokens/keyframes';
import { letterSpacings } from '#chakra-theme/tokens/letter-spacing';
import { lineHeights } from '#chakra-theme/tokens/line-heights';
import { radii } from '#chakra-theme/tokens/radius';
import { sizes } from '#chakra-theme/tokens/sizes';
import { spacing } from '#chakra-theme/tokens/spacing';
import { zIndices } from '#chakra-theme/tokens/z-indices';

/** Chakra's default tokens, as its theme module assembles them (theme/index.js in 3.37). */
const tokens = {
  aspectRatios,
  animations,
  blurs,
  borders,
  colors,
  durations,
  easings,
  fonts,
  fontSizes,
  fontWeights,
  letterSpacings,
  lineHeights,
  radii,
  spacing,
  sizes,
  zIndex: zIndices,
  cursor,
};
const semanticTokens = { colors: semanticColors, shadows: semanticShadows, radii: semanticRadii };
const cssVarsPrefix = 'chakra';
const cssVarsRoot = ':where(html, .chakra-theme)';

/**
 * Chakra's default theme with only the recipes of the components the app renders (Chakra's
 * documented way to cut its bundle: `defaultBaseConfig` plus the pieces you use, instead of
 * `defaultConfig` with all ~75 recipes). Tokens, semantic tokens, text, layer and animation
 * styles, keyframes, breakpoints and the global CSS are Chakra's defaults, whole: components look
 * exactly as they did with `defaultConfig` (theme.test.ts compares the two systems' CSS and
 * recipes, and fails when a component imported from '@chakra-ui/react' has no recipe here).
 * Using a new recipe component means adding its recipe below (decision 071), or, when only screens
 * after the first use it, giving it at the component from `src/ui/lazy-recipes.ts` (decision 122).
 */
const leanDefaultTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      code: codeRecipe,
      heading: headingRecipe,
      // Not imported by the app: Chakra's own icons (Alert.Indicator, Field's error icon) use it.
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      dataList: dataListSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
    },
  },
});

/**
 * White text on Chakra's default green and orange solids (the confirm button, the "to confirm"
 * badge) is below WCAG's 4.5:1; the 700 shades are above 5:1. Chakra's error text (fg.error,
 * red.500) is 3.76:1 on white; red.700 is 6.5:1 on white and 5.9:1 on bg.error, and every error
 * text reads that one token (Field.ErrorText, color="fg.error"). Both themes get it: contrast is
 * not a matter of branding, and it has to hold in sunlight at a venue.
 */
const readableSolids = defineConfig({
  theme: {
    semanticTokens: {
      colors: {
        green: { solid: { value: '{colors.green.700}' } },
        orange: { solid: { value: '{colors.orange.700}' } },
        fg: { error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.400}' } } },
      },
    },
  },
});

/**
 * The reset and the tokens' CSS come with index.html (scripts/build/chakra-prebuilt-css.ts,
 * decision 238): the built app's createSystem skips computing them. Not a Chakra option: the build
 * rewrites createSystem to honour it; elsewhere (tests, Node) it is ignored and the CSS is computed.
 */
const prebuiltCss = { prebuiltCss: true } as SystemConfig;

/** The default colour theme of SPEC.md §1: red as every component's palette. */
const redTheme = defineConfig({
  globalCss: { html: { colorPalette: 'red' } },
});

/** The app's additions on top of Chakra's theme, per mobileTheme (for theme.test.ts too). */
export const themeExtensions = {
  red: [readableSolids, redTheme],
  moyo: [readableSolids],
} as const satisfies Record<string, readonly SystemConfig[]>;

type MobileTheme = keyof typeof themeExtensions;
const systems = new Map<MobileTheme, SystemContext>();

/**
 * The Chakra system of a theme, built on first use (decision 035 built both at module load:
 * building one costs tens of milliseconds on a mid-range phone, on the first screen's main
 * thread, and most tenants never need the second).
 */
function systemOf(theme: MobileTheme): SystemContext {
  let system = systems.get(theme);
  if (!system) {
    system = createSystem(
      defaultBaseConfig,
      leanDefaultTheme,
      prebuiltCss,
      ...themeExtensions[theme],
    );
    systems.set(theme, system);
  }
  return system;
}

/** Theme 'moyo' keeps Chakra's default palette (SPEC.md §9); every other one is red. */
export function systemForTheme(mobileTheme: string | null | undefined): SystemContext {
  return systemOf(mobileTheme === 'moyo' ? 'moyo' : 'red');
}
