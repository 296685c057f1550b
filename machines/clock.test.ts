import { describe, expect, it } from 'vitest';
import { clockStartingAt, manualClock, systemClock } from './clock';
import { DEFAULT_TEST_NOW, testClock, testNow } from './test-now';

// The one test file that reads the machine's clock (tests/lint/clock.test.ts allows it): that
// systemClock is the machine's time can only be shown against it.
/** The environment, read through globalThis: machines/ is typed for the app too, which has no `process`. */
const env = (globalThis as unknown as { process: { env: Record<string, string | undefined> } })
  .process.env;

describe('clocks', () => {
  it('systemClock reads the machine’s time', () => {
    const before = Date.now();
    const read = systemClock.now().getTime();
    expect(read).toBeGreaterThanOrEqual(before);
    expect(read).toBeLessThanOrEqual(Date.now());
  });

  it('clockStartingAt reads the start now and runs at the pace of its base', () => {
    const base = manualClock(new Date('2030-01-01T00:00:00Z'));
    const clock = clockStartingAt(new Date('2026-11-18T09:00:00Z'), base);
    expect(clock.now().toISOString()).toBe('2026-11-18T09:00:00.000Z');
    base.advance(90_000);
    expect(clock.now().toISOString()).toBe('2026-11-18T09:01:30.000Z');
    expect(clock.elapsedMs()).toBe(90_000);
  });

  it('a manual clock stands until moved; set back, its monotonic reading does not go back', () => {
    const clock = manualClock(new Date('2026-11-18T09:00:00Z'));
    clock.advance(1_000);
    clock.set(new Date('2026-11-18T08:00:00Z'));
    expect(clock.now().toISOString()).toBe('2026-11-18T08:00:00.000Z');
    expect(clock.elapsedMs()).toBe(1_000);
  });

  it('testNow is TEST_NOW when set, else the fixed default; an instant without a zone is refused', () => {
    const saved = env.TEST_NOW;
    try {
      delete env.TEST_NOW;
      expect(testNow().toISOString()).toBe(new Date(DEFAULT_TEST_NOW).toISOString());
      env.TEST_NOW = '2026-12-31T23:59:00+14:00';
      expect(testNow().toISOString()).toBe('2026-12-31T09:59:00.000Z');
      expect(testClock().now().getTime()).toBeGreaterThanOrEqual(testNow().getTime());
      env.TEST_NOW = '2026-12-31T23:59:00';
      expect(() => testNow()).toThrow(/with a zone/);
    } finally {
      if (saved === undefined) delete env.TEST_NOW;
      else env.TEST_NOW = saved;
    }
  });
});
