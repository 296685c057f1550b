import {
  createSystem,
  defaultBaseConfig,
  defineConfig,
  type SystemConfig,
  type SystemContext,
} from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  codeRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  semanticTokens,
  skeletonRecipe,
  spinnerRecipe,
  switchSlotRecipe,
  textStyles,
  textareaRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * Chakra's default theme with only the recipes of the components the app renders (Chakra's
 * documented way to cut its bundle: `defaultBaseConfig` plus the pieces you use, instead of
 * `defaultConfig` with all ~75 recipes). Tokens, semantic tokens, text, layer and animation
 * styles, keyframes, breakpoints and the global CSS are Chakra's defaults, whole: components look
 * exactly as they did with `defaultConfig` (theme.test.ts compares the two systems' CSS and
 * recipes, and fails when a component imported from '@chakra-ui/react' has no recipe here).
 * Using a new recipe component means adding its recipe below (decision 071).
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
      drawer: drawerSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      // The notification settings' channel choice and switches (issue 8).
      nativeSelect: nativeSelectSlotRecipe,
      progress: progressSlotRecipe,
      switch: switchSlotRecipe,
    },
  },
});

/**
 * White text on Chakra's default green and orange solids (the confirm button, the "to confirm"
 * badge) is below WCAG's 4.5:1; the 700 shades are above 5:1. Both themes get it: contrast is
 * not a matter of branding, and it has to hold in sunlight at a venue.
 */
const readableSolids = defineConfig({
  theme: {
    semanticTokens: {
      colors: {
        green: { solid: { value: '{colors.green.700}' } },
        orange: { solid: { value: '{colors.orange.700}' } },
      },
    },
  },
});

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
    system = createSystem(defaultBaseConfig, leanDefaultTheme, ...themeExtensions[theme]);
    systems.set(theme, system);
  }
  return system;
}

/** Theme 'moyo' keeps Chakra's default palette (SPEC.md §9); every other one is red. */
export function systemForTheme(mobileTheme: string | null | undefined): SystemContext {
  return systemOf(mobileTheme === 'moyo' ? 'moyo' : 'red');
}
