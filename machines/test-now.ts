import { clockStartingAt, type Clock } from './clock';

/**
 * The instant tests stand at, so none passes or fails by the day and hour it runs: a Wednesday
 * morning in the middle of a month (10:00 in Amsterdam), away from a month's or a year's end and
 * from the nights the clocks change. TEST_NOW (an ISO instant with a zone) moves every test there
 * instead; `npm run test:dates` runs the date-dependent suites at a few awkward instants with it.
 * Only tests import this file (the app and the servers read their clocks, never TEST_NOW).
 */
export const DEFAULT_TEST_NOW = '2026-11-18T09:00:00Z';

/** TEST_NOW from the environment; `process` is read from globalThis, this file is also typed for the app. */
function testNowSetting(): string | undefined {
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process
    ?.env;
  return env?.TEST_NOW || undefined;
}

/** The test instant: TEST_NOW when set, else DEFAULT_TEST_NOW. */
export function testNow(): Date {
  const raw = testNowSetting() ?? DEFAULT_TEST_NOW;
  const instant = new Date(raw);
  if (Number.isNaN(instant.getTime()) || !/(Z|[+-]\d\d:\d\d)$/.test(raw))
    throw new Error(`TEST_NOW must be an ISO instant with a zone (Z or ±hh:mm), not ${raw}`);
  return instant;
}

/** A clock that reads the test instant now and runs on from there (a test's api or gateway). */
export function testClock(): Clock {
  return clockStartingAt(testNow());
}
