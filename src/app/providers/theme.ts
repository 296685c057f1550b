import { createSystem, defaultConfig, defineConfig, type SystemContext } from '@chakra-ui/react';

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

export const redSystem = createSystem(defaultConfig, readableSolids, redTheme);
/** Theme 'moyo' keeps Chakra's default palette (SPEC.md §9). */
export const moyoSystem = createSystem(defaultConfig, readableSolids);

export function systemForTheme(mobileTheme: string | null | undefined): SystemContext {
  return mobileTheme === 'moyo' ? moyoSystem : redSystem;
}
