import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';

/**
 * The one server an e2e run starts (playwright.config.ts) and what the fixtures need to reach it.
 * Playwright evaluates the config in the runner and again in every worker; workers inherit the
 * runner's environment, so a value written to process.env here on the first evaluation is the
 * one every process of the run sees.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4180);

/** Where the factory is called; tenants are then served on `http://<host>:<E2E_PORT>`. */
export const STACK_ORIGIN = `http://localhost:${E2E_PORT}`;

/**
 * The key of the test tenant factory (docs/api-contract.md, contract 4): random per run, so a
 * server left running elsewhere never accepts this run's calls, and this run's key opens nothing
 * afterwards. A key given in the environment (at least 32 characters) is kept, so a run can be
 * pointed at a server started by hand.
 */
process.env.TEST_TENANT_FACTORY_KEY ??= randomBytes(32).toString('hex');
export const TEST_TENANT_FACTORY_KEY = process.env.TEST_TENANT_FACTORY_KEY;

/**
 * The instant an e2e run's server starts at unless E2E_CLOCK_START names another: a Wednesday
 * morning in the middle of a month, away from a month's or a year's end and from the nights the
 * clocks change, 10:00 at the demo's venues (Europe/Amsterdam). A run then sees the same days,
 * weekdays and hours whenever it runs, and no spec passes or fails by the hour.
 */
export const DEFAULT_CLOCK_START = '2026-11-18T09:00:00Z';

/**
 * E2E_CLOCK_START (an ISO instant): the server's clock starts there and runs on (its CLOCK_START),
 * and the demo is seeded around it; `E2E_CLOCK_START=machine` runs the server on the machine's
 * time instead. Every browser of the run is pinned to the server's now (fixtures.ts
 * pinToStackClock), and specs compute their dates from stackNow(), never from the machine's clock.
 */
process.env.E2E_CLOCK_START ||= DEFAULT_CLOCK_START;
export const STACK_CLOCK_START =
  process.env.E2E_CLOCK_START === 'machine' ? undefined : process.env.E2E_CLOCK_START;

/** The server's "now", as its status route reports it (the e2e run's clock, pinned or not). */
export async function stackNow(): Promise<Date> {
  const response = await fetch(`${STACK_ORIGIN}/api/v1/status`);
  const body = (await response.json()) as { time: string };
  return new Date(body.time);
}

/** The full browser, for what the headless shell lacks (showing notifications). */
export const FULL_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's old headless shell (package chromium-headless-shell) where installed, else the full
 * browser; CHROMIUM_PATH overrides both. The shell is the build Playwright itself runs headless
 * (decision 223): no browser UI layers, and on this 2-core machine, where the two workers'
 * browsers use most of the CPU, the same specs ran in about four fifths of the time.
 */
function defaultChromium(): string {
  const shell = '/usr/bin/chromium-headless-shell';
  if (process.env.CHROMIUM_PATH || !existsSync(shell)) return FULL_CHROMIUM;
  return shell;
}

/** How every run starts Chromium (playwright.config.ts); a spec adds flags to these (the fake camera). */
export const CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: defaultChromium(),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
