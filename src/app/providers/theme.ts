import { createSystem, defaultConfig, defineConfig, type SystemContext } from '@chakra-ui/react';

/** The default colour theme of SPEC.md §1: red as every component's palette. */
const redTheme = defineConfig({
  globalCss: { html: { colorPalette: 'red' } },
});

export const redSystem = createSystem(defaultConfig, redTheme);
/** Theme 'moyo' keeps Chakra's defaults (SPEC.md §9). */
export const moyoSystem = createSystem(defaultConfig);

export function systemForTheme(mobileTheme: string | null | undefined): SystemContext {
  return mobileTheme === 'moyo' ? moyoSystem : redSystem;
}
