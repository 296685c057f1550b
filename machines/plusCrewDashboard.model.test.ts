import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { modelPaths, modelStates, modelTransitions, stateName } from './model-graph';
import { plusCrewDashboardMachine, type FetchMonthInput } from './plusCrewDashboard.machine';
import {
  plusCrewDashboardModel,
  type PlusCrewDashboardModelEvent,
} from './plusCrewDashboard.model';
import type { PlusCrewDashboardData } from './plusCrewDashboard.rules';

// Every shortest path of the dashboard model (the same `npm run paths -- plusCrewDashboard`
// prints), run on the real machine: the fetch is a real promise the path resolves or rejects.

const paths = modelPaths(plusCrewDashboardModel);

describe('plusCrewDashboardMachine model', () => {
  it('reaches every state and every transition it declares', () => {
    expect([...modelStates(plusCrewDashboardModel, paths).keys()].sort()).toEqual([
      'failed',
      'loading',
      'missingNumber',
      'ready',
    ]);
    const declared = Object.entries(plusCrewDashboardMachine.states).flatMap(([from, node]) =>
      [...node.transitions.values()]
        .flat()
        .flatMap((t) => (t.target ?? []).map((target) => `${from} ${target.key}`)),
    );
    const taken = new Set(
      modelTransitions(plusCrewDashboardModel, paths).map((t) => `${t.from} ${t.to}`),
    );
    for (const edge of new Set(declared)) expect(taken).toContain(edge);
    expect(modelTransitions(plusCrewDashboardModel, paths)).toHaveLength(8);
  });

  for (const path of paths) {
    const name =
      path.events.map((event) => plusCrewDashboardModel.describeEvent!(event)).join(' → ') ||
      '(start)';
    it(`from ${path.start}: ${name}`, async () => {
      const fetches: Array<{
        input: FetchMonthInput;
        resolve: (d: PlusCrewDashboardData) => void;
        reject: (e: unknown) => void;
      }> = [];
      const logged = vi.fn();
      const start = plusCrewDashboardModel.starts.find((s) => s.name === path.start)!;
      const actor = createActor(
        plusCrewDashboardMachine.provide({
          actors: {
            fetchMonth: fromPromise<PlusCrewDashboardData, FetchMonthInput>(
              ({ input }) =>
                new Promise((resolve, reject) => fetches.push({ input, resolve, reject })),
            ),
          },
          actions: { logFetchError: (_, params) => logged(params.error) },
        }),
        { input: start.input! },
      ).start();
      for (const [index, raw] of path.events.entries()) {
        const event = raw as PlusCrewDashboardModelEvent;
        if (event.type === 'xstate.done.actor.fetchMonth') fetches.at(-1)!.resolve(event.output);
        else if (event.type === 'xstate.error.actor.fetchMonth')
          fetches.at(-1)!.reject(event.error);
        else actor.send(event);
        await Promise.resolve();
        await Promise.resolve();
        const expected = path.snapshots[index]!;
        const snapshot = actor.getSnapshot();
        expect(stateName(snapshot.value)).toBe(stateName(expected.value));
        const { loading, error, selectedDate, turnover, valueTypes, teamBonus } = snapshot.context;
        expect({ loading, error, selectedDate, turnover, valueTypes, teamBonus }).toEqual({
          loading: expected.context.loading,
          error: expected.context.error,
          selectedDate: expected.context.selectedDate,
          turnover: expected.context.turnover,
          valueTypes: expected.context.valueTypes,
          teamBonus: expected.context.teamBonus,
        });
        // Loading is on exactly while a fetch runs, and it asks for the selected month.
        expect(snapshot.context.loading).toBe(snapshot.value === 'loading');
        if (snapshot.value === 'loading')
          expect(fetches.at(-1)!.input).toEqual({ number: '7001', date: selectedDate });
        expect(logged).toHaveBeenCalledTimes(
          path.events.slice(0, index + 1).filter((e) => e.type === 'xstate.error.actor.fetchMonth')
            .length,
        );
      }
      actor.stop();
    });
  }
});
