import { describe, expect, it } from 'vitest';
import { crewShiftModel } from './crewShift.model';
import { documentSigningModel } from './documentSigning.model';
import {
  modelTransitions,
  modelTransitionWalks,
  pathsNotGoneOnFrom,
  type ModelTransition,
} from './model-graph';
import { plusCrewDashboardModel } from './plusCrewDashboard.model';

describe('modelTransitionWalks', () => {
  for (const [name, model] of [
    ['crewShift', crewShiftModel],
    ['documentSigning', documentSigningModel],
    ['plusCrewDashboard', plusCrewDashboardModel],
  ] as const) {
    it(`checks every transition of ${name} once, where its own path ends, in fewer walks`, () => {
      const transitions = modelTransitions(model);
      const walks = modelTransitionWalks(transitions);
      const checked: ModelTransition[] = [];
      for (const walk of walks) {
        // A walk is the path of one of the transitions, checked at its last step.
        expect(transitions.map((transition) => transition.path)).toContain(walk.path);
        expect(walk.checks).toHaveLength(walk.path.events.length);
        expect(walk.checks.at(-1)?.path).toBe(walk.path);
        walk.checks.forEach((transition, index) => {
          if (!transition) return;
          checked.push(transition);
          expect(transition.start).toBe(walk.path.start);
          expect(transition.path.events).toEqual(walk.path.events.slice(0, index + 1));
        });
      }
      expect(checked).toHaveLength(transitions.length);
      expect(new Set(checked)).toEqual(new Set(transitions));
      expect(walks.length).toBeLessThan(transitions.length);
    });
  }

  it('walks a transition alone when no other path runs through it, and a prefix on the way', () => {
    const transitions = modelTransitions(crewShiftModel);
    const longer = transitions.find((transition) => transition.path.events.length >= 2)!;
    const prefix = transitions.find(
      (transition) =>
        transition.start === longer.path.start &&
        transition.path.events.length === 1 &&
        transition.path.events[0] === longer.path.events[0],
    )!;
    expect(prefix).toBeDefined();
    const steps = longer.path.events.length;
    expect(modelTransitionWalks([longer])).toEqual([
      { path: longer.path, checks: [...Array<undefined>(steps - 1).fill(undefined), longer] },
    ]);
    expect(modelTransitionWalks([prefix])).toEqual([{ path: prefix.path, checks: [prefix] }]);
    const both = modelTransitionWalks([prefix, longer]);
    expect(both).toHaveLength(1);
    expect(both[0]!.path).toBe(longer.path);
    expect(both[0]!.checks[0]).toBe(prefix);
    expect(both[0]!.checks.at(-1)).toBe(longer);
  });
});

describe('pathsNotGoneOnFrom', () => {
  const path = (start: string, ...steps: string[]) => ({ start, steps });
  it('drops a path another from the same start goes on from, keeps branches and other starts', () => {
    const empty = path('a');
    const one = path('a', 'x');
    const two = path('a', 'x', 'y');
    const branch = path('a', 'x', 'z');
    const other = path('b', 'x');
    const alone = path('c');
    expect(pathsNotGoneOnFrom([empty, one, two, branch, other, alone], (p) => p)).toEqual([
      two,
      branch,
      other,
      alone,
    ]);
  });

  it('compares steps by value, not by identity', () => {
    const short = { start: 'a', steps: [{ type: 'e', n: 1 }] };
    const long = { start: 'a', steps: [{ type: 'e', n: 1 }, { type: 'f' }] };
    const differs = { start: 'a', steps: [{ type: 'e', n: 2 }] };
    expect(pathsNotGoneOnFrom([short, long, differs], (p) => p)).toEqual([long, differs]);
  });
});
