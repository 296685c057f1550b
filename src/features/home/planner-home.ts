import { DateTime } from 'luxon';
import { appClock } from '../../lib/clock/clock';

// The planner's home: who counts as a planner, the moment and the day the home is about, and the
// links to where each thing is handled.

/** 'operations' and 'planning' count as planner (SPEC.md §1; the menu reads the login types so). */
const PLANNER_CAPTIONS = new Set(['planner', 'operations', 'planning']);

export function isPlannerLogin(captions: readonly string[]): boolean {
  return captions.some((caption) => PLANNER_CAPTIONS.has(caption.trim().toLowerCase()));
}

/**
 * The moment the home is about, down to the minute (the gateway's DateTime), and the person's
 * day then: taken once per visit, so re-renders ask with the same variables and urql's cache key
 * does not move.
 */
export function homeMoment(now: Date = appClock.now()): { at: string; today: string } {
  const at = `${now.toISOString().slice(0, 16)}:00+00:00`;
  return { at, today: DateTime.fromJSDate(now).toISODate() ?? at.slice(0, 10) };
}

/** The crew item list's search of a position: its project and function on its shift's day, pending rows only. */
export function positionListSearch(position: {
  project: { id: string };
  function: { id: string };
  startsAt: string;
}): string {
  // The list's days are UTC days (its from/to filters).
  const day = position.startsAt.slice(0, 10);
  return new URLSearchParams({
    from: day,
    to: day,
    project: position.project.id,
    function: position.function.id,
    status: 'pending',
  }).toString();
}
