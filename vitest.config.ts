import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { chakraThemeAlias } from './scripts/build/chakra-theme-alias';

// Two projects: server-side and pure code in Node, React components in jsdom.
export default defineConfig({
  test: {
    // A worker per core (decision 143): vitest's default leaves one core free (cores - 1), which on
    // CI's 2 cores ran the 174 files one at a time. `--maxWorkers` on the command line overrides.
    maxWorkers: availableParallelism(),
    projects: [
      {
        resolve: { alias: [chakraThemeAlias] },
        test: {
          name: 'node',
          environment: 'node',
          include: ['{api,gateway,machines,scripts,tests}/**/*.test.ts', 'src/**/*.test.ts'],
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        esbuild: { jsx: 'automatic' },
        resolve: { alias: [chakraThemeAlias] },
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['tests/setup/fail-on-console-error.ts', 'tests/setup/dom.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
