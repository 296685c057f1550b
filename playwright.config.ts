import { defineConfig, devices } from '@playwright/test';

// e2e runs in Debian's Chromium (no browser download here) against the real stack: `npm start` on a
// fresh embedded database in its own data directory, on its own port.
const port = Number(process.env.E2E_PORT ?? 4180);
const dataDir = process.env.E2E_DATA_DIR ?? '.data-e2e';

export default defineConfig({
  // e2e specs and the model-based runs of machines/ against the real UI (tests/model).
  testDir: 'tests',
  testMatch: ['e2e/**/*.spec.ts', 'model/**/*.spec.ts'],
  fullyParallel: false,
  // One worker: the embedded database is one Postgres session, and tests sign in as shared demo accounts.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    ...devices['Pixel 7'],
    viewport: { width: 360, height: 780 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium-mobile', use: { browserName: 'chromium' } }],
  webServer: {
    command: `rm -rf ${dataDir} && node --import tsx scripts/start.ts`,
    env: { PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'production' },
    url: `http://localhost:${port}/api/v1/status`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
