import { Settings } from 'luxon';

/**
 * Where the app reads "now": the browser's time. Screens and services call `appClock.now()` (or
 * `nowMs()`) instead of `new Date()` / `Date.now()`, and luxon's `DateTime.now()` reads the same
 * source (Settings.now, set below), so a unit test puts the whole app at one instant with
 * `setAppClock` (tests/setup/dom.ts does, at the test instant), and an e2e run pins the browser
 * with Playwright's `page.clock`.
 */
type Source = () => Date;

const browserTime: Source = () => new Date();
let source: Source = browserTime;

export const appClock = {
  now: (): Date => source(),
  nowMs: (): number => source().getTime(),
};

Settings.now = () => source().getTime();

/** Tests: the app reads this instant (or this function's) from now on; no argument: the browser's time again. */
export function setAppClock(at?: Date | Source): void {
  if (at === undefined) source = browserTime;
  else if (typeof at === 'function') source = at;
  else {
    const fixed = at.getTime();
    source = () => new Date(fixed);
  }
}
