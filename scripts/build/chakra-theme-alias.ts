import { fileURLToPath } from 'node:url';

/**
 * `#chakra-theme/<part>`: one module of Chakra's default theme (its `dist/esm/theme/<part>.js`),
 * which the package's exports do not offer one by one. The app builds its system from these
 * (src/app/providers/theme.ts, decision 122) instead of the `@chakra-ui/react/theme` barrel, whose
 * module assembles every recipe and leaves parts of all of them in the entry. Vite and vitest
 * resolve it with this alias; TypeScript with the `paths` entry in tsconfig.base.json, to the
 * declarations beside it. (A package.json "imports" entry cannot point into node_modules.)
 */
export const chakraThemeAlias = {
  find: /^#chakra-theme\/(.+)$/,
  replacement: `${fileURLToPath(
    new URL('../../node_modules/@chakra-ui/react/dist/esm/theme/', import.meta.url),
  )}$1.js`,
};
