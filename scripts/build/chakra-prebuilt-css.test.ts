import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { chakraPrebuiltCss } from '../../src/app/providers/prebuilt-css';
import { systemForTheme } from '../../src/app/providers/theme';
import {
  GLOBAL_LINE,
  PREBUILT_GLOBAL_LINE,
  SYSTEM_MODULE,
  skipPrebuiltCss,
} from './chakra-prebuilt-css';

const systemModule = fileURLToPath(
  new URL('../../node_modules/@chakra-ui/react/dist/esm/styled-system/system.js', import.meta.url),
);

describe('chakra-prebuilt-css (decision 238)', () => {
  it("rewrites the installed Chakra's createSystem to skip the reset and token CSS under prebuiltCss", () => {
    expect(SYSTEM_MODULE.test(systemModule)).toBe(true);
    const rewritten = skipPrebuiltCss(readFileSync(systemModule, 'utf8'), systemModule);
    expect(rewritten).toContain(PREBUILT_GLOBAL_LINE);
    expect(rewritten).not.toContain(GLOBAL_LINE);
  });

  it('fails the build when createSystem no longer has the line it rewrites', () => {
    expect(() => skipPrebuiltCss('const _global = [getGlobalCss()];', 'system.js')).toThrow(
      /Chakra upgraded/,
    );
  });

  it('prebuilds the layer order, the reset and every token variable, once', () => {
    const css = chakraPrebuiltCss();
    expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
    expect(css).toContain('@layer reset{');
    expect(css).toContain('@layer tokens{');
    expect(css).toMatch(/--chakra-colors-red-700:#[0-9a-f]{6}/i);
    // The app's readable solids (theme.ts) are in the token CSS, not Chakra's defaults.
    expect(css).toContain('--chakra-colors-green-solid:var(--chakra-colors-green-700)');
    expect(css.match(/--chakra-colors-red-700:/g)).toHaveLength(1);
  });

  it('serves both themes: their reset and token CSS are the same (only the global CSS differs)', () => {
    const [redPreflight, redGlobal, redTokens] = systemForTheme('red')._global as unknown[];
    const [moyoPreflight, moyoGlobal, moyoTokens] = systemForTheme('moyo')._global as unknown[];
    expect(moyoPreflight).toEqual(redPreflight);
    expect(moyoTokens).toEqual(redTokens);
    expect(moyoGlobal).not.toEqual(redGlobal);
  });
});
