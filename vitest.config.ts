import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import { chakraThemeAlias } from './scripts/build/chakra-theme-alias';

const NODE_TESTS = ['{api,gateway,machines,scripts,tests}/**/*.test.ts', 'src/**/*.test.ts'];

/**
 * Node test files that replace modules (vi.mock, vi.doMock): in a shared module graph the mock
 * would stay for the next files of the worker, or come too late for a module already loaded, so
 * these keep a module graph of their own (project 'node-isolated'). Found by reading the files, so
 * a new file that mocks a module is isolated without anyone listing it.
 */
const MOCKING_TESTS = ['api', 'gateway', 'machines', 'scripts', 'tests', 'src']
  .flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => join(dir, file)),
  )
  .filter(
    (file) => /\.test\.tsx?$/.test(file) && /\bvi\.(do)?[mM]ock\(/.test(readFileSync(file, 'utf8')),
  );
const MOCKING_NODE_TESTS = MOCKING_TESTS.filter((file) => file.endsWith('.test.ts'));
/** The component test files that replace modules: isolated like MOCKING_NODE_TESTS (decision 225). */
const MOCKING_DOM_TESTS = MOCKING_TESTS.filter((file) => file.endsWith('.test.tsx'));

/** A React component project in jsdom (`dom` and `dom-isolated` differ in isolation and files). */
function domProject(test: {
  name: string;
  include: string[];
  exclude?: string[];
  isolate?: boolean;
}) {
  return {
    esbuild: { jsx: 'automatic' as const },
    resolve: { alias: [chakraThemeAlias] },
    test: {
      ...test,
      environment: 'jsdom',
      setupFiles: ['tests/setup/fail-on-console-error.ts', 'tests/setup/dom.ts'],
      testTimeout: 30_000,
    },
  };
}

// Four projects: server-side and pure code in Node, React components in jsdom; each with one module
// graph per worker, except for the files that mock modules (the '-isolated' projects).
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
          // One module graph per worker, not per file (decision 170): every api and gateway file
          // imports the whole api (Fastify, Drizzle, every route), which cost more than the tests
          // themselves when each file imported it afresh. Each file still builds its own api on
          // its own database (createTestApi), so no data is shared between files.
          isolate: false,
          include: NODE_TESTS,
          exclude: MOCKING_NODE_TESTS,
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias: [chakraThemeAlias] },
        test: {
          name: 'node-isolated',
          environment: 'node',
          // An empty include would take vitest's default (every test file): match nothing instead.
          include: MOCKING_NODE_TESTS.length > 0 ? MOCKING_NODE_TESTS : ['no-file-mocks-a-module'],
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      domProject({
        name: 'dom',
        // One module graph per worker here too (decision 225): React, Chakra and the app's modules
        // loaded once instead of per file took the component tests from 234 s to 58 s. Each test
        // still renders into a document the setup file empties after it.
        isolate: false,
        include: ['src/**/*.test.tsx'],
        exclude: MOCKING_DOM_TESTS,
      }),
      domProject({
        name: 'dom-isolated',
        include: MOCKING_DOM_TESTS.length > 0 ? MOCKING_DOM_TESTS : ['no-file-mocks-a-module'],
      }),
    ],
  },
});
