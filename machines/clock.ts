/**
 * Where the api and the gateway read "now". One clock is made at start-up and handed to every part
 * that needs the time, so a test or an e2e run can put the whole server at a chosen instant instead
 * of passing or failing by the day and hour it happens to run.
 */
export interface Clock {
  /** The current instant. */
  now(): Date;
  /**
   * Milliseconds that only go forward, for durations and cache expiries: the wall clock may be set
   * back, and an entry must not outlive its time to live because of it.
   */
  elapsedMs(): number;
}

/** The machine's own time. */
export const systemClock: Clock = {
  now: () => new Date(),
  elapsedMs: () => performance.now(),
};

/** A clock that reads `start` now and runs on at the pace of `base` from there (an e2e server). */
export function clockStartingAt(start: Date, base: Clock = systemClock): Clock {
  const offset = start.getTime() - base.now().getTime();
  return {
    now: () => new Date(base.now().getTime() + offset),
    elapsedMs: () => base.elapsedMs(),
  };
}

/** A clock that stands at `start` until a test moves it. */
export interface ManualClock extends Clock {
  set(instant: Date): void;
  advance(ms: number): void;
}

export function manualClock(start: Date): ManualClock {
  let at = start.getTime();
  let elapsed = 0;
  return {
    now: () => new Date(at),
    elapsedMs: () => elapsed,
    set(instant) {
      const step = instant.getTime() - at;
      at = instant.getTime();
      // Setting the time back is a wall-clock change; the monotonic reading stays where it is.
      if (step > 0) elapsed += step;
    },
    advance(ms) {
      at += ms;
      elapsed += ms;
    },
  };
}
