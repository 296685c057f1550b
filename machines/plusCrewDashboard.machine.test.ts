import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  parseDay,
  plusCrewDashboardMachine,
  type FetchMonthInput,
} from './plusCrewDashboard.machine';
import { plusCrewModelMonth, plusCrewModelMonthWithoutTypes } from './plusCrewDashboard.model';
import type { PlusCrewDashboardData } from './plusCrewDashboard.rules';

function run(input: { number: string | null; date?: string | null }) {
  const fetches: Array<{
    input: FetchMonthInput;
    resolve: (d: PlusCrewDashboardData) => void;
    reject: (e: unknown) => void;
    signal: AbortSignal;
  }> = [];
  const logged = vi.fn();
  const actor = createActor(
    plusCrewDashboardMachine.provide({
      actors: {
        fetchMonth: fromPromise<PlusCrewDashboardData, FetchMonthInput>(
          ({ input, signal }) =>
            new Promise((resolve, reject) => fetches.push({ input, resolve, reject, signal })),
        ),
      },
      actions: { logFetchError: (_, params) => logged(params.error) },
    }),
    { input: { today: '2026-11-25', nonUser: false, ...input } },
  ).start();
  return { actor, fetches, logged };
}
const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('plusCrewDashboardMachine', () => {
  it("says 'Plus crew number not found in URL' and fetches nothing without a number", () => {
    for (const number of [null, '', '  ']) {
      const { actor, fetches } = run({ number });
      expect(actor.getSnapshot().value).toBe('missingNumber');
      expect(actor.getSnapshot().context.error).toBe('Plus crew number not found in URL');
      expect(actor.getSnapshot().context.loading).toBe(false);
      expect(fetches).toHaveLength(0);
    }
  });

  it('starts on the date parameter, else today, and fetches that month with loading set', () => {
    expect(run({ number: '7001', date: '2026-09-14' }).fetches[0]!.input).toEqual({
      number: '7001',
      date: '2026-09-14',
    });
    const { actor, fetches } = run({ number: '7001', date: 'not-a-date' });
    expect(fetches[0]!.input.date).toBe('2026-11-25');
    expect(actor.getSnapshot().context).toMatchObject({
      loading: true,
      error: null,
      nonUser: false,
    });
  });

  it('stores the lists, the values and the team bonus on success', async () => {
    const { actor, fetches } = run({ number: '7001' });
    fetches[0]!.resolve(plusCrewModelMonth);
    await settle();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context).toMatchObject({
      loading: false,
      error: null,
      plusCrew: plusCrewModelMonth.plusCrew,
      turnover: plusCrewModelMonth.turnover,
      hours: plusCrewModelMonth.hours,
      target: plusCrewModelMonth.target,
      teamBonus: { typeId: '1', amount: 5 },
    });
  });

  it("says 'Required value types not found' when a required value type is missing", async () => {
    const { actor, fetches } = run({ number: '7001' });
    fetches[0]!.resolve(plusCrewModelMonthWithoutTypes);
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('Required value types not found');
    expect(actor.getSnapshot().context.turnover).toEqual([]);
  });

  it("stores a failure, stops loading and logs 'Error fetching data'; a refetch clears the error", async () => {
    const { actor, fetches, logged } = run({ number: '7001' });
    const failure = new Error('Failed to fetch');
    fetches[0]!.reject(failure);
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ loading: false, error: 'Failed to fetch' });
    expect(logged).toHaveBeenCalledWith(failure);
    actor.send({ type: 'dashboard.refetch' });
    expect(actor.getSnapshot().context).toMatchObject({ loading: true, error: null });
  });

  it('cancels the first fetch when the month changes again before it answers', async () => {
    const { actor, fetches } = run({ number: '7001' });
    fetches[0]!.resolve(plusCrewModelMonth);
    await settle();
    actor.send({ type: 'month.change', date: '2026-10-01' });
    actor.send({ type: 'month.change', date: '2026-09-01' });
    expect(fetches.map((f) => f.input.date)).toEqual(['2026-11-25', '2026-10-01', '2026-09-01']);
    expect(fetches[1]!.signal.aborted).toBe(true);
    // The cancelled October answer arrives late: it changes nothing.
    fetches[1]!.resolve({
      ...plusCrewModelMonth,
      turnover: [{ date: '2026-10-01', amount: 99, hours: null }],
    });
    await settle();
    expect(actor.getSnapshot().value).toBe('loading');
    fetches[2]!.resolve({ ...plusCrewModelMonth, turnover: [] });
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ selectedDate: '2026-09-01', turnover: [] });
  });

  it('keeps the month when a change carries no valid date', () => {
    const { actor } = run({ number: '7001', date: '2026-08-03' });
    actor.send({ type: 'month.change', date: '2026-02-30' });
    expect(actor.getSnapshot().context.selectedDate).toBe('2026-08-03');
  });

  it('parses only real days', () => {
    expect(parseDay('2026-02-28')).toBe('2026-02-28');
    expect(parseDay('2026-02-29')).toBeNull();
    expect(parseDay('2026-2-1')).toBeNull();
    expect(parseDay(undefined)).toBeNull();
  });
});
