import { defineConfig, devices } from '@playwright/test';
import {
  CHROMIUM_LAUNCH_OPTIONS,
  E2E_PORT,
  STACK_CLOCK_START,
  STACK_ORIGIN,
  TEST_TENANT_FACTORY_KEY,
} from './tests/e2e/stack';

// e2e runs in Debian's Chromium (no browser download here) against the real stack: one `npm start`
// per run on a fresh embedded database in its own data directory, on its own port. Each test makes
// its own demo tenant through the test tenant factory (tests/e2e/fixtures.ts), so tests share no
// data and run in parallel and in any order.
//
// Order: `npm run test:e2e` passes Playwright's own `--shuffle` (1.65+): test groups (one per test,
// fullyParallel) are scheduled by a seeded hash, the seed is printed in the "Running N tests using
// W workers, shuffle seed S" line, and `npx playwright test --shuffle S` replays that order.
// A bare `npx playwright test` runs in file order.
const dataDir = process.env.E2E_DATA_DIR ?? '.data-e2e';

export default defineConfig({
  // e2e specs and the model-based runs of machines/ against the real UI (tests/model).
  testDir: 'tests',
  testMatch: ['e2e/**/*.spec.ts', 'model/**/*.spec.ts'],
  fullyParallel: true,
  // Two workers by default (decision 143). Issue 7 had gone back to one because two workers'
  // Chromiums and the one server starved each other; since then the sign-in goes through the
  // gateway (decision 138) and the role × route test loads pages in the app (decision 123), so a
  // test boots the app far less often, and two workers run the suite in about half the time.
  // E2E_WORKERS overrides (E2E_WORKERS=1 for the old way).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  // 60 s a test, 15 s an expectation: with the areas of issue 7 a test opens screens that load
  // several queries and PDFs, and on this 2-core machine two workers' Chromiums (software
  // rendering) and the one server share the cores; 30 s timed out tests that pass alone in 13 s.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    // The tenant fixture replaces this with the test's own tenant host.
    baseURL: STACK_ORIGIN,
    ...devices['Pixel 7'],
    viewport: { width: 360, height: 780 },
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
    // No service worker unless a spec asks for it (decision 171): installing it precaches the
    // whole app shell (~126 files) into every test's fresh context, CPU that the two Chromiums and
    // the server share. The specs about the worker and offline use take it back
    // (`test.use({ serviceWorkers: 'allow' })`: pwa, crew-info, crew-offline, crew-offline-media,
    // notifications).
    serviceWorkers: (process.env.E2E_SERVICE_WORKERS as 'allow' | 'block' | undefined) ?? 'block',
    // A trace only for a retry (decision 223): recording one films the page all along (a
    // screencast the browser encodes frame by frame) and snapshots the DOM at every action, which
    // was more than half of the run's CPU on 2 cores. A test that fails is retried on CI and its
    // retry is traced; locally, `npx playwright test --trace on <spec>` records one when wanted.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium-mobile', use: { browserName: 'chromium' } }],
  webServer: {
    command: `rm -rf ${dataDir} && node --import tsx scripts/start.ts`,
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      TEST_TENANT_FACTORY_KEY,
      ...(STACK_CLOCK_START ? { CLOCK_START: STACK_CLOCK_START } : {}),
      // The request lines would drown the test report; warnings and 5xx still show.
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    },
    url: `${STACK_ORIGIN}/api/v1/status`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
